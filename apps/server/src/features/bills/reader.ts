import type { TStaffBill } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { readVenueStamp, venueStamp } from '../../db/venue-stamp.ts';
import { AppError } from '../../lib/app-error.ts';
import { billableTableOrderIds, cancelledOrderIds } from '../orders/public.ts';
import type { TPaymentProvider } from '../payments/public.ts';
import { findRestaurantById, findStripeAccountId } from '../restaurant/public.ts';
import { findActiveTableRowByCode, findActiveVenueTableByCode } from '../tables/public.ts';
import { billVenueOf } from './context.ts';
import { loadBillState, loadFresh } from './load.ts';
import { billCacheOf, type TCachedBill } from './read-cache.ts';
import { findBillByToken, findOpenBillOfTable, type TBillRow } from './repository.ts';
import { lookbackStart, openBillOfTableRow } from './sync.ts';
import { billTips } from './tips-default.ts';
import { toBill, toStaffBill } from './view.ts';

export type TBillReadDeps = { db: TDb; payments: TPaymentProvider };

const notFound = () => new AppError('NOT_FOUND', 'Bill not found');

function built(entry: TCachedBill | null): TCachedBill {
  if (!entry) throw notFound();
  return entry;
}

/**
 * Builds a bill's diner view from its row and caches it. `row` must have been read before anything
 * else here: its version labels the entry, and every line, payment and order read afterwards is at
 * least that new, so a change racing the build makes the entry look older than it is (rebuilt at
 * the next read), never newer. Orders waiting to join are attached first (the only write, and only
 * when one waits). Null when the venue is gone.
 */
export async function buildBill(d: TBillReadDeps, row: TBillRow, now = new Date()): Promise<TCachedBill | null> {
  const [{ bill, loaded, billable }, venueRow, tips] = await Promise.all([
    loadFresh(d.db, row, now),
    findRestaurantById(d.db, row.restaurant_id),
    billTips(d.db, row.restaurant_id),
  ]);
  if (!venueRow) return null;
  const venue = billVenueOf(d.payments, venueRow, bill.currency as TCurrency);
  const view = toBill(loaded.state, venue, tips);
  const entry: TCachedBill = {
    billId: bill.id,
    restaurantId: bill.restaurant_id,
    tableId: bill.table_id,
    status: bill.status,
    version: bill.version,
    venueStamp: venueStamp(venueRow),
    stripeAccount: venue.gateway.stripeAccount,
    defaultTipPercent: tips.defaultPercent,
    lineOrderIds: loaded.lineOrderIds,
    cancelled: loaded.cancelled,
    knownOrders: new Set(billable),
    bill: view,
    state: loaded.state,
    venue,
    body: null,
  };
  billCacheOf(d.db).set(bill.token, entry);
  return entry;
}

const sameIds = (a: ReadonlySet<string>, sorted: readonly string[]) => a.size === sorted.length && sorted.every((id) => a.has(id));

/**
 * Whether what a cached bill was built from outside its own rows is unchanged: the venue (fee rule,
 * Connect account, default tip), its orders' cancellations, and no order of the table waiting to
 * join (each billable order is one the entry knew on a bill). Small queries sent together.
 */
async function inputsUnchanged(d: TBillReadDeps, entry: TCachedBill, now: Date): Promise<boolean> {
  const [stamp, account, tips, cancelled, billable] = await Promise.all([
    readVenueStamp(d.db, entry.restaurantId),
    d.payments.intents ? findStripeAccountId(d.db, entry.restaurantId) : null,
    billTips(d.db, entry.restaurantId),
    cancelledOrderIds(d.db, entry.lineOrderIds),
    entry.status === 'open' ? billableTableOrderIds(d.db, entry.restaurantId, entry.tableId, lookbackStart(now)) : [],
  ]);
  return (
    stamp === entry.venueStamp &&
    account === entry.stripeAccount &&
    tips.defaultPercent === entry.defaultTipPercent &&
    sameIds(cancelled, entry.cancelled) &&
    billable.every((id) => entry.knownOrders.has(id))
  );
}

/**
 * A diner's read of a bill, by its token (and the page's table code: another table's token reads
 * as missing). Warm, it costs one round of small queries sent together (the bill's row by token,
 * the table, the inputs above) and no serialization: the cached bytes are sent as they are.
 */
export async function readBill(d: TBillReadDeps, token: string, tableCode?: string): Promise<TCachedBill> {
  const now = new Date();
  const cached = billCacheOf(d.db).get(token);
  const [row, table, unchanged] = await Promise.all([
    findBillByToken(d.db, token),
    tableCode === undefined ? null : cached ? findActiveVenueTableByCode(d.db, cached.restaurantId, tableCode) : findActiveTableRowByCode(d.db, tableCode),
    cached ? inputsUnchanged(d, cached, now) : false,
  ]);
  if (!row) throw notFound();
  if (tableCode !== undefined && table?.id !== row.table_id) throw notFound();
  if (cached && unchanged && cached.billId === row.id && cached.version === row.version) return cached;
  return built(await buildBill(d, row, now));
}

/** The table's open bill (opened now if it has none): the diner's way in from the QR code. */
export async function readTableBill(d: TBillReadDeps, tableCode: string): Promise<TCachedBill> {
  const table = await findActiveTableRowByCode(d.db, tableCode);
  if (!table) throw notFound();
  let row = await findOpenBillOfTable(d.db, table.id);
  if (!row) {
    const venue = await findRestaurantById(d.db, table.restaurant_id);
    if (!venue) throw notFound();
    row = await openBillOfTableRow(d.db, table, venue.currency, new Date());
  }
  const now = new Date();
  const cached = billCacheOf(d.db).get(row.token);
  if (cached && cached.version === row.version && (await inputsUnchanged(d, cached, now))) return cached;
  return built(await buildBill(d, row, now));
}

/** A bill as staff see it (failed payments too), read in one batch; null when the venue is gone. Not cached: staff reads are few. */
export async function readStaffBill(d: TBillReadDeps, bill: TBillRow): Promise<TStaffBill | null> {
  const [state, venueRow, tips] = await Promise.all([
    loadBillState(d.db, bill),
    findRestaurantById(d.db, bill.restaurant_id),
    billTips(d.db, bill.restaurant_id),
  ]);
  return venueRow ? toStaffBill(state, billVenueOf(d.payments, venueRow, bill.currency as TCurrency), tips) : null;
}
