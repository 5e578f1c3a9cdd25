/** The staff /loyalty page and the counter's redeem page (strings: the 'loyalty-admin' namespace). */
export { LoyaltyPage } from './routes/loyalty-page';
export { RedeemPage } from './routes/redeem-page';
