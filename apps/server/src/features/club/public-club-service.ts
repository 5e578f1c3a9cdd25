import type { TPublicClub } from '@menudelite/shared/growth/club';
import type { TDb } from '../../db/database.ts';
import { planItemIds, toPlan } from './mapper.ts';
import { menuItemNames } from './menu-items.ts';
import { listPlans } from './plans-repository.ts';
import { findRestaurantIdBySlug } from '../restaurant/public.ts';
import { venueById } from './venue.ts';

/** Plans a venue offers at most: the public page lists them all at once. */
const PUBLIC_PLANS_MAX = 50;

/** GET /api/public/restaurants/:restaurantId/club (an id, or else a slug as in /restaurants/demo-bistro/club): the venue's active plans, none while the club is off. */
export async function publicClub(db: TDb, idOrSlug: string): Promise<TPublicClub> {
  const venue = await venueById(db, idOrSlug).catch(async (error: unknown) => {
    const id = await findRestaurantIdBySlug(db, idOrSlug);
    if (!id) throw error;
    return venueById(db, id);
  });
  const restaurantId = venue.id;
  const rows = venue.allowsDeliteClub ? await listPlans(db, restaurantId, { limit: PUBLIC_PLANS_MAX, activeOnly: true }) : [];
  const names = rows.some((row) => planItemIds(row).length > 0) ? await menuItemNames(db, restaurantId) : new Map<string, string>();
  return {
    restaurantId: venue.id,
    restaurantName: venue.name,
    allowsDeliteClub: venue.allowsDeliteClub,
    currency: venue.currency,
    timeZone: venue.timeZone,
    plans: rows.toReversed().map((row) => {
      const { isActive: _active, createdAt: _created, ...plan } = toPlan(row, venue.currency, names);
      return plan;
    }),
  };
}

/** The public menu's free-with-club marker: items some active plan gives free (none while the club is off). */
export async function freeWithClubItemIds(db: TDb, restaurantId: string, allowsDeliteClub: boolean): Promise<Set<string>> {
  if (!allowsDeliteClub) return new Set();
  const rows = await listPlans(db, restaurantId, { limit: PUBLIC_PLANS_MAX, activeOnly: true });
  return new Set(rows.filter((row) => row.free_items_per_day > 0).flatMap(planItemIds));
}
