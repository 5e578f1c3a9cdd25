import { HELD_PAYMENT_STATUSES } from '@menudelite/shared/orders/status';
import { enqueueOrderLifecycle } from './lifecycle.ts';
import type { TDb } from '../../db/database.ts';
import { runPrepared } from '../../db/prepared.ts';
import type { TOrderLineRow, TOrderRow } from './mapper.ts';
import { linesByOrder } from './repository.ts';

/** What the table bill (features/bills) copies from an order when it joins a bill. */
export type TBillOrder = { row: TOrderRow; lines: TOrderLineRow[] };

/**
 * The dine-in orders placed at a table since `since` that a table bill may gather: not held (a
 * card order whose payment has not succeeded never reaches a bill) and not cancelled. Ids only: the
 * bill checks for orders waiting to join on every read and payment, and loads whole orders
 * (billOrdersByIds) only when one is waiting. Compiled once.
 */
export async function billableTableOrderIds(db: TDb, restaurantId: string, tableId: string, since: string): Promise<string[]> {
  const query = () =>
    db
      .selectFrom('orders')
      .select('id')
      .where('restaurant_table_id', '=', tableId)
      .where('restaurant_id', '=', restaurantId)
      .where('type', '=', 'dine_in')
      .where('status', '!=', 'cancelled')
      .where('payment_status', 'not in', [...HELD_PAYMENT_STATUSES])
      .where('created_at', '>=', since);
  const { rows } = await runPrepared<{ id: string }>(db, 'orders|billable-table-ids', query, [
    tableId,
    restaurantId,
    'dine_in',
    'cancelled',
    ...HELD_PAYMENT_STATUSES,
    since,
  ]);
  return rows.map((row) => row.id);
}

/** The given orders with their lines, oldest first: those of billableTableOrderIds that are on no bill yet. */
export async function billOrdersByIds(db: TDb, orderIds: readonly string[]): Promise<TBillOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, lines: lines.get(row.id) ?? [] }));
}

/** Ids (of those given) of orders cancelled since they joined a bill: their unpaid lines leave it. Compiled once per count (every bill read asks). */
export async function cancelledOrderIds(db: TDb, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const ids = [...orderIds];
  const query = () => db.selectFrom('orders').select('id').where('id', 'in', ids).where('status', '=', 'cancelled');
  const { rows } = await runPrepared<{ id: string }>(db, `orders|cancelled-ids|${ids.length}`, query, [...ids, 'cancelled']);
  return new Set(rows.map((row) => row.id));
}

/**
 * The table's orders cancelled since `since`: a bill asks for them without knowing its orders'
 * ids first (one query less in the payment's transaction). Compiled once.
 */
export async function cancelledTableOrderIds(db: TDb, restaurantId: string, tableId: string, since: string): Promise<Set<string>> {
  const query = () =>
    db
      .selectFrom('orders')
      .select('id')
      .where('restaurant_table_id', '=', tableId)
      .where('status', '=', 'cancelled')
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', since);
  const { rows } = await runPrepared<{ id: string }>(db, 'orders|cancelled-table-ids', query, [tableId, 'cancelled', restaurantId, since]);
  return new Set(rows.map((row) => row.id));
}

/**
 * A table bill paid to 0: its pay-later and cash orders are paid now. Only `unpaid` moves (a card
 * order is paid already), in the bill's own transaction. Answers the ids that moved.
 */
export async function markOrdersPaidByBill(trx: TDb, orderIds: readonly string[], now: string): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const moved = await trx
    .updateTable('orders')
    .set({ payment_status: 'paid', updated_at: now })
    .where('id', 'in', [...orderIds])
    .where('payment_status', '=', 'unpaid')
    .returning(['id', 'restaurant_id'])
    .execute();
  for (const row of moved) await enqueueOrderLifecycle(trx, { kind: 'paid', orderId: row.id, restaurantId: row.restaurant_id });
  return moved.map((row) => row.id);
}

/** Every billable dine-in order of the venue since `since` (id and table only): the staff list opens the bills they wait for. */
export async function billableVenueOrders(
  db: TDb,
  restaurantId: string,
  since: string,
): Promise<{ id: string; restaurant_table_id: string; table_display_id: string | null }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'restaurant_table_id', 'table_display_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('created_at', '>=', since)
    .where('type', '=', 'dine_in')
    .where('status', '!=', 'cancelled')
    .where('payment_status', 'not in', [...HELD_PAYMENT_STATUSES])
    .where('restaurant_table_id', 'is not', null)
    .execute();
  return rows.map((row) => ({ id: row.id, restaurant_table_id: row.restaurant_table_id!, table_display_id: row.table_display_id }));
}
