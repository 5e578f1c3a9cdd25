import type { TDb } from '../../db/database.ts';
import { cancelledTableOrderIds } from '../orders/public.ts';
import { allocationsOf, paymentsOf } from './payments-repository.ts';
import { billLines, lockBill, touchBill, type TBillRow } from './repository.ts';
import { billState, type TBillState } from './state.ts';
import { attachOrders, BILL_ORDER_LOOKBACK_MS, billableOrderIds, joinWaitingOrders, unattachedAmong } from './sync.ts';

/** A bill's state and what it was computed from outside the bill's own rows (the read cache compares them). */
export type TLoadedBill = {
  state: TBillState;
  /** Every order with lines on the bill, and those of them cancelled (sorted): their unpaid lines leave it. */
  lineOrderIds: string[];
  cancelled: string[];
};

/**
 * An order on a bill was placed at most the lookback before the bill opened; an hour more covers
 * the clocks of several server processes.
 */
const ordersSince = (bill: TBillRow) => new Date(Date.parse(bill.opened_at) - BILL_ORDER_LOOKBACK_MS - 3_600_000).toISOString();

/**
 * A bill's rows read together into its state: lines, what payments hold on them, payments, and the
 * table's cancelled orders of the bill's time (no wait for the lines' order ids first).
 */
export async function loadBill(db: TDb, bill: TBillRow): Promise<TLoadedBill> {
  const [lines, allocations, payments, cancelledAtTable] = await Promise.all([
    billLines(db, bill.id),
    allocationsOf(db, [bill.id]),
    paymentsOf(db, [bill.id]),
    cancelledTableOrderIds(db, bill.restaurant_id, bill.table_id, ordersSince(bill)),
  ]);
  const lineOrderIds = [...new Set(lines.map((l) => l.order_id))];
  const cancelled = lineOrderIds.filter((id) => cancelledAtTable.has(id)).toSorted();
  return {
    state: billState(bill, lines, allocations.get(bill.id) ?? [], payments.get(bill.id) ?? [], new Set(cancelled)),
    lineOrderIds,
    cancelled,
  };
}

export async function loadBillState(db: TDb, bill: TBillRow): Promise<TBillState> {
  return (await loadBill(db, bill)).state;
}

/**
 * Outside a transaction: the bill with the table's new orders on it. Its rows and the table's
 * billable orders are read together; orders waiting to join (rare) are attached in a transaction
 * of their own, then it is read again. `bill` must be the row as read before (its version labels
 * what is read here, reader.ts); the answer's row is the one the state was read after.
 */
export async function loadFresh(db: TDb, bill: TBillRow, now: Date): Promise<{ bill: TBillRow; loaded: TLoadedBill; billable: string[] }> {
  const [loaded, billable] = await Promise.all([loadBill(db, bill), billableOrderIds(db, bill, now)]);
  const waiting = await unattachedAmong(db, billable, loaded.lineOrderIds);
  if (waiting.length === 0) return { bill, loaded, billable };
  const fresh = await joinWaitingOrders(db, bill, waiting, now);
  return { bill: fresh, loaded: await loadBill(db, fresh), billable };
}

/**
 * Inside a transaction, the bill's row locked already: reads it and the table's billable orders in
 * one batch and joins the orders waiting (then moving the bill's version, so a cached read sees them).
 */
export async function loadLocked(trx: TDb, bill: TBillRow, now: Date): Promise<TLoadedBill> {
  const [loaded, billable] = await Promise.all([loadBill(trx, bill), billableOrderIds(trx, bill, now)]);
  if (!(await attachOrders(trx, bill, await unattachedAmong(trx, billable, loaded.lineOrderIds), now))) return loaded;
  await touchBill(trx, bill.id, now.toISOString());
  return loadBill(trx, bill);
}

/**
 * Inside a transaction: locks the bill's row first (PostgreSQL's FOR UPDATE; SQLite's writer is
 * held already), then loadLocked. Not one batch: on PostgreSQL a read sent before the lock is
 * granted could see the bill as it was before the holder's commit.
 */
export async function lockAndLoad(trx: TDb, billId: string, now: Date): Promise<{ bill: TBillRow; loaded: TLoadedBill }> {
  const bill = await lockBill(trx, billId);
  return { bill, loaded: await loadLocked(trx, bill, now) };
}
