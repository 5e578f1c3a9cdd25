import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { GiftCardProductsTable } from '../../db/schema.ts';

export type TProductRow = Selectable<GiftCardProductsTable>;

export async function insertProduct(db: TDb, row: Insertable<GiftCardProductsTable>): Promise<void> {
  await db.insertInto('gift_card_products').values(row).execute();
}

export async function findProduct(db: TDb, restaurantId: string, id: string): Promise<TProductRow | undefined> {
  return db.selectFrom('gift_card_products').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function updateProduct(db: TDb, restaurantId: string, id: string, changes: Updateable<GiftCardProductsTable>): Promise<void> {
  await db.updateTable('gift_card_products').set(changes).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Staff list, newest first, keyset paged; soft-deleted ones only when asked. */
export async function listProducts(
  db: TDb,
  restaurantId: string,
  o: { limit: number; after: { createdAt: string; id: string } | null; includeDeleted: boolean },
): Promise<TProductRow[]> {
  let query = db.selectFrom('gift_card_products').selectAll().where('restaurant_id', '=', restaurantId);
  if (!o.includeDeleted) query = query.where('is_deleted', '=', false);
  if (o.after) {
    const { createdAt, id } = o.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(o.limit).execute();
}

/** What a diner may buy: active and not deleted, cheapest first. A venue sells a handful, so no paging beyond the cap. */
export async function listSellableProducts(db: TDb, restaurantId: string, cap: number): Promise<TProductRow[]> {
  return db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .orderBy('kind', 'desc')
    .orderBy('amount', 'asc')
    .orderBy('created_at', 'asc')
    .limit(cap)
    .execute();
}
