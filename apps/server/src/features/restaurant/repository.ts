import type { Updateable } from 'kysely';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TOutboxEmail } from '@menudelite/shared/restaurant/outbox';
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

/** Newest first. Ids are UUIDv7 (time-ordered), so the last id of a page is the cursor of the next. */
export async function listOutboxEmails(db: TDb, restaurantId: string, page: TPageQuery): Promise<TPage<TOutboxEmail>> {
  let query = db.selectFrom('email_outbox').select(['id', 'to_address', 'subject', 'created_at', 'sent_at']).where('restaurant_id', '=', restaurantId);
  if (page.cursor) query = query.where('id', '<', page.cursor);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
  return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
}
