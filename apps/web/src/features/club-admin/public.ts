/** The staff's /deliteClub page (strings: the 'club-admin' namespace, loaded with the route). */
export { ClubPage } from './routes/club-page';
