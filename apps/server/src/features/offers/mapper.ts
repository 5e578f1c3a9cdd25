import type { TEngineOffer } from '@menudelite/shared/growth/offer-engine';
import type { TOffer, TOfferCreate, TOfferKind, TOfferScopeKind, TPublicOffer } from '@menudelite/shared/growth/offers';
import { parseJson, toBool } from '../../db/rows.ts';
import type { TOfferRow, TOfferWrite } from './repository.ts';

export function toOffer(row: TOfferRow): TOffer {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    name: row.name,
    description: row.description,
    kind: row.kind as TOfferKind,
    percent: row.percent,
    maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
    amountOff: row.amount_off === null ? null : Number(row.amount_off),
    buyQuantity: row.buy_quantity,
    rewardItemIds: parseJson<string[]>(row.reward_item_ids),
    scope: { kind: row.scope_kind as TOfferScopeKind, ids: parseJson<string[]>(row.scope_ids) },
    schedule: {
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      weekdays: parseJson<number[]>(row.weekdays),
      startTime: row.start_time,
      endTime: row.end_time,
    },
    minSpend: Number(row.min_spend),
    perCustomerLimit: row.per_customer_limit,
    totalUsesLimit: row.total_uses_limit,
    usesCount: Number(row.uses_count),
    combinable: toBool(row.combinable),
    membersOnly: toBool(row.members_only),
    code: row.code,
    isActive: toBool(row.is_active),
    isDeleted: toBool(row.is_deleted),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const toEngineOffer = (offer: TOffer): TEngineOffer => offer;

export function toPublicOffer(offer: TOffer): TPublicOffer {
  return {
    id: offer.id,
    name: offer.name,
    kind: offer.kind,
    description: offer.description,
    membersOnly: offer.membersOnly,
    combinable: offer.combinable,
    minSpend: offer.minSpend,
    endsAt: offer.schedule.endsOn,
  };
}

/** The columns a create or an edit writes (the code upper case, JSON as text). */
export function toOfferWrite(input: TOfferCreate, code: string | null, at: string): TOfferWrite {
  return {
    name: input.name,
    description: input.description,
    kind: input.kind,
    percent: input.percent,
    max_discount: input.maxDiscount,
    amount_off: input.amountOff,
    buy_quantity: input.buyQuantity,
    reward_item_ids: JSON.stringify(input.rewardItemIds),
    scope_kind: input.scope.kind,
    scope_ids: JSON.stringify(input.scope.ids),
    starts_on: input.schedule.startsOn,
    ends_on: input.schedule.endsOn,
    weekdays: JSON.stringify([...new Set(input.schedule.weekdays)].toSorted((a, b) => a - b)),
    start_time: input.schedule.startTime,
    end_time: input.schedule.endTime,
    min_spend: input.minSpend,
    per_customer_limit: input.perCustomerLimit,
    total_uses_limit: input.totalUsesLimit,
    combinable: input.combinable,
    members_only: input.membersOnly,
    code,
    is_active: input.isActive,
    updated_at: at,
  };
}
