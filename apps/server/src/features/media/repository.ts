import type { TDb } from '../../db/database.ts';

export async function insertImage(
  db: TDb,
  row: { id: string; restaurantId: string; sourceType: string; width: number; height: number; bytes: number; now: string },
): Promise<void> {
  await db
    .insertInto('media_images')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      source_type: row.sourceType,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      created_at: row.now,
    })
    .execute();
}

/** Which of `ids` are images the venue uploaded: menu items may name only those. */
export async function findOwnedImageIds(db: TDb, restaurantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_images')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
