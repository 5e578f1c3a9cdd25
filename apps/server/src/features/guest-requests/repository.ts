import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { AmenitiesTable, GuestRequestsTable } from '../../db/schema.ts';

export type TAmenityRow = Selectable<AmenitiesTable>;
export type TGuestRequestRow = Selectable<GuestRequestsTable>;

/* ---- amenity catalogue ---- */

export async function listAmenities(db: TDb, restaurantId: string, activeOnly = false): Promise<TAmenityRow[]> {
  let q = db.selectFrom('amenities').selectAll().where('restaurant_id', '=', restaurantId);
  if (activeOnly) q = q.where('is_active', '=', true);
  return q.orderBy('position').orderBy('name').orderBy('id').execute();
}

export async function findAmenity(db: TDb, restaurantId: string, id: string): Promise<TAmenityRow | undefined> {
  return db.selectFrom('amenities').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function countAmenities(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('amenities')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAmenity(db: TDb, row: TAmenityRow): Promise<void> {
  await db.insertInto('amenities').values(row).execute();
}

export async function updateAmenity(db: TDb, restaurantId: string, id: string, set: Partial<TAmenityRow>): Promise<void> {
  await db.updateTable('amenities').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteAmenity(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('amenities').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/* ---- requests ---- */

export async function insertRequest(db: TDb, row: TGuestRequestRow): Promise<void> {
  await db.insertInto('guest_requests').values(row).execute();
}

export async function findRequest(db: TDb, restaurantId: string, id: string): Promise<TGuestRequestRow | undefined> {
  return db.selectFrom('guest_requests').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function findRequestById(db: TDb, id: string): Promise<TGuestRequestRow | undefined> {
  return db.selectFrom('guest_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export type TRequestFilter = {
  stayId?: string | undefined;
  type?: string | undefined;
  statuses?: readonly string[] | undefined;
  room?: string | undefined;
  after?: { at: string; id: string } | undefined;
  limit: number;
};

/** Newest first, by (created_at, id). */
export async function listRequests(db: TDb, restaurantId: string, filter: TRequestFilter): Promise<TGuestRequestRow[]> {
  let q = db.selectFrom('guest_requests').selectAll().where('restaurant_id', '=', restaurantId);
  if (filter.stayId) q = q.where('stay_id', '=', filter.stayId);
  if (filter.type) q = q.where('type', '=', filter.type);
  if (filter.statuses) q = q.where('status', 'in', filter.statuses);
  if (filter.room) q = q.where(sql<string>`lower(room_number)`, '=', filter.room.toLowerCase());
  if (filter.after) {
    const after = filter.after;
    q = q.where((eb) => eb.or([eb('created_at', '<', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)])]));
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/**
 * The one way a request's status changes: only from the status the caller read, so of two
 * concurrent moves exactly one wins (the other sees 0 rows). Answers whether this one won.
 */
export async function moveRequest(
  db: TDb,
  id: string,
  from: readonly string[],
  set: Partial<Pick<TGuestRequestRow, 'status' | 'cancel_reason' | 'acknowledged_at' | 'done_at' | 'updated_at'>>,
): Promise<boolean> {
  const result = await db.updateTable('guest_requests').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a due wake-up call raised, once. */
export async function markRaised(db: TDb, id: string, at: string, open: readonly string[]): Promise<boolean> {
  const result = await db
    .updateTable('guest_requests')
    .set({ raised_at: at, updated_at: at })
    .where('id', '=', id)
    .where('raised_at', 'is', null)
    .where('status', 'in', open)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Escalates a raised wake-up call nobody took on (still new or acknowledged), once. */
export async function markEscalated(db: TDb, id: string, at: string, untaken: readonly string[]): Promise<boolean> {
  const result = await db
    .updateTable('guest_requests')
    .set({ escalated_at: at, updated_at: at })
    .where('id', '=', id)
    .where('escalated_at', 'is', null)
    .where('raised_at', 'is not', null)
    .where('status', 'in', untaken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stay's requests still open (check-out cancels them). */
export async function listOpenRequestsOfStay(db: TDb, stayId: string, open: readonly string[]): Promise<TGuestRequestRow[]> {
  return db.selectFrom('guest_requests').selectAll().where('stay_id', '=', stayId).where('status', 'in', open).execute();
}
