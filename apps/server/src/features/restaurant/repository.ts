import type { Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { RestaurantsTable } from '../../db/schema.ts';
import type { TRestaurantRow } from './mapper.ts';

export async function findRestaurantById(db: TDb, id: string): Promise<TRestaurantRow | undefined> {
  return db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateRestaurant(db: TDb, id: string, changes: Updateable<RestaurantsTable>): Promise<void> {
  await db.updateTable('restaurants').set(changes).where('id', '=', id).execute();
}

export async function isSlugTakenByOther(db: TDb, slug: string, restaurantId: string): Promise<boolean> {
  const row = await db.selectFrom('restaurants').select('id').where('slug', '=', slug).where('id', '<>', restaurantId).executeTakeFirst();
  return row !== undefined;
}
