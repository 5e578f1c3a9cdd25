/**
 * What other features use of offers: checkout's discount provider and the order lifecycle
 * subscriber (wired in features/index.ts), the routes, and the customer's own offers (features/customer).
 */
export { createOffersDiscountProvider } from './provider.ts';
export { offersLifecycleSubscriber, releaseOrderOffers } from './lifecycle.ts';
export { offerRoutes } from './routes.ts';
export { createOffersPublicService } from './public-service.ts';
