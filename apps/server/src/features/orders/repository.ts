import type { TOrderListQuery } from '@menudelite/shared/orders/staff-orders';
import { HELD_PAYMENT_STATUSES, OPEN_ORDER_STATUSES, type TOrderStatus } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TOrderLineRow, TOrderRow } from './mapper.ts';

/** Staff never see a card order whose payment has not succeeded (HELD_PAYMENT_STATUSES): every staff query leaves it out. */
const HELD = [...HELD_PAYMENT_STATUSES];

export async function findOrderRow(db: TDb, restaurantId: string, id: string): Promise<TOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('payment_status', 'not in', HELD)
    .executeTakeFirst();
}

/** A public lookup by id alone; the caller has proven the order token first. */
export async function findOrderRowById(db: TDb, id: string): Promise<TOrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Lines of several orders in one query, grouped by order id. */
export async function linesByOrder(db: TDb, orderIds: readonly string[]): Promise<Map<string, TOrderLineRow[]>> {
  const byOrder = new Map<string, TOrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

const encodeCursor = (row: TOrderRow) => Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor this API gave out', [{ path: 'querystring.cursor', key: 'invalidCursor' }]);
}

const utc = (iso: string) => new Date(iso).toISOString();

/** Newest first by createdAt (then id); filters by status list, type, table and createdAt window. */
export async function listOrderRows(db: TDb, restaurantId: string, query: TOrderListQuery): Promise<{ rows: TOrderRow[]; nextCursor: string | null }> {
  let select = db.selectFrom('orders').selectAll().where('restaurant_id', '=', restaurantId).where('payment_status', 'not in', HELD);
  if (query.status) select = select.where('status', 'in', query.status);
  if (query.type) select = select.where('type', '=', query.type);
  if (query.tableId) select = select.where('restaurant_table_id', '=', query.tableId);
  if (query.from) select = select.where('created_at', '>=', utc(query.from));
  if (query.to) select = select.where('created_at', '<', utc(query.to));
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
}

export async function countByStatus(db: TDb, restaurantId: string, window: { from?: string | undefined; to?: string | undefined }) {
  let select = db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('restaurant_id', '=', restaurantId)
    .where('payment_status', 'not in', HELD);
  if (window.from) select = select.where('created_at', '>=', utc(window.from));
  if (window.to) select = select.where('created_at', '<', utc(window.to));
  const rows = await select.groupBy('status').execute();
  return rows.map((row) => ({ status: row.status as TOrderStatus, count: Number(row.n) }));
}

/**
 * The one way an order changes status: only if it still has the status the caller read. Two
 * staff completing at once both read `new`; the database lets exactly one UPDATE match.
 */
export async function updateStatusIf(
  trx: TDb,
  target: { restaurantId: string; id: string; from: TOrderStatus; to: TOrderStatus; now: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      status: target.to,
      updated_at: target.now,
      ...(target.to === 'completed' ? { completed_time: target.now } : {}),
    })
    .where('restaurant_id', '=', target.restaurantId)
    .where('id', '=', target.id)
    .where('status', '=', target.from)
    .where('payment_status', 'not in', HELD)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function openOrderRowsOfTable(db: TDb, restaurantId: string, tableId: string): Promise<TOrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('restaurant_table_id', '=', tableId)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .where('payment_status', 'not in', HELD)
    .orderBy('created_at')
    .execute();
}

export async function openDineInOrderRows(db: TDb, restaurantId: string): Promise<TOrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .where('payment_status', 'not in', HELD)
    .where('restaurant_table_id', 'is not', null)
    .orderBy('created_at')
    .execute();
}

export async function setOrderEmployee(db: TDb, restaurantId: string, id: string, employeeId: string | null, now: string): Promise<void> {
  await db.updateTable('orders').set({ employee_id: employeeId, updated_at: now }).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Sets smsSent once; false when another request already did (double click). */
export async function markSmsSentIfNot(trx: TDb, restaurantId: string, id: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ sms_sent: true, updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('sms_sent', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
