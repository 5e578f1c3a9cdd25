/** The restaurants table belongs to this feature: other features read and write it only through these. */
export { findRestaurantById } from './repository.ts';
export type { TRestaurantRow } from './mapper.ts';
/** /settings writes checkout's switches (ordering, payment, delivery, online) after sign-up. */
export { updateVenueSettings, type TVenueSettingsChanges } from './settings-repository.ts';
/** The one mapper of a restaurant row: every view of a venue is a projection of it. */
export { toVenueRecord, type TVenueRecord } from './mapper.ts';
/** Sign-up creates the venue; the menu builder bumps its menu stamp and writes its menu settings; the public menu finds it by slug. */
export { bumpMenuVersion, clearMenuTypeTag, findRestaurantIdBySlug, insertRestaurant, isSlugTaken, updateMenuSettings } from './venue-repository.ts';
/** Payments reads and sets the venue's Stripe Connect account. */
export { findStripeAccountId, setStripeAccountId } from './stripe-account-repository.ts';
