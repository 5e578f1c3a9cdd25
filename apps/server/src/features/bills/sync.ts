import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { BillLinesTable } from '../../db/schema.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { billableTableOrderIds, billOrdersByIds, type TBillOrder } from '../orders/public.ts';
import { attachOrder, attachedOrderIds, findOpenBillOfTable, insertBillLines, insertOpenBill, lockBill, touchBill, type TBillRow } from './repository.ts';

/**
 * How far back a bill gathers a table's orders that are on no bill yet: a table's sitting, not
 * yesterday's. An order older than this that nobody paid through a bill stays off every bill
 * (staff settle it as before).
 */
export const BILL_ORDER_LOOKBACK_MS = 12 * 3_600_000;
/** Order lines take positions number * 1000 + line; the order's fee and checkout tip follow its lines. */
const POSITIONS_PER_ORDER = 1000;

/** A line's name with its choices, as the kitchen ticket and the receipt list them: "Burger (Rare, Aioli)". */
function lineName(name: string, modifiers: string): string {
  const chosen = (JSON.parse(modifiers) as { name: string }[]).map((m) => m.name);
  return chosen.length ? `${name} (${chosen.join(', ')})` : name;
}

/** What an order asks of the bill: its lines after discounts, its order fee and its checkout tip. A card order's are paid already. */
export function linesOfOrder(billId: string, order: TBillOrder, now: string): Insertable<BillLinesTable>[] {
  const { row } = order;
  const base = Number(row.number) * POSITIONS_PER_ORDER;
  const common = {
    bill_id: billId,
    restaurant_id: row.restaurant_id,
    order_id: row.id,
    order_number: Number(row.number),
    prepaid: row.payment_status !== 'unpaid',
    ordered_by: row.customer_name,
    comped_amount: 0,
    comped_at: null,
    comped_by: null,
    comp_reason: null,
    share_parts: null,
    created_at: now,
  };
  const lines: Insertable<BillLinesTable>[] = order.lines.map((line) => ({
    ...common,
    id: line.id,
    kind: 'item',
    name: lineName(line.name, line.modifiers),
    quantity: line.quantity,
    amount: Number(line.line_total) - Number(line.discount),
    position: base + line.position,
  }));
  if (Number(row.order_fee) > 0) {
    lines.push({ ...common, id: `${row.id}:fee`, kind: 'orderFee', name: 'Order fee', quantity: 1, amount: Number(row.order_fee), position: base + 998 });
  }
  if (Number(row.tip) > 0) lines.push({ ...common, id: `${row.id}:tip`, kind: 'tip', name: 'Tip', quantity: 1, amount: Number(row.tip), position: base + 999 });
  return lines;
}

/** The earliest an order joining a bill now may have been placed. */
export const lookbackStart = (now: Date) => new Date(now.getTime() - BILL_ORDER_LOOKBACK_MS).toISOString();

/** The table's billable orders of the lookback, by id only (an open bill's candidates). */
export async function billableOrderIds(db: TDb, bill: Pick<TBillRow, 'restaurant_id' | 'table_id' | 'status'>, now: Date): Promise<string[]> {
  return bill.status === 'open' ? billableTableOrderIds(db, bill.restaurant_id, bill.table_id, lookbackStart(now)) : [];
}

/**
 * Which of the table's billable orders are on no bill yet. Those with lines on this bill are known
 * (`onBill`); only the others (usually none: a later sitting's table has earlier bills) are looked up.
 */
export async function unattachedAmong(db: TDb, billable: readonly string[], onBill: readonly string[] = []): Promise<string[]> {
  const known = new Set(onBill);
  const candidates = billable.filter((id) => !known.has(id));
  if (candidates.length === 0) return [];
  const attached = await attachedOrderIds(db, candidates);
  return candidates.filter((id) => !attached.has(id));
}

/**
 * Inside the bill's locked transaction: puts these orders (on no bill when looked up) on the bill
 * and copies their lines. An order a racing request put on a bill meanwhile is skipped by the
 * bill_orders primary key. Answers whether anything joined; the caller moves the bill's version.
 */
export async function attachOrders(trx: TDb, bill: TBillRow, orderIds: readonly string[], now: Date): Promise<boolean> {
  if (bill.status !== 'open' || orderIds.length === 0) return false;
  const at = now.toISOString();
  let joined = false;
  for (const order of await billOrdersByIds(trx, orderIds)) {
    if (!(await attachOrder(trx, { order_id: order.row.id, bill_id: bill.id, restaurant_id: bill.restaurant_id, attached_at: at }))) continue;
    await insertBillLines(trx, linesOfOrder(bill.id, order, at));
    joined = true;
  }
  return joined;
}

/** Inside the bill's locked transaction: the table's new orders join it (whole orders are read only when one waits). */
export async function attachNewOrders(trx: TDb, bill: TBillRow, now: Date): Promise<boolean> {
  return attachOrders(trx, bill, await unattachedAmong(trx, await billableOrderIds(trx, bill, now)), now);
}

/** Puts waiting orders on an open bill in a transaction of its own, moving its version; answers the row as it is then. */
export async function joinWaitingOrders(db: TDb, bill: TBillRow, waiting: readonly string[], now: Date): Promise<TBillRow> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockBill(trx, bill.id);
    if (await attachOrders(trx, locked, waiting, now)) await touchBill(trx, bill.id, now.toISOString());
    return lockBill(trx, bill.id);
  });
}

/** The table's open bill, opened now if it has none (a read or an order after the last close opens the next one). */
export async function openBillOfTableRow(
  db: TDb,
  table: { id: string; restaurant_id: string; table_display_id: string },
  currency: string,
  now: Date,
): Promise<TBillRow> {
  const existing = await findOpenBillOfTable(db, table.id);
  if (existing) return existing;
  const at = now.toISOString();
  await insertOpenBill(db, {
    id: newId(),
    restaurant_id: table.restaurant_id,
    table_id: table.id,
    table_display_id: table.table_display_id,
    token: newSecret(24),
    currency,
    status: 'open',
    opened_at: at,
    closed_at: null,
    closed_reason: null,
    closed_by: null,
    close_note: null,
    split_plan: 0,
    split_people: null,
    version: 1,
    created_at: at,
    updated_at: at,
  });
  // Another request may have opened it first: the partial unique index kept one.
  const opened = await findOpenBillOfTable(db, table.id);
  if (!opened) throw new Error(`table ${table.id} has no open bill after opening one`);
  return opened;
}

/** Brings an open bill up to date with the table's orders: a write only when an order is waiting to join. Answers the bill row as it is now. */
export async function refreshBill(db: TDb, bill: TBillRow, now = new Date()): Promise<TBillRow> {
  const waiting = await unattachedAmong(db, await billableOrderIds(db, bill, now));
  return waiting.length === 0 ? bill : joinWaitingOrders(db, bill, waiting, now);
}

/** A table's open bill (opened if needed) with the table's orders on it: what a diner's first read does. */
export async function openTableBill(
  db: TDb,
  table: { id: string; restaurant_id: string; table_display_id: string },
  currency: string,
  now = new Date(),
): Promise<TBillRow> {
  return refreshBill(db, await openBillOfTableRow(db, table, currency, now), now);
}
