import type { TClubPlan, TClubSubscription, TClubSubscriptionStatus } from '@menudelite/shared/growth/club';
import { parseJson, toBool } from '../../db/rows.ts';
import type { TPlanRow } from './plans-repository.ts';
import type { TSubscriptionRow } from './subscriptions-repository.ts';

export const planItemIds = (row: TPlanRow): string[] => parseJson<string[]>(row.free_item_ids);

export function toPlan(row: TPlanRow, currency: string, itemNames: ReadonlyMap<string, string>): TClubPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthly_price,
    currency,
    percentOff: row.percent_off,
    // An item deleted from the menu since drops out of the plan's list (it can no longer be ordered).
    freeItems: planItemIds(row)
      .filter((id) => itemNames.has(id))
      .map((id) => ({ id, name: itemNames.get(id)! })),
    freeItemsPerDay: row.free_items_per_day,
    isActive: toBool(row.is_active),
    createdAt: row.created_at,
  };
}

export function toSubscription(row: TSubscriptionRow, plan: TPlanRow | undefined, restaurantName: string): TClubSubscription {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    restaurantName,
    planId: row.plan_id,
    planName: plan?.name ?? '',
    status: row.status as TClubSubscriptionStatus,
    price: row.price,
    currency: row.currency,
    percentOff: plan?.percent_off ?? 0,
    freeItemsPerDay: plan?.free_items_per_day ?? 0,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    graceUntil: row.grace_until,
    cancelledAt: row.cancelled_at,
    cardLast4: row.card_last4,
    createdAt: row.created_at,
  };
}
