/** The customer's loyalty page /partners/:restaurantId/loyalty (strings: the 'loyalty-join' namespace). */
export { PartnerLoyaltyPage } from './routes/partner-loyalty-page';
