import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { DeliveryLocationsTable } from '../../db/schema.ts';

export type TLocationRow = Selectable<DeliveryLocationsTable>;

export async function listLocationRows(db: TDb, restaurantId: string, onlyAvailable = false): Promise<TLocationRow[]> {
  let query = db.selectFrom('delivery_locations').selectAll().where('restaurant_id', '=', restaurantId);
  if (onlyAvailable) query = query.where('is_available', '=', true);
  return query.orderBy('name').orderBy('id').execute();
}

export async function findLocationRow(db: TDb, restaurantId: string, id: string): Promise<TLocationRow | undefined> {
  return db.selectFrom('delivery_locations').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function countLocations(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('delivery_locations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLocation(db: TDb, row: TLocationRow): Promise<void> {
  await db.insertInto('delivery_locations').values(row).execute();
}

export async function updateLocation(db: TDb, restaurantId: string, id: string, set: Partial<Pick<TLocationRow, 'name' | 'is_available'>>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('delivery_locations').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteLocation(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('delivery_locations').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
