import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ReservationDepositsTable } from '../../db/schema.ts';

export type TDepositRow = Selectable<ReservationDepositsTable>;

export async function insertDeposit(db: TDb, row: TDepositRow): Promise<void> {
  await db.insertInto('reservation_deposits').values(row).execute();
}

export async function findDeposit(db: TDb, id: string): Promise<TDepositRow | undefined> {
  return db.selectFrom('reservation_deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest try under a booking request's Idempotency-Key. */
export async function findLatestDepositOfScope(db: TDb, restaurantId: string, scopeKey: string): Promise<TDepositRow | undefined> {
  return db
    .selectFrom('reservation_deposits')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('scope_key', '=', scopeKey)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The deposit or card hold a booking holds (at most one is attached). */
export async function findDepositOfReservation(db: TDb, reservationId: string): Promise<TDepositRow | undefined> {
  return db
    .selectFrom('reservation_deposits')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Moves a deposit on only from the status it is expected in (a conditional write): false when another request moved it first. */
export async function moveDeposit(db: TDb, id: string, from: readonly string[], changes: Partial<TDepositRow> & { updated_at: string }): Promise<boolean> {
  const result = await db
    .updateTable('reservation_deposits')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function attachDeposit(db: TDb, id: string, reservationId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('reservation_deposits')
    .set({ reservation_id: reservationId, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reservation_id', 'is', null), eb('reservation_id', '=', reservationId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Claims a booking e-mail's key: true the first time only (a retried job finds it taken and sends nothing). */
export async function claimMessage(
  trx: TDb,
  row: { key: string; restaurant_id: string; reservation_id: string; kind: string; created_at: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('reservation_messages')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findMessageKeys(db: TDb, reservationId: string): Promise<string[]> {
  const rows = await db.selectFrom('reservation_messages').select('key').where('reservation_id', '=', reservationId).orderBy('created_at').execute();
  return rows.map((row) => row.key);
}

/** Deposits left in `status` since before `before` (the sweep's work), oldest first. */
export async function listStaleDeposits(db: TDb, status: string, before: string, limit: number, unattachedOnly = false): Promise<TDepositRow[]> {
  let query = db.selectFrom('reservation_deposits').selectAll().where('status', '=', status).where('updated_at', '<', before);
  if (unattachedOnly) query = query.where('reservation_id', 'is', null);
  return query.orderBy('updated_at').limit(limit).execute();
}
