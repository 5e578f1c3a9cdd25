/** DeliteClub (docs/api/growth-club.md). Other features use only these. */
export { clubRoutes } from './routes.ts';
/** Checkout's discount provider (the club's perks) and the order lifecycle subscriber (a void gives the free-item use back). */
export { createClubDiscountProvider } from './discount-provider.ts';
export { clubLifecycleSubscriber } from './lifecycle.ts';
/** The public menu's free-with-club marker. */
export { freeWithClubItemIds } from './public-club-service.ts';
