import { isWithinWindows, type TLocalClock } from '../menu/availability.ts';
import type { TWeeklyWindow } from '../menu/tags.ts';
import type { TOfferKind, TOfferSchedule, TOfferScope } from './offers.ts';

/**
 * The offers' rules as pure functions (no database, no clock of its own): what an offer takes off a
 * priced cart and why it does not apply. The server's discount provider, the offers dialog's
 * evaluate endpoint and the bench all run this same code. Money is integer minor units; every
 * discount is rounded down, so an offer never takes off more than its rule says.
 */

export type TEngineOffer = {
  id: string;
  kind: TOfferKind;
  percent: number | null;
  maxDiscount: number | null;
  amountOff: number | null;
  buyQuantity: number | null;
  rewardItemIds: readonly string[];
  scope: TOfferScope;
  schedule: TOfferSchedule;
  minSpend: number;
  perCustomerLimit: number | null;
  totalUsesLimit: number | null;
  usesCount: number;
  combinable: boolean;
  membersOnly: boolean;
  isActive: boolean;
  isDeleted: boolean;
};

export type TEngineLine = {
  itemId: string;
  sectionId: string | null;
  tagIds: readonly string[];
  quantity: number;
  lineTotal: number;
  /** Taken off by the menu's tag discount already: offers apply to what is left. */
  tagDiscount: number;
};

export type TEngineContext = {
  /** Today on the venue's clock, YYYY-MM-DD. */
  localDate: string;
  clock: TLocalClock;
  /** A customer account is signed in. */
  signedIn: boolean;
  /** Times this customer used the offer already (0 when not signed in). */
  customerUses: number;
  /** Sum of line totals minus tag discounts. */
  itemsTotal: number;
};

export type TOfferRefusal = {
  code: 'OFFER_NOT_APPLICABLE' | 'OFFER_USED_UP';
  key:
    | 'offerInactive'
    | 'offerExpired'
    | 'offerNotNow'
    | 'offerUsedUp'
    | 'offerMembersOnly'
    | 'offerCustomerLimit'
    | 'offerMinimumSpend'
    | 'offerNotQualified'
    | 'offerNotCombinable';
  /** offerMinimumSpend: the minimum in minor units (the caller formats it). */
  minSpend?: number;
};

export type TOfferCheck = { ok: true; discount: number } | { ok: false; refusal: TOfferRefusal };

/** Today's date on a venue's clock (YYYY-MM-DD); Intl knows every zone's DST rules. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
export function venueLocalDate(timeZone: string, now: Date): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export type TScheduleStatus = 'now' | 'expired' | 'notYet' | 'notNow';

/** Where `localDate` and `clock` fall against the schedule (dates, weekdays, hours on the venue's clock). */
export function scheduleStatus(schedule: TOfferSchedule, localDate: string, clock: TLocalClock): TScheduleStatus {
  if (schedule.endsOn && localDate > schedule.endsOn) return 'expired';
  if (schedule.startsOn && localDate < schedule.startsOn) return 'notYet';
  const weekdays = schedule.weekdays.length > 0 ? schedule.weekdays : [1, 2, 3, 4, 5, 6, 7];
  if (schedule.startTime === null || schedule.endTime === null) return weekdays.includes(clock.weekday) ? 'now' : 'notNow';
  const windows: TWeeklyWindow[] = weekdays.map((weekday) => ({ weekday, opens: schedule.startTime!, closes: schedule.endTime! }));
  return isWithinWindows(windows, clock) ? 'now' : 'notNow';
}

export function inScope(scope: TOfferScope, line: TEngineLine): boolean {
  switch (scope.kind) {
    case 'menu':
      return true;
    case 'sections':
      return line.sectionId !== null && scope.ids.includes(line.sectionId);
    case 'items':
      return scope.ids.includes(line.itemId);
    case 'tags':
      return line.tagIds.some((id) => scope.ids.includes(id));
  }
}

/** A line's units at their price after the tag discount; the rounding remainder goes to the first units, so they add up exactly. */
export function unitPrices(line: TEngineLine): number[] {
  const net = Math.max(0, line.lineTotal - line.tagDiscount);
  const base = Math.floor(net / line.quantity);
  const rest = net - base * line.quantity;
  return Array.from({ length: line.quantity }, (_, i) => base + (i < rest ? 1 : 0));
}

const netOf = (line: TEngineLine) => Math.max(0, line.lineTotal - line.tagDiscount);

