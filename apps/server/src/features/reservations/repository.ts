import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ReservationsTable } from '../../db/schema.ts';

/** All SQL of the reservations feature (its own tables only: db/table-owners.ts). */

export type TReservationRow = Selectable<ReservationsTable>;

/* ---------- Settings, closed dates, combinations ---------- */

export async function findSettingsJson(db: TDb, restaurantId: string): Promise<string | null> {
  const row = await db.selectFrom('reservation_settings').select('settings').where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row?.settings ?? null;
}

export async function saveSettingsJson(db: TDb, restaurantId: string, settings: string, now: string): Promise<void> {
  await db
    .insertInto('reservation_settings')
    .values({ restaurant_id: restaurantId, settings, updated_at: now })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet({ settings, updated_at: now }))
    .execute();
}

export type TClosedDateRow = { id: string; date: string; reason: string | null };

export async function listClosedDates(db: TDb, restaurantId: string, from: string, limit: number, after: string | null): Promise<TClosedDateRow[]> {
  let query = db
    .selectFrom('reservation_closed_dates')
    .select(['id', 'date', 'reason'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', from)
    .orderBy('date')
    .limit(limit);
  if (after) query = query.where('date', '>', after);
  return query.execute();
}

export async function closedDatesBetween(db: TDb, restaurantId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_closed_dates')
    .select('date')
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return rows.map((r) => r.date);
}

export async function insertClosedDate(db: TDb, row: { id: string; restaurantId: string; date: string; reason: string | null; now: string }): Promise<void> {
  await db
    .insertInto('reservation_closed_dates')
    .values({ id: row.id, restaurant_id: row.restaurantId, date: row.date, reason: row.reason, created_at: row.now })
    .execute();
}

export async function deleteClosedDate(db: TDb, restaurantId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('reservation_closed_dates').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type TCombinationRow = { id: string; name: string | null; table_ids: string; created_at: string };

export async function listCombinations(
  db: TDb,
  restaurantId: string,
  limit = 500,
  after: { at: string; id: string } | null = null,
): Promise<TCombinationRow[]> {
  let query = db
    .selectFrom('reservation_table_combinations')
    .select(['id', 'name', 'table_ids', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (after) query = query.where((eb) => eb.or([eb('created_at', '>', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '>', after.id)])]));
  return query.execute();
}

export async function insertCombination(
  db: TDb,
  row: { id: string; restaurantId: string; name: string | null; tableIds: string[]; now: string },
): Promise<void> {
  await db
    .insertInto('reservation_table_combinations')
    .values({ id: row.id, restaurant_id: row.restaurantId, name: row.name, table_ids: JSON.stringify(row.tableIds), created_at: row.now })
    .execute();
}

export async function deleteCombination(db: TDb, restaurantId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('reservation_table_combinations').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/* ---------- Occupancy ---------- */

export async function listBlocksBetween(db: TDb, restaurantId: string, from: string, to: string): Promise<{ table_id: string; block_start: string }[]> {
  return db
    .selectFrom('reservation_table_blocks')
    .select(['table_id', 'block_start'])
    .where('restaurant_id', '=', restaurantId)
    .where('block_start', '>=', from)
    .where('block_start', '<', to)
    .execute();
}

export async function listPacingBetween(db: TDb, restaurantId: string, from: string, to: string): Promise<{ block_start: string; covers: number }[]> {
  return db
    .selectFrom('reservation_pacing')
    .select(['block_start', 'covers'])
    .where('restaurant_id', '=', restaurantId)
    .where('block_start', '>=', from)
    .where('block_start', '<', to)
    .where('covers', '>', 0)
    .execute();
}

/** One row per table and block: a block another booking holds makes the whole insert fail (unique violation). */
export async function insertBlocks(
  db: TDb,
  restaurantId: string,
  reservationId: string,
  tableIds: readonly string[],
  blocks: readonly string[],
): Promise<void> {
  const values = tableIds.flatMap((tableId) =>
    blocks.map((block) => ({ restaurant_id: restaurantId, table_id: tableId, block_start: block, reservation_id: reservationId })),
  );
  if (values.length === 0) return;
  await db.insertInto('reservation_table_blocks').values(values).execute();
}

export async function deleteBlocksOf(db: TDb, reservationId: string, fromBlock?: string): Promise<void> {
  let query = db.deleteFrom('reservation_table_blocks').where('reservation_id', '=', reservationId);
  if (fromBlock) query = query.where('block_start', '>=', fromBlock);
  await query.execute();
}

/**
 * Adds a party's covers to a block's pacing counter; with a limit, only when the total stays within
 * it (a conditional update: concurrent bookings serialise on the row). Answers whether it was added.
 */
export async function addCovers(db: TDb, restaurantId: string, block: string, covers: number, limit: number | null): Promise<boolean> {
  await db
    .insertInto('reservation_pacing')
    .values({ restaurant_id: restaurantId, block_start: block, covers: 0 })
    .onConflict((oc) => oc.columns(['restaurant_id', 'block_start']).doNothing())
    .execute();
  let query = db
    .updateTable('reservation_pacing')
    .set((eb) => ({ covers: eb('covers', '+', covers) }))
    .where('restaurant_id', '=', restaurantId)
    .where('block_start', '=', block);
  if (limit !== null) query = query.where((eb) => eb(eb('covers', '+', covers), '<=', limit));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeCovers(db: TDb, restaurantId: string, block: string, covers: number): Promise<void> {
  await db
    .updateTable('reservation_pacing')
    .set((eb) => ({ covers: eb('covers', '-', covers) }))
    .where('restaurant_id', '=', restaurantId)
    .where('block_start', '=', block)
    .execute();
}

/* ---------- Reservations ---------- */

export type TNewReservation = Omit<TReservationRow, 'seated_at' | 'completed_at' | 'cancelled_at'> & {
  seated_at?: string | null;
};

export async function insertReservation(db: TDb, row: TNewReservation): Promise<void> {
  await db.insertInto('reservations').values(row).execute();
}

export async function findReservation(db: TDb, id: string): Promise<TReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findVenueReservation(db: TDb, restaurantId: string, id: string): Promise<TReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function findByIdempotencyKey(db: TDb, restaurantId: string, key: string): Promise<TReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('restaurant_id', '=', restaurantId).where('idempotency_key', '=', key).executeTakeFirst();
}

/** A conditional update: only while the row is still in one of `from` statuses. Answers whether it changed. */
export async function updateReservation(
  db: TDb,
  id: string,
  from: readonly string[],
  values: Partial<Omit<TReservationRow, 'id' | 'restaurant_id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db.updateTable('reservations').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Holds of a venue that lapsed (their blocks still taken). */
export async function listExpiredHolds(db: TDb, restaurantId: string | null, now: string, limit = 200): Promise<TReservationRow[]> {
  // In id order, so two transactions freeing the same holds lock them in the same order (no deadlock).
  let query = db.selectFrom('reservations').selectAll().where('status', '=', 'held').where('expires_at', '<', now).orderBy('id').limit(limit);
  if (restaurantId) query = query.where('restaurant_id', '=', restaurantId);
  return query.execute();
}

export type TListFilter = {
  restaurantId: string;
  scope: 'upcoming' | 'past' | 'cancelled';
  now: string;
  date?: string | undefined;
  status?: string | undefined;
  limit: number;
  after: { at: string; id: string } | null;
};

const LIVE = ['booked', 'confirmed', 'seated'];

export async function listReservations(db: TDb, f: TListFilter): Promise<TReservationRow[]> {
  let query = db.selectFrom('reservations').selectAll().where('restaurant_id', '=', f.restaurantId);
  if (f.scope === 'upcoming') query = query.where('status', 'in', f.status ? [f.status] : LIVE).where('ends_at', '>', f.now);
  else if (f.scope === 'past') {
    // Ended, or completed early (a party that left before its turn ended is past at once).
    const statuses = f.status ? [f.status] : [...LIVE, 'completed'];
    query = query.where('status', 'in', statuses).where((eb) => eb.or([eb('ends_at', '<=', f.now), eb('status', '=', 'completed')]));
  } else query = query.where('status', 'in', f.status ? [f.status] : ['cancelled', 'noShow']);
  if (f.date) query = query.where('service_date', '=', f.date);
  const ascending = f.scope === 'upcoming';
  if (f.after) {
    const { at, id } = f.after;
    query = ascending
      ? query.where((eb) => eb.or([eb('starts_at', '>', at), eb.and([eb('starts_at', '=', at), eb('id', '>', id)])]))
      : query.where((eb) => eb.or([eb('starts_at', '<', at), eb.and([eb('starts_at', '=', at), eb('id', '<', id)])]));
  }
  const direction = ascending ? 'asc' : 'desc';
  return query.orderBy('starts_at', direction).orderBy('id', direction).limit(f.limit).execute();
}

/** Every booking (not holds) of one service date, for the day view. */
export async function listDay(db: TDb, restaurantId: string, date: string, limit: number): Promise<TReservationRow[]> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('service_date', '=', date)
    .where('status', 'not in', ['held', 'expired'])
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type TGuestKey = { email?: string | null | undefined; phoneDigits?: string | null | undefined };

/** Statuses of every booking of the guests (by e-mail or phone digits) at a venue: their record. */
export async function listGuestStatuses(
  db: TDb,
  restaurantId: string,
  emails: string[],
  phones: string[],
): Promise<{ email: string | null; phone_digits: string | null; status: string }[]> {
  if (emails.length === 0 && phones.length === 0) return [];
  return db
    .selectFrom('reservations')
    .select(['email', 'phone_digits', 'status'])
    .where('restaurant_id', '=', restaurantId)
    .where('status', 'in', ['completed', 'seated', 'noShow', 'cancelled'])
    .where((eb) => {
      const ors = [];
      if (emails.length > 0) ors.push(eb('email', 'in', emails));
      if (phones.length > 0) ors.push(eb('phone_digits', 'in', phones));
      return eb.or(ors);
    })
    .execute();
}

export async function listGuestReservations(
  db: TDb,
  restaurantId: string,
  guest: TGuestKey,
  limit: number,
  after: { at: string; id: string } | null,
): Promise<TReservationRow[]> {
  let query = db
    .selectFrom('reservations')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('status', 'not in', ['held', 'expired'])
    .where((eb) => {
      const ors = [];
      if (guest.email) ors.push(eb('email', '=', guest.email));
      if (guest.phoneDigits) ors.push(eb('phone_digits', '=', guest.phoneDigits));
      return eb.or(ors);
    });
  if (after) query = query.where((eb) => eb.or([eb('starts_at', '<', after.at), eb.and([eb('starts_at', '=', after.at), eb('id', '<', after.id)])]));
  return query.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
