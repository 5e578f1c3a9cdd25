import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { TEarnRule, TRedeemRule } from './points.ts';

/**
 * The pure arithmetic of membership points (docs/api/growth-points.md), shared by the server (which
 * decides) and the web (which previews). Points are whole numbers; money is integer minor units.
 * Every rounding goes the venue's way by at most one point or one minor unit, never the diner's way
 * by more: earning and value round down, so a balance is never worth more than the rule says.
 */

/** Points earned on `base` (items total after discounts, minor units): floor(base × points / amount). */
export function pointsEarned(base: number, rule: TEarnRule): number {
  if (base <= 0) return 0;
  return Math.floor((base * rule.points) / rule.amount);
}

/** What `points` are worth when redeemed: floor(points × amount / points of the rule). */
export function pointsValue(points: number, rule: Pick<TRedeemRule, 'points' | 'amount'>): number {
  if (points <= 0) return 0;
  return Math.floor((points * rule.amount) / rule.points);
}

/** The most points whose value fits in `amount` (what may pay an order without reaching its tip). */
export function maxPointsFor(amount: number, rule: Pick<TRedeemRule, 'points' | 'amount'>): number {
  if (amount <= 0) return 0;
  return Math.floor((amount * rule.points) / rule.amount);
}

/**
 * The base points are earned on: the items total after every discount, less what points paid (points
 * do not earn points). Tips, delivery, order and processing fees never earn.
 */
export function earnBase(input: { itemsAfterDiscounts: number; paidWithPoints: number }): number {
  return Math.max(0, input.itemsAfterDiscounts - input.paidWithPoints);
}

/**
 * How many more points a refund takes back, cumulatively so partial refunds add up exactly: after
 * refunds totalling `refundedSoFar` (this one included) of the `paid` amount, floor(earned × refunded /
 * paid) are taken back in all (everything once the whole paid amount is refunded), less what earlier
 * refunds took.
 */
export function pointsToReverse(input: { earned: number; alreadyReversed: number; refundedSoFar: number; paid: number }): number {
  const { earned, alreadyReversed, refundedSoFar, paid } = input;
  if (earned <= 0) return 0;
  const target = paid <= 0 || refundedSoFar >= paid ? earned : Math.floor((earned * Math.max(0, refundedSoFar)) / paid);
  return Math.max(0, Math.min(earned, target) - alreadyReversed);
}

/**
 * When points earned at `earnedAt` expire under an expiry of `days`: at the end of the venue's local
 * day `days` days after the day they were earned (the start of the next local day), DST-correct.
 */
export function expiryInstant(earnedAt: Date, days: number, timeZone: string): Date {
  const local = new TZDate(earnedAt.getTime(), timeZone);
  const day = format(local, 'yyyy-MM-dd');
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(addDays(new TZDate(y, m - 1, d, 0, 0, 0, timeZone), days + 1).getTime());
}

/** One lot of points that may be spent or expire: an earning net of what its refunds took back, or a positive adjustment. */
export type TPointsLot = { points: number; createdAt: string; expiresAt: string | null };

function byExpiryThenAge(a: TPointsLot, b: TPointsLot): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    return a.expiresAt < b.expiresAt ? -1 : 1;
  }
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/**
 * What is left of each lot after `spent` points (redeemed less restored, expired, negative
 * adjustments) were taken from them, soonest-expiring first: a diner's spending uses the points that
 * would expire first, and points that never expire last.
 */
export function remainingLots(lots: readonly TPointsLot[], spent: number): TPointsLot[] {
  let left = Math.max(0, spent);
  return lots.toSorted(byExpiryThenAge).map((lot) => {
    const used = Math.min(Math.max(0, lot.points), left);
    left -= used;
    return { ...lot, points: Math.max(0, lot.points) - used };
  });
}

/** Points of the lots that have expired by `now` and are not yet spent or expired. */
export function pointsExpiringBy(lots: readonly TPointsLot[], spent: number, now: Date): number {
  const at = now.toISOString();
  return remainingLots(lots, spent)
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt <= at)
    .reduce((sum, lot) => sum + lot.points, 0);
}

/** The next points to expire after `now` (all the unspent points of the soonest expiry instant), or null. */
export function nextExpiry(lots: readonly TPointsLot[], spent: number, now: Date): { points: number; at: string } | null {
  const at = now.toISOString();
  const pending = remainingLots(lots, spent).filter((lot) => lot.points > 0 && lot.expiresAt !== null && lot.expiresAt > at);
  const first = pending[0];
  if (!first) return null;
  const points = pending.filter((lot) => lot.expiresAt === first.expiresAt).reduce((sum, lot) => sum + lot.points, 0);
  return { points, at: first.expiresAt! };
}
