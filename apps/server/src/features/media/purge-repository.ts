import type { TDb } from '../../db/database.ts';

/** Images uploaded before `before`, oldest first: the candidates of the unreferenced-uploads purge. */
export async function listImagesCreatedBefore(db: TDb, before: string, limit: number): Promise<{ id: string; restaurantId: string }[]> {
  const rows = await db
    .selectFrom('media_images')
    .select(['id', 'restaurant_id'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, restaurantId: row.restaurant_id }));
}

export async function deleteImageRows(db: TDb, restaurantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media_images').where('restaurant_id', '=', restaurantId).where('id', 'in', ids).execute();
}
