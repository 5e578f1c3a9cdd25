import type { TDb } from '../../db/database.ts';
import { invalidField } from '../../lib/app-error.ts';
import { loadMenuTableRows } from '../menu/public.ts';

/** The venue's menu item names by id (for the plans' free items). */
export async function menuItemNames(db: TDb, restaurantId: string): Promise<Map<string, string>> {
  const { items } = await loadMenuTableRows(db, restaurantId);
  return new Map(items.map((item) => [item.id, item.name]));
}

/** Every free item must be an item of this venue's menu: another venue's id is refused like an unknown one. */
export async function assertVenueItems(db: TDb, restaurantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const names = await menuItemNames(db, restaurantId);
  const index = ids.findIndex((id) => !names.has(id));
  if (index >= 0) throw invalidField(`body.freeItemIds.${index}`, 'itemUnavailable');
}
