import type { Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { RestaurantsTable } from '../../db/schema.ts';

/** The columns staff change from /settings after sign-up (ordering, payment, delivery, online switch). */
export type TVenueSettingsChanges = Pick<
  Updateable<RestaurantsTable>,
  | 'is_online'
  | 'allows_dine_in'
  | 'allows_pick_up'
  | 'allows_delivery'
  | 'allows_guest_checkout'
  | 'allows_pay_later'
  | 'allows_offline_payments'
  | 'allows_delite_pay'
  | 'order_fee'
  | 'order_prep_time'
  | 'delivery_fee_type'
  | 'delivery_fixed_fee'
  | 'delivery_percent_fee_bp'
  | 'delivery_min_order_value'
  | 'delivery_order_prep_time'
  | 'processing_fee_percent_bp'
  | 'processing_fee_fixed'
  // The reservations feature's acceptingReservations toggle (PATCH /api/reservations/accepting).
  | 'accepting_reservations'
  // The club feature's allowsDeliteClub switch (PATCH /api/restaurant/club-settings).
  | 'allows_delite_club'
  // The loyalty feature's switch (PATCH /api/restaurants/:restaurantId/loyalty/settings).
  | 'loyalty_enabled'
>;

/**
 * Writes checkout-relevant settings. It also moves updated_at and bumps menu_version, because the
 * public menu and the checkout catalog compare that stamp (two writes in one millisecond must
 * still change it). Nothing to change writes nothing.
 */
export async function updateVenueSettings(db: TDb, restaurantId: string, changes: TVenueSettingsChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('restaurants')
    .set((eb) => ({ ...changes, updated_at: nowIso(), menu_version: eb('menu_version', '+', 1) }))
    .where('id', '=', restaurantId)
    .execute();
}
