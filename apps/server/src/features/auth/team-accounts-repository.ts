import type { TDb } from '../../db/database.ts';
import type { TUserRow } from './repository.ts';

export async function findUsersByIds(db: TDb, ids: readonly string[]): Promise<Pick<TUserRow, 'id' | 'email' | 'full_name'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('id', 'in', [...ids])
    .execute();
}

export async function setUserVenue(db: TDb, userId: string, restaurantId: string | null, now: string): Promise<void> {
  await db.updateTable('users').set({ restaurant_id: restaurantId, updated_at: now }).where('id', '=', userId).execute();
}
