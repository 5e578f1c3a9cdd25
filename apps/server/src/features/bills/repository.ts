import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect-sql.ts';
import { runPrepared } from '../../db/prepared.ts';
import type { BillLinesTable, BillsTable } from '../../db/schema.ts';

export type TBillRow = Selectable<BillsTable>;
export type TBillLineRow = Selectable<BillLinesTable>;

const normaliseBill = (row: TBillRow): TBillRow => ({
  ...row,
  split_plan: Number(row.split_plan),
  split_people: row.split_people === null ? null : Number(row.split_people),
  version: Number(row.version),
});
const normaliseLine = (row: TBillLineRow): TBillLineRow => ({
  ...row,
  amount: Number(row.amount),
  comped_amount: Number(row.comped_amount),
  order_number: Number(row.order_number),
  quantity: Number(row.quantity),
  position: Number(row.position),
  share_parts: row.share_parts === null ? null : Number(row.share_parts),
});

/** Every diner's read starts here (the read cache's version check): compiled once. */
export async function findBillByToken(db: TDb, token: string): Promise<TBillRow | undefined> {
  const query = () => db.selectFrom('bills').selectAll().where('token', '=', token);
  const row = (await runPrepared<TBillRow>(db, 'bills|by-token', query, [token])).rows[0];
  return row && normaliseBill(row);
}

/** Another venue's bill reads as missing. */
export async function findBill(db: TDb, restaurantId: string, id: string): Promise<TBillRow | undefined> {
  const row = await db.selectFrom('bills').selectAll().where('id', '=', id).where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row && normaliseBill(row);
}

export async function findOpenBillOfTable(db: TDb, tableId: string): Promise<TBillRow | undefined> {
  const row = await db.selectFrom('bills').selectAll().where('table_id', '=', tableId).where('status', '=', 'open').executeTakeFirst();
  return row && normaliseBill(row);
}

/** A new open bill; does nothing when the table has one already (the partial unique index), so racing openers end with one. */
export async function insertOpenBill(trx: TDb, row: Insertable<BillsTable>): Promise<void> {
  await trx
    .insertInto('bills')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Inside a transaction: the bill's row is locked until it ends (PostgreSQL; SQLite runs one writer
 * at a time already), and read again, so every payment, comp and close of one bill takes its turn.
 */
export async function lockBill(trx: TDb, billId: string): Promise<TBillRow> {
  let select = trx.selectFrom('bills').selectAll().where('id', '=', billId);
  if (isPostgres(trx)) select = select.forUpdate();
  return normaliseBill(await select.executeTakeFirstOrThrow());
}

/** Every change to a bill moves its version (clients drop older billUpdated events). */
export async function touchBill(
  trx: TDb,
  billId: string,
  now: string,
  changes: Partial<Pick<TBillRow, 'split_plan' | 'split_people' | 'status' | 'closed_at' | 'closed_reason' | 'closed_by' | 'close_note'>> = {},
): Promise<void> {
  await trx
    .updateTable('bills')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', billId)
    .execute();
}

/** Closes an open bill; false when it was closed already. */
export async function closeBillRow(
  trx: TDb,
  billId: string,
  close: { reason: 'paid' | 'staff'; by: string | null; note: string | null },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('bills')
    .set((eb) => ({
      status: 'closed',
      closed_at: now,
      closed_reason: close.reason,
      closed_by: close.by,
      close_note: close.note,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of these orders are on a bill already (any bill, open or closed). */
export async function attachedOrderIds(db: TDb, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const ids = [...orderIds];
  const query = () => db.selectFrom('bill_orders').select('order_id').where('order_id', 'in', ids);
  const { rows } = await runPrepared<{ order_id: string }>(db, `bill_orders|attached|${ids.length}`, query, ids);
  return new Set(rows.map((row) => row.order_id));
}

/** Puts an order on the bill; false when another bill (or a racing request) has it already. */
export async function attachOrder(trx: TDb, row: { order_id: string; bill_id: string; restaurant_id: string; attached_at: string }): Promise<boolean> {
  const inserted = await trx
    .insertInto('bill_orders')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .execute();
  return inserted.length === 1;
}

export async function insertBillLines(trx: TDb, rows: readonly Insertable<BillLinesTable>[]): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('bill_lines')
      .values([...rows])
      .execute();
}

export async function billLines(db: TDb, billId: string): Promise<TBillLineRow[]> {
  const rows = await db.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).orderBy('position').orderBy('id').execute();
  return rows.map(normaliseLine);
}

export async function billOrderIds(db: TDb, billId: string): Promise<string[]> {
  const rows = await db.selectFrom('bill_orders').select('order_id').where('bill_id', '=', billId).execute();
  return rows.map((row) => row.order_id);
}

/** The latest order joined to the bill (tabs: the bill's last activity). */
export async function lastAttachedAt(db: TDb, billId: string): Promise<string | null> {
  const row = await db
    .selectFrom('bill_orders')
    .select((eb) => eb.fn.max('attached_at').as('at'))
    .where('bill_id', '=', billId)
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** The share plan of a shared item: set with its first share, reset when every share of it was given back. */
export async function setShareParts(trx: TDb, lineId: string, parts: number): Promise<void> {
  await trx.updateTable('bill_lines').set({ share_parts: parts }).where('id', '=', lineId).execute();
}

/** Takes what is still open on a line off the bill; false when it was comped already. */
export async function compLineRow(trx: TDb, lineId: string, comp: { amount: number; by: string; reason: string | null }, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('bill_lines')
    .set((eb) => ({ comped_amount: eb('comped_amount', '+', comp.amount), comped_at: now, comped_by: comp.by, comp_reason: comp.reason }))
    .where('id', '=', lineId)
    .where('comped_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type TBillListCursor = { at: string; id: string };

/** A venue's bills of one status: open ones oldest first (by table's wait), closed ones newest first. */
export async function listBillRows(
  db: TDb,
  restaurantId: string,
  query: { status: 'open' | 'closed'; tableId?: string | undefined; limit: number; after?: TBillListCursor | undefined },
): Promise<TBillRow[]> {
  const open = query.status === 'open';
  const column = open ? 'opened_at' : 'closed_at';
  let select = db.selectFrom('bills').selectAll().where('restaurant_id', '=', restaurantId).where('status', '=', query.status);
  if (query.tableId) select = select.where('table_id', '=', query.tableId);
  const after = query.after;
  if (after) {
    select = open
      ? select.where((eb) => eb.or([eb(column, '>', after.at), eb.and([eb(column, '=', after.at), eb('id', '>', after.id)])]))
      : select.where((eb) => eb.or([eb(column, '<', after.at), eb.and([eb(column, '=', after.at), eb('id', '<', after.id)])]));
  }
  const rows = await select
    .orderBy(column, open ? 'asc' : 'desc')
    .orderBy('id', open ? 'asc' : 'desc')
    .limit(query.limit)
    .execute();
  return rows.map(normaliseBill);
}

/** Several bills' lines in one query, grouped by bill id. */
export async function linesOfBills(db: TDb, billIds: readonly string[]): Promise<Map<string, TBillLineRow[]>> {
  const byBill = new Map<string, TBillLineRow[]>(billIds.map((id) => [id, []]));
  if (billIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_id', 'in', [...billIds])
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) byBill.get(row.bill_id)?.push(normaliseLine(row));
  return byBill;
}
