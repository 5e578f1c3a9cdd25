import type { TDb } from '../../../db/database.ts';
import { parseJson } from '../../../db/rows.ts';

/** Every media image id the venue's menu items show (the unreferenced-uploads purge keeps these). */
export async function imageIdsInUse(db: TDb, restaurantId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('menu_items').select('image_ids').where('restaurant_id', '=', restaurantId).execute();
  return new Set(rows.flatMap((row) => parseJson<string[]>(row.image_ids)));
}
