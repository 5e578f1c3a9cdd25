import type { TDb } from '../../db/database.ts';
import { loadMenuTableRows, type TMenuTableRows } from '../menu/public.ts';
import { findRestaurantById, type TRestaurantRow } from '../restaurant/public.ts';

export type TMenuRows = TMenuTableRows & { restaurant: TRestaurantRow };

/** The venue row and every row of its menu, each from the feature that owns the table; null for an unknown venue. */
export async function loadMenuRows(db: TDb, restaurantId: string): Promise<TMenuRows | null> {
  const restaurant = await findRestaurantById(db, restaurantId);
  return restaurant ? { restaurant, ...(await loadMenuTableRows(db, restaurantId)) } : null;
}
