import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { GuestSessionsTable, StaysTable } from '../../db/schema.ts';

export type TStayRow = Selectable<StaysTable>;
export type TGuestSessionRow = Selectable<GuestSessionsTable>;

export async function insertStay(db: TDb, row: TStayRow): Promise<void> {
  await db.insertInto('stays').values(row).execute();
}

export async function findStay(db: TDb, restaurantId: string, id: string): Promise<TStayRow | undefined> {
  return db.selectFrom('stays').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function findStayById(db: TDb, id: string): Promise<TStayRow | undefined> {
  return db.selectFrom('stays').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOpenStayOfRoom(db: TDb, restaurantId: string, roomId: string): Promise<TStayRow | undefined> {
  return db
    .selectFrom('stays')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('room_id', '=', roomId)
    .where('checked_out_at', 'is', null)
    .executeTakeFirst();
}

export async function listOpenStaysOfRooms(db: TDb, restaurantId: string, roomIds: readonly string[]): Promise<TStayRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .selectFrom('stays')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('room_id', 'in', roomIds)
    .where('checked_out_at', 'is', null)
    .execute();
}

/** Open stays: by room number then id (cursor: the id after which to go on, in that order is not stable, so an offset). Closed: newest check-out first. */
export async function listStays(
  db: TDb,
  restaurantId: string,
  query: { status: 'open' | 'closed'; room?: string | undefined; limit: number; after?: { at: string; id: string } | undefined },
): Promise<TStayRow[]> {
  let q = db.selectFrom('stays').selectAll().where('restaurant_id', '=', restaurantId);
  if (query.room) q = q.where(sql<string>`lower(room_number)`, '=', query.room.toLowerCase());
  if (query.status === 'open') {
    q = q.where('checked_out_at', 'is', null);
    if (query.after) {
      const after = query.after;
      q = q.where((eb) => eb.or([eb('check_in_at', '<', after.at), eb.and([eb('check_in_at', '=', after.at), eb('id', '<', after.id)])]));
    }
    return q.orderBy('check_in_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  }
  q = q.where('checked_out_at', 'is not', null);
  if (query.after) {
    const after = query.after;
    q = q.where((eb) => eb.or([eb('checked_out_at', '<', after.at), eb.and([eb('checked_out_at', '=', after.at), eb('id', '<', after.id)])]));
  }
  return q.orderBy('checked_out_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

/** Closes an open stay; answers false if it was closed already (a concurrent check-out won). */
export async function closeStay(db: TDb, restaurantId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('stays')
    .set({ checked_out_at: at, updated_at: at })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('checked_out_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addStayCharges(db: TDb, stayId: string, delta: number, at: string): Promise<void> {
  await db
    .updateTable('stays')
    .set((eb) => ({ amenity_charges: eb('amenity_charges', '+', delta), updated_at: at }))
    .where('id', '=', stayId)
    .execute();
}

/* ---- guest sessions ---- */

export async function insertGuestSession(db: TDb, row: TGuestSessionRow): Promise<void> {
  await db.insertInto('guest_sessions').values(row).execute();
}

export async function findSessionByHash(db: TDb, tokenHash: string): Promise<(TGuestSessionRow & { stay: TStayRow }) | undefined> {
  const session = await db.selectFrom('guest_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session) return undefined;
  const stay = await findStayById(db, session.stay_id);
  return stay ? { ...session, stay } : undefined;
}

export async function endSessionsOfStay(db: TDb, stayId: string, at: string): Promise<number> {
  const result = await db.updateTable('guest_sessions').set({ ended_at: at }).where('stay_id', '=', stayId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function endSession(db: TDb, id: string, at: string): Promise<void> {
  await db.updateTable('guest_sessions').set({ ended_at: at }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** A write on the open stay's row: on PostgreSQL it holds the row until commit, so a check-out waits (or this waits for it). */
export async function touchOpenStay(db: TDb, stayId: string, at: string): Promise<boolean> {
  const result = await db.updateTable('stays').set({ updated_at: at }).where('id', '=', stayId).where('checked_out_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
