import type { TDb } from '../../db/database.ts';
import { parseJson } from '../../db/rows.ts';
import type { TLoyaltyImageSlot } from '@menudelite/shared/growth/loyalty';

export type TImageIds = Partial<Record<TLoyaltyImageSlot, string>>;

export async function findImageIds(db: TDb, restaurantId: string): Promise<TImageIds> {
  const row = await db.selectFrom('loyalty_settings').select('images').where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row ? parseJson<TImageIds>(row.images) : {};
}

export async function saveImageIds(db: TDb, restaurantId: string, images: TImageIds, now: string): Promise<void> {
  const text = JSON.stringify(images);
  await db
    .insertInto('loyalty_settings')
    .values({ restaurant_id: restaurantId, images: text, updated_at: now })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet({ images: text, updated_at: now }))
    .execute();
}
