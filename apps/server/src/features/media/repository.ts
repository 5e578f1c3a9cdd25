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
