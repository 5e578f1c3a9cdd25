import type { TDeliverySettings, TDeliverySettingsUpdate } from '@menudelite/shared/orders/delivery';
import type { TDeliveryFeeType } from '@menudelite/shared/orders/pricing';
import type { TDb } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenueId } from '../../lib/venue-actor.ts';

/**
 * The venue switches that gate checkout: the online switch and the delivery settings. Each
 * write moves restaurants.updated_at and bumps menu_version (two writes within one millisecond
 * must still change the stamp the public menu and the checkout catalog compare).
 */
export function createCheckoutSettingsService(db: TDb) {
  async function readDelivery(restaurantId: string): Promise<TDeliverySettings> {
    const row = await db
      .selectFrom('restaurants')
      .select(['delivery_fee_type', 'delivery_fixed_fee', 'delivery_percent_fee_bp', 'delivery_min_order_value', 'delivery_order_prep_time'])
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return {
      feeType: row.delivery_fee_type as TDeliveryFeeType,
      fixedFee: Number(row.delivery_fixed_fee),
      percentFee: row.delivery_percent_fee_bp / 100,
      minOrderValue: Number(row.delivery_min_order_value),
      deliveryOrderPrepTime: row.delivery_order_prep_time,
    };
  }

  return {
    async setOnline(actor: TActor | null, isOnline: boolean): Promise<{ isOnline: boolean }> {
      const restaurantId = requireVenueId(actor);
      await db
        .updateTable('restaurants')
        .set((eb) => ({ is_online: isOnline, updated_at: nowIso(), menu_version: eb('menu_version', '+', 1) }))
        .where('id', '=', restaurantId)
        .execute();
      const row = await db.selectFrom('restaurants').select('is_online').where('id', '=', restaurantId).executeTakeFirstOrThrow();
      return { isOnline: toBool(row.is_online) };
    },

    async getDelivery(actor: TActor | null): Promise<TDeliverySettings> {
      return readDelivery(requireVenueId(actor));
    },

    async updateDelivery(actor: TActor | null, input: TDeliverySettingsUpdate): Promise<TDeliverySettings> {
      const restaurantId = requireVenueId(actor);
      await db
        .updateTable('restaurants')
        .set((eb) => ({
          ...(input.feeType !== undefined ? { delivery_fee_type: input.feeType } : {}),
          ...(input.fixedFee !== undefined ? { delivery_fixed_fee: input.fixedFee } : {}),
          ...(input.percentFee !== undefined ? { delivery_percent_fee_bp: Math.round(input.percentFee * 100) } : {}),
          ...(input.minOrderValue !== undefined ? { delivery_min_order_value: input.minOrderValue } : {}),
          ...(input.deliveryOrderPrepTime !== undefined ? { delivery_order_prep_time: input.deliveryOrderPrepTime } : {}),
          updated_at: nowIso(),
          menu_version: eb('menu_version', '+', 1),
        }))
        .where('id', '=', restaurantId)
        .execute();
      return readDelivery(restaurantId);
    },
  };
}
