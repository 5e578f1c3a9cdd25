import type { TDeliverySettings, TDeliverySettingsUpdate } from '@menudelite/shared/orders/delivery';
import { maxOrderFee, maxOrderFeeMajor, type TOrderingSettings, type TOrderingSettingsUpdate } from '@menudelite/shared/restaurant/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { maxProcessingFeeFixed, maxProcessingFeeFixedMajor } from '@menudelite/shared/money/caps';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { findRestaurantById, toVenueRecord, updateVenueSettings, type TRestaurantRow, type TVenueSettingsChanges } from '../restaurant/public.ts';
import { recordAudit } from '../team/public.ts';

/** Projections of the one restaurant mapper, so these screens and checkout cannot disagree about a field. */
const toDelivery = (row: TRestaurantRow): TDeliverySettings => toVenueRecord(row).delivery;

const toOrdering = (row: TRestaurantRow): TOrderingSettings => {
  const v = toVenueRecord(row);
  return {
    allowsDineIn: v.allowsDineIn,
    allowsPickUp: v.allowsPickUp,
    allowsDelivery: v.allowsDelivery,
    allowsGuestCheckout: v.allowsGuestCheckout,
    allowsPayLater: v.allowsPayLater,
    allowsOfflinePayments: v.allowsOfflinePayments,
    orderFee: v.orderFee,
    orderPrepTime: v.orderPrepTime,
    processingFeePercent: v.processingFee.percent,
    processingFeeFixed: v.processingFee.fixed,
  };
};

/** Keeps only the fields the request carries: a PATCH changes nothing else. */
function defined<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The venue switches that gate checkout: the online switch, the ordering and payment settings of
 * sign-up step 5 (editable from /settings after sign-up) and the delivery settings. The restaurant
 * feature owns the row; its writes bump the stamp the public menu and the checkout catalog compare.
 */
export function createCheckoutSettingsService(db: TDb) {
  async function loadOwn(restaurantId: string): Promise<TRestaurantRow> {
    const row = await findRestaurantById(db, restaurantId);
    if (!row) throw notFound('Restaurant');
    return row;
  }

  /** A settings write and its audit row (the fields and their new values), in one transaction. */
  async function changeSettings(actor: TActor | null, restaurantId: string, changes: TVenueSettingsChanges): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await updateVenueSettings(trx, restaurantId, changes);
      await recordAudit(trx, actor!, restaurantId, { action: 'settings.changed', targetType: 'restaurant', targetId: restaurantId, details: { ...changes } });
    });
  }

  return {
    async setOnline(actor: TActor | null, isOnline: boolean): Promise<{ isOnline: boolean }> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      await changeSettings(actor, restaurantId, { is_online: isOnline });
      return { isOnline: toVenueRecord(await loadOwn(restaurantId)).isOnline };
    },

    async getOrdering(actor: TActor | null): Promise<TOrderingSettings> {
      return toOrdering(await loadOwn(requireVenuePermission(actor, 'orders.view')));
    },

    /** The order-fee and processing-fee caps depend on the venue's currency, which the request does not carry: checked here, before any write. */
    async updateOrdering(actor: TActor | null, input: TOrderingSettingsUpdate): Promise<TOrderingSettings> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      const row = await loadOwn(restaurantId);
      const currency = row.currency as TCurrency;
      if (input.orderFee !== undefined && input.orderFee > maxOrderFee(currency)) {
        throw invalidField('body.orderFee', 'orderFeeTooHigh', { max: maxOrderFeeMajor(currency) });
      }
      if (input.processingFeeFixed !== undefined && input.processingFeeFixed > maxProcessingFeeFixed(currency)) {
        throw invalidField('body.processingFeeFixed', 'orderFeeTooHigh', { max: maxProcessingFeeFixedMajor(currency) });
      }
      await changeSettings(
        actor,
        restaurantId,
        defined({
          allows_dine_in: input.allowsDineIn,
          allows_pick_up: input.allowsPickUp,
          allows_delivery: input.allowsDelivery,
          allows_guest_checkout: input.allowsGuestCheckout,
          allows_pay_later: input.allowsPayLater,
          allows_offline_payments: input.allowsOfflinePayments,
          order_fee: input.orderFee,
          order_prep_time: input.orderPrepTime,
          processing_fee_percent_bp: input.processingFeePercent === undefined ? undefined : Math.round(input.processingFeePercent * 100),
          processing_fee_fixed: input.processingFeeFixed,
        }),
      );
      return toOrdering(await loadOwn(restaurantId));
    },

    async getDelivery(actor: TActor | null): Promise<TDeliverySettings> {
      return toDelivery(await loadOwn(requireVenuePermission(actor, 'orders.view')));
    },

    async updateDelivery(actor: TActor | null, input: TDeliverySettingsUpdate): Promise<TDeliverySettings> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      await changeSettings(
        actor,
        restaurantId,
        defined({
          delivery_fee_type: input.feeType,
          delivery_fixed_fee: input.fixedFee,
          delivery_percent_fee_bp: input.percentFee === undefined ? undefined : Math.round(input.percentFee * 100),
          delivery_min_order_value: input.minOrderValue,
          delivery_order_prep_time: input.deliveryOrderPrepTime,
        }),
      );
      return toDelivery(await loadOwn(restaurantId));
    },
  };
}
