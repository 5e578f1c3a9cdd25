/** The diner's gift card shop and its success page (strings: the 'gift-cards-public' namespace, loaded with the route). */
export { GiftCardsPage } from './routes/gift-cards-page';
export { GiftCardSuccessPage } from './routes/gift-card-success-page';
