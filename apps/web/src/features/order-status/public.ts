/** What checkout needs to hand a placed order over to its live status page. */
export { rememberOrder, type TRememberedOrder } from './lib/order-store';
export { orderStatusPath, type TPlacedState } from './lib/paths';
