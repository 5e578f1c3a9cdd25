import type { TFeaturedItem } from '@menudelite/shared/menu/items';
import type { TDb } from '../../../db/database.ts';
import { newId } from '../../../lib/ids.ts';

export async function listFeatured(db: TDb, restaurantId: string): Promise<TFeaturedItem[]> {
  const rows = await db.selectFrom('featured_items').selectAll().where('restaurant_id', '=', restaurantId).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, itemId: row.item_id, positionNew: row.position, createdAt: row.created_at, updatedAt: row.updated_at }));
}

/** Adds the item at the end of the featured list, or removes it. */
export async function setFeatured(db: TDb, restaurantId: string, itemId: string, featured: boolean, now: string): Promise<void> {
  if (!featured) {
    await db.deleteFrom('featured_items').where('restaurant_id', '=', restaurantId).where('item_id', '=', itemId).execute();
    return;
  }
  const last = await db
    .selectFrom('featured_items')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  await db
    .insertInto('featured_items')
    .values({ id: newId(), restaurant_id: restaurantId, item_id: itemId, position: Number(last?.position ?? -1) + 1, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('item_id').doNothing())
    .execute();
}

/** Makes the featured list exactly `itemIds`, in order; rows kept keep their id and createdAt. */
export async function replaceFeatured(db: TDb, restaurantId: string, itemIds: readonly string[], now: string): Promise<void> {
  const existing = await listFeatured(db, restaurantId);
  const wanted = new Set(itemIds);
  const gone = existing.filter((row) => !wanted.has(row.itemId)).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('featured_items').where('id', 'in', gone).execute();
  const byItem = new Map(existing.map((row) => [row.itemId, row]));
  for (const [position, itemId] of itemIds.entries()) {
    const row = byItem.get(itemId);
    if (!row) {
      await db
        .insertInto('featured_items')
        .values({ id: newId(), restaurant_id: restaurantId, item_id: itemId, position, created_at: now, updated_at: now })
        .execute();
    } else if (row.positionNew !== position) {
      await db.updateTable('featured_items').set({ position, updated_at: now }).where('id', '=', row.id).execute();
    }
  }
}
