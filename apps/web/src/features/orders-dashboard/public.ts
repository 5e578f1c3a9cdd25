/** What other features may use from the orders dashboard (issue 8: the kitchen view builds on its live lists). */
export { useOrders } from './api/get-orders';
export { useChangeOrderStatus } from './api/change-order-status';
export { useLiveOrders } from './components/use-live-orders';
export { useOrderAlerts } from './components/use-order-alerts';
export { useOfflineBanner } from './components/use-offline-banner';
export { OfflineBanner } from './components/offline-banner';
export { DEFAULT_FILTERS } from './lib/order-filters';
export { dedupeAndSort } from './lib/order-list';
export { destinationOf } from './lib/order-labels';
export { unlockAlertSound } from './lib/alert-sound';
