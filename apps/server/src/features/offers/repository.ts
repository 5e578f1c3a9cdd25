import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { OffersTable } from '../../db/schema.ts';

export type TOfferRow = Selectable<OffersTable>;
export type TOfferWrite = Omit<TOfferRow, 'id' | 'restaurant_id' | 'uses_count' | 'is_deleted' | 'created_at'>;

/** Staff list: newest first, keyset on (created_at, id). */
export async function listOfferRows(
  db: TDb,
  restaurantId: string,
  options: { limit: number; after: { at: string; id: string } | null; includeDeleted: boolean },
): Promise<TOfferRow[]> {
  let query = db.selectFrom('offers').selectAll().where('restaurant_id', '=', restaurantId);
  if (!options.includeDeleted) query = query.where('is_deleted', '=', false);
  if (options.after) {
    const { at, id } = options.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** Offers a diner may be shown (active, not deleted, no code): the evaluate endpoint and the provider read these. */
export async function listLiveOfferRows(db: TDb, restaurantId: string): Promise<TOfferRow[]> {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .where('code', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findOfferRow(db: TDb, restaurantId: string, id: string): Promise<TOfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function findOfferRowsByIds(db: TDb, restaurantId: string, ids: readonly string[]): Promise<TOfferRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('offers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The live offer with this code at this venue (a deleted offer's code no longer exists). */
export async function findOfferRowByCode(db: TDb, restaurantId: string, code: string): Promise<TOfferRow | undefined> {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('code', '=', code)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function countLiveOffers(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('is_deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOfferRow(db: TDb, row: TOfferRow): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

export async function updateOfferRow(db: TDb, restaurantId: string, id: string, set: Partial<TOfferWrite> & { updated_at: string }): Promise<void> {
  await db.updateTable('offers').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Soft deletion: the row stays for the orders that used it; its code is freed for a new offer. */
export async function softDeleteOfferRow(db: TDb, restaurantId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('offers')
    .set({ is_deleted: true, is_active: false, updated_at: at })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Takes one use, guarded: only while the offer is live and below its limit. Answers false when
 * another checkout took the last use first (the caller answers 409 and the order rolls back).
 */
export async function takeOfferUse(trx: TDb, restaurantId: string, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('offers')
    .set({ uses_count: sql`uses_count + 1` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .where((eb) => eb.or([eb('total_uses_limit', 'is', null), eb('uses_count', '<', eb.ref('total_uses_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giveOfferUseBack(trx: TDb, id: string): Promise<void> {
  await trx
    .updateTable('offers')
    .set({ uses_count: sql`uses_count - 1` })
    .where('id', '=', id)
    .where('uses_count', '>', 0)
    .execute();
}
