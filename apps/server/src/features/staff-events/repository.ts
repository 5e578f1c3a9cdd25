import type { TDb } from '../../db/database.ts';
import { lockKeyUntilCommit } from '../../db/dialect-sql.ts';
import { runPrepared } from '../../db/prepared.ts';

/**
 * Takes the venue's staff-event lock (PostgreSQL; a no-op on SQLite, where write transactions are
 * exclusive anyway). Take it first in any transaction that records events, before locking rows,
 * so two transactions never wait on each other in opposite orders.
 */
export async function lockStaffEventsOf(trx: TDb, restaurantId: string): Promise<void> {
  await lockKeyUntilCommit(trx, `staff-events:${restaurantId}`);
}

export type TStaffEventRow = { offset: number; type: string; payload: string; createdAt: string };

/**
 * Appends one event inside the caller's transaction and answers its offset. The per-venue lock
 * makes a venue's offsets commit in increasing order on PostgreSQL too, so "after N" never
 * skips an event that commits late.
 */
export async function insertStaffEvent(trx: TDb, row: { restaurantId: string; type: string; payload: string; createdAt: string }): Promise<number> {
  await lockStaffEventsOf(trx, row.restaurantId);
  const insert = () =>
    trx.insertInto('staff_events').values({ restaurant_id: row.restaurantId, type: row.type, payload: row.payload, created_at: row.createdAt }).returning('id');
  const inserted = await runPrepared<{ id: number }>(trx, 'staff_events|insert', insert, [row.restaurantId, row.type, row.payload, row.createdAt]);
  return Number(inserted.rows[0]!.id);
}

/** Oldest first, after the given offset; one more row than asked tells whether another page exists. */
export async function listStaffEventRows(db: TDb, restaurantId: string, after: number, limit: number): Promise<TStaffEventRow[]> {
  const rows = await db
    .selectFrom('staff_events')
    .select(['id', 'type', 'payload', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ offset: Number(row.id), type: row.type, payload: row.payload, createdAt: row.created_at }));
}

/** Events older than the cutoff (ISO) go: a dashboard away that long reloads its lists anyway. */
export async function deleteStaffEventsBefore(db: TDb, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('staff_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
