import type { TDb } from '../../db/database.ts';
import { loadMenuTableRows, type TMenuTableRows } from '../menu/public.ts';
import { findRestaurantById, type TRestaurantRow } from '../restaurant/public.ts';
import { freeWithClubItemIds } from '../club/public.ts';
import { toBool } from '../../db/rows.ts';

/** freeWithClub: the items some active DeliteClub plan gives free (the club feature's plans; empty while the club is off). */
export type TMenuRows = TMenuTableRows & { restaurant: TRestaurantRow; freeWithClub?: ReadonlySet<string> };

/** The venue row and every row of its menu, each from the feature that owns the table; null for an unknown venue. */
export async function loadMenuRows(db: TDb, restaurantId: string): Promise<TMenuRows | null> {
  const restaurant = await findRestaurantById(db, restaurantId);
  if (!restaurant) return null;
  const [tables, freeWithClub] = await Promise.all([
    loadMenuTableRows(db, restaurantId),
    freeWithClubItemIds(db, restaurantId, toBool(restaurant.allows_delite_club)),
  ]);
  return { restaurant, ...tables, freeWithClub };
}
