/**
 * Membership points (issue 11 section 2, docs/api/growth-points.md). Checkout takes the tender
 * provider, the order lifecycle job the subscriber; features/index.ts registers the routes (which
 * also define the daily expiry job); features/customer lists the customer's rewards through
 * listCustomerRewards.
 */
export { createPointsTenderProvider } from './tender.ts';
export { pointsLifecycleSubscriber, createPointsLifecycleSubscriber, pointsKeys } from './lifecycle.ts';
export { pointsRoutes } from './routes.ts';
export { expireVenuePoints, POINTS_EXPIRY_JOB } from './expiry.ts';
export { createCustomerPoints } from './customer-service.ts';
