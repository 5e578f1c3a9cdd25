/** What other features and the app wiring may use of loyalty (docs/api/growth-loyalty.md). */
export { loyaltyStaffRoutes } from './routes.ts';
export { loyaltyPublicRoutes } from './public-routes.ts';
/** The order lifecycle: 'paid' adds a stamp, 'voided' takes it back (lead wires it into orderLifecycleSubscribers). */
export { loyaltyLifecycleSubscriber } from './lifecycle-subscriber.ts';
/** The wallet feature reads passes through these and hears of stamp changes (to push to devices). */
export { findLoyaltyImageIds, findWalletPass, listPassUpdates, type TWalletPassRecord } from './wallet-pass-data.ts';
export { onPassChanged, type TPassChangeListener } from './pass-events.ts';
export { NO_WALLETS, type TWalletLinks, type TWalletPassData } from './wallet-links.ts';
/** The unreferenced-uploads purge keeps the five loyalty images. */
export { loyaltyImageIdsInUse } from './settings-service.ts';
