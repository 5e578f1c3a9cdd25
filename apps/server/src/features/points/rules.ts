import { DEFAULT_POINTS_RULES, type TPointsRules, type TPointsRulesRequest } from '@menudelite/shared/growth/points';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { findRulesRow, type TRulesRow } from './repository.ts';

/** A venue's programme as the services use it; the defaults (off) until the venue saves its own. */
export type TVenueRules = TPointsRules & { restaurantName: string; restaurantSlug: string };

export function rulesOf(row: TRulesRow | undefined): TPointsRulesRequest & { expiryEffectiveAt: string | null; updatedAt: string | null; configured: boolean } {
  if (!row) return { ...DEFAULT_POINTS_RULES, expiryEffectiveAt: null, updatedAt: null, configured: false };
  return {
    enabled: toBool(row.enabled),
    earn: { points: Number(row.earn_points), amount: Number(row.earn_amount) },
    redeem: { points: Number(row.redeem_points), amount: Number(row.redeem_amount), minimumPoints: Number(row.min_redeem_points) },
    expiryDays: row.expiry_days === null ? null : Number(row.expiry_days),
    expiryEffectiveAt: row.expiry_effective_at,
    updatedAt: row.updated_at,
    configured: true,
  };
}

/** The venue's rules with its currency and time zone; null for a venue that does not exist. */
export async function venueRules(db: TDb, restaurantId: string): Promise<TVenueRules | null> {
  const venue = await findRestaurantById(db, restaurantId);
  if (!venue) return null;
  return {
    ...rulesOf(await findRulesRow(db, restaurantId)),
    currency: venue.currency,
    timeZone: venue.time_zone,
    restaurantName: venue.name,
    restaurantSlug: venue.slug,
  };
}

/**
 * Since when the new expiry applies. Switching expiry on starts it now; changing the number of days
 * keeps the start (points already earned keep the date they were given); switching it off clears it,
 * so switching it on again never reaches back to points earned before.
 */
export function nextExpiryEffectiveAt(
  before: { expiryDays: number | null; expiryEffectiveAt: string | null },
  expiryDays: number | null,
  now: string,
): string | null {
  if (expiryDays === null) return null;
  if (before.expiryDays !== null && before.expiryEffectiveAt) return before.expiryEffectiveAt;
  return now;
}
