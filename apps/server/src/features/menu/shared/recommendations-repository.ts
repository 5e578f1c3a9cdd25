import type { TDb } from '../../../db/database.ts';
import { nowIso, parseJson } from '../../../db/rows.ts';

/**
 * Recommended items are a JSON list on each item (no foreign key), so deleting items removes
 * them from every list that names them, in the same transaction.
 */
export async function forgetRecommendations(db: TDb, restaurantId: string, deletedIds: readonly string[]): Promise<void> {
  if (deletedIds.length === 0) return;
  const deleted = new Set(deletedIds);
  const rows = await db
    .selectFrom('menu_items')
    .select(['id', 'recommended_item_ids'])
    .where('restaurant_id', '=', restaurantId)
    .where('recommended_item_ids', '!=', '[]')
    .execute();
  const now = nowIso();
  for (const row of rows) {
    const ids = parseJson<string[]>(row.recommended_item_ids);
    const kept = ids.filter((id) => !deleted.has(id));
    if (kept.length === ids.length) continue;
    await db
      .updateTable('menu_items')
      .set({ recommended_item_ids: JSON.stringify(kept), updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }
}