function percentOf(amount: number, percent: number, max: number | null): number {
  const off = Math.floor((amount * percent) / 100);
  return max === null ? off : Math.min(off, max);
}

/** Buy N get one free: units in scope, dearest first, in groups of N + 1; the last (cheapest) of each full group is free. */
export function buyNFreeDiscount(units: readonly number[], buyQuantity: number): number {
  const sorted = units.toSorted((a, b) => b - a);
  let free = 0;
  for (let i = buyQuantity; i < sorted.length; i += buyQuantity + 1) free += sorted[i]!;
  return free;
}

/** What the offer's rule takes off these lines (0 = nothing qualifies), before any limit or schedule check. */
export function offerDiscount(offer: TEngineOffer, lines: readonly TEngineLine[]): number {
  const scoped = lines.filter((line) => inScope(offer.scope, line));
  const scopedNet = scoped.reduce((sum, line) => sum + netOf(line), 0);
  switch (offer.kind) {
    case 'percent_off':
      return percentOf(scopedNet, offer.percent ?? 0, offer.maxDiscount);
    case 'limited_uses':
      return offer.amountOff !== null ? Math.min(offer.amountOff, scopedNet) : percentOf(scopedNet, offer.percent ?? 0, offer.maxDiscount);
    case 'buy_n_get_free':
      return buyNFreeDiscount(scoped.flatMap(unitPrices), offer.buyQuantity ?? 1);
    case 'spend_get': {
      // The dearest reward unit in the cart is free (the diner adds the dessert; the offer pays for it).
      const rewards = lines.filter((line) => offer.rewardItemIds.includes(line.itemId)).flatMap(unitPrices);
      return rewards.length > 0 ? Math.max(...rewards) : 0;
    }
  }
}

const refuse = (key: TOfferRefusal['key'], code: TOfferRefusal['code'] = 'OFFER_NOT_APPLICABLE', minSpend?: number): TOfferCheck => ({
  ok: false,
  refusal: { code, key, ...(minSpend !== undefined ? { minSpend } : {}) },
});

/**
 * Whether the offer applies to this cart now, and what it takes off. The checks run in the order a
 * diner can act on: gone, out of dates or hours, used up, sign in, own limit, spend more, add items.
 */
export function checkOffer(offer: TEngineOffer, lines: readonly TEngineLine[], ctx: TEngineContext): TOfferCheck {
  if (offer.isDeleted || !offer.isActive) return refuse('offerInactive');
  const when = scheduleStatus(offer.schedule, ctx.localDate, ctx.clock);
  if (when === 'expired') return refuse('offerExpired');
  if (when !== 'now') return refuse('offerNotNow');
  if (offer.totalUsesLimit !== null && offer.usesCount >= offer.totalUsesLimit) return refuse('offerUsedUp', 'OFFER_USED_UP');
  // A per-customer limit needs to know the customer: like members-only, it asks the diner to sign in.
  if ((offer.membersOnly || offer.perCustomerLimit !== null) && !ctx.signedIn) return refuse('offerMembersOnly');
  if (offer.perCustomerLimit !== null && ctx.customerUses >= offer.perCustomerLimit) return refuse('offerCustomerLimit');
  if (ctx.itemsTotal < offer.minSpend) return refuse('offerMinimumSpend', 'OFFER_NOT_APPLICABLE', offer.minSpend);
  const discount = Math.min(offerDiscount(offer, lines), ctx.itemsTotal);
  if (discount <= 0) return refuse('offerNotQualified');
  return { ok: true, discount };
}

export type TAppliedOffer = { id: string; discount: number };

/**
 * Several offers on one order: each is measured on the whole cart, an offer that does not combine
 * must be alone, and together they never take off more than the items total (the last is trimmed).
 */
export function combineOffers(
  applied: readonly (TAppliedOffer & { combinable: boolean })[],
  itemsTotal: number,
): { ok: true; offers: TAppliedOffer[] } | { ok: false; refusal: TOfferRefusal; offerId: string } {
  if (applied.length > 1) {
    const loner = applied.find((offer) => !offer.combinable);
    if (loner) return { ok: false, offerId: loner.id, refusal: { code: 'OFFER_NOT_APPLICABLE', key: 'offerNotCombinable' } };
  }
  let left = Math.max(0, itemsTotal);
  const offers: TAppliedOffer[] = [];
  for (const offer of applied) {
    const discount = Math.min(offer.discount, left);
    left -= discount;
    if (discount > 0) offers.push({ id: offer.id, discount });
  }
  return { ok: true, offers };
}
