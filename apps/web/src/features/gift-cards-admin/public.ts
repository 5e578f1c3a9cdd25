/** Staff gift cards (/offers/gift-cards): products, card lookup, ledger and adjustments. */
export { GiftCardsPage } from './routes/gift-cards-page';
