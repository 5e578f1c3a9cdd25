/** The staff's /offers page (strings: the 'offers-admin' namespace, loaded with the route). */
export { OffersPage } from './routes/offers-page';
