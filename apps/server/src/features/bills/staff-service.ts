import type {
  TBill,
  TBillListQuery,
  TBillPage,
  TCloseBillRequest,
  TCompLineRequest,
  TStaffBill,
  TStaffRecordPaymentRequest,
} from '@menudelite/shared/bills/contracts';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { billableVenueOrders, cancelledOrderIds, markOrdersPaidByBill } from '../orders/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { approvalFor, recordAudit } from '../team/public.ts';
import { billClosed, withFreshBill } from './conflict.ts';
import { readStaffBill } from './reader.ts';
import { emitBillChanged } from './events.ts';
import { loadBillState, lockAndLoad } from './load.ts';
import { continueExisting, reservePayment, type TBillPayDeps } from './pay.ts';
import { allocationsOf, findBillPayment, paymentsOf } from './payments-repository.ts';
import { attachedOrderIds, closeBillRow, compLineRow, findBill, linesOfBills, listBillRows, touchBill, type TBillRow } from './repository.ts';
import { billState, type TBillState } from './state.ts';
import { BILL_ORDER_LOOKBACK_MS, openBillOfTableRow, refreshBill } from './sync.ts';
import { toBillPayment, toSummary } from './view.ts';

export type TStaffBillDeps = TBillPayDeps & { rateLimiter: TRateLimiter };

const notFound = () => new AppError('NOT_FOUND', 'Bill not found');

function encodeCursor(row: TBillRow): string {
  return Buffer.from(JSON.stringify([row.status === 'open' ? row.opened_at : row.closed_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return { at: value[0] as string, id: value[1] as string };
  } catch {
    // falls through to the error below
  }
  throw keyedError('VALIDATION_FAILED', 'invalidCursor', { path: 'querystring.cursor' });
}

/** States of several bills at once (the list): four queries whatever the page size. */
async function statesOf(db: TDb, bills: readonly TBillRow[]): Promise<TBillState[]> {
  const ids = bills.map((b) => b.id);
  const [lines, allocations, payments] = await Promise.all([linesOfBills(db, ids), allocationsOf(db, ids), paymentsOf(db, ids)]);
  const cancelled = await cancelledOrderIds(db, [...new Set([...lines.values()].flat().map((l) => l.order_id))]);
  return bills.map((bill) => billState(bill, lines.get(bill.id) ?? [], allocations.get(bill.id) ?? [], payments.get(bill.id) ?? [], cancelled));
}

/** A close or comp that leaves nothing to pay: the bill's pay-later orders are paid (nothing is owed on them). */
async function markPaidIfSettled(trx: TDb, state: TBillState, at: string): Promise<void> {
  if (state.totals.amountRemaining !== 0 || state.totals.amountPending !== 0) return;
  await markOrdersPaidByBill(trx, [...new Set(state.lines.filter((l) => !toBool(l.row.prepaid)).map((l) => l.row.order_id))], at);
}

/** Staff (venue bearer token): the open bills, one bill, and taking cash or a card at the table, comps and closing. */
export function createStaffBills(d: TStaffBillDeps) {
  async function ownBill(restaurantId: string, id: string): Promise<TBillRow> {
    const bill = await findBill(d.db, restaurantId, id);
    if (!bill) throw notFound();
    return refreshBill(d.db, bill);
  }

  async function staffView(restaurantId: string, id: string): Promise<TStaffBill> {
    const bill = await findBill(d.db, restaurantId, id);
    const view = bill && (await readStaffBill(d, bill));
    if (!view) throw notFound();
    return view;
  }

  async function dinerView(restaurantId: string, id: string): Promise<TBill> {
    const { tableId: _t, closedReason: _r, closedBy: _b, ...bill } = await staffView(restaurantId, id);
    return { ...bill, payments: bill.payments.filter((p) => p.status !== 'failed') };
  }

  /** Tables with orders on no bill yet get their open bill now, so the list shows every table that owes something. */
  async function openWaitingBills(restaurantId: string, now: Date): Promise<void> {
    const venue = await findRestaurantById(d.db, restaurantId);
    if (!venue) return;
    const orders = await billableVenueOrders(d.db, restaurantId, new Date(now.getTime() - BILL_ORDER_LOOKBACK_MS).toISOString());
    const attached = await attachedOrderIds(
      d.db,
      orders.map((o) => o.id),
    );
    const tables = new Map(orders.filter((o) => !attached.has(o.id)).map((o) => [o.restaurant_table_id, o.table_display_id ?? '']));
    for (const [tableId, displayId] of tables) {
      const bill = await openBillOfTableRow(d.db, { id: tableId, restaurant_id: restaurantId, table_display_id: displayId }, venue.currency, now);
      await refreshBill(d.db, bill, now);
    }
  }

  return {
    staffView,

    /** Open bills by how long they have been open (every table that owes something first gets its bill); closed ones newest first. */
    async list(actor: TActor | null, query: TBillListQuery): Promise<TBillPage> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      if (query.status === 'open' && !query.cursor) await openWaitingBills(restaurantId, new Date());
      const rows = await listBillRows(d.db, restaurantId, {
        status: query.status,
        tableId: query.tableId,
        limit: query.limit + 1,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      });
      const page = rows.slice(0, query.limit);
      const states = await statesOf(d.db, page);
      return { items: states.map(toSummary), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
    },

    async get(actor: TActor | null, id: string): Promise<TStaffBill> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      await ownBill(restaurantId, id);
      return staffView(restaurantId, id);
    },

    /** Cash or a card terminal at the table, for any selection a diner could pay; written paid at once (no gateway). */
    async recordPayment(actor: TActor | null, id: string, idempotencyKey: string, body: TStaffRecordPaymentRequest) {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      const bill = await ownBill(restaurantId, id);
      return withFreshBill(
        async () => {
          const reserved = await reservePayment(d, {
            restaurantId,
            billId: bill.id,
            idempotencyKey,
            method: body.method,
            request: { selection: body.selection, tip: body.tip, payerName: body.payerName },
            recordedBy: actor?.member?.id ?? null,
          });
          if (reserved.created) await emitBillChanged(d, restaurantId, bill.id, reserved.events);
          else await continueExisting(d, reserved, null);
          const payment = (await findBillPayment(d.db, reserved.payment.id))!;
          return { created: reserved.created, response: { bill: await staffView(restaurantId, bill.id), billPayment: toBillPayment(payment) } };
        },
        () => dinerView(restaurantId, bill.id),
      );
    },

    /**
     * Takes what is still open on a line off the bill (money.comp: owners and managers alone, front of
     * house with a manager's PIN). In the audit log as order.comped. A comp that leaves nothing to pay closes the bill.
     */
    async compLine(actor: TActor | null, id: string, lineId: string, body: TCompLineRequest): Promise<TStaffBill> {
      const restaurantId = requireVenuePermission(actor, ['money.comp', 'orders.take']);
      const bill = await ownBill(restaurantId, id);
      const approvedBy = await approvalFor(d, actor, 'money.comp');
      await withFreshBill(
        () =>
          d.db.transaction().execute(async (trx) => {
            const now = new Date();
            const at = now.toISOString();
            const { bill: locked, loaded } = await lockAndLoad(trx, bill.id, now);
            if (locked.status !== 'open') throw billClosed();
            const line = loaded.state.lines.find((l) => l.row.id === lineId);
            if (!line) throw new AppError('NOT_FOUND', 'This line is not on the bill');
            if (line.row.comped_at !== null) throw keyedError('CONFLICT', 'lineAlreadyComped', { path: 'params.lineId' });
            if (line.available === 0) throw keyedError('BILL_CHANGED', 'billLinePaid', { path: 'params.lineId' });
            await compLineRow(trx, line.row.id, { amount: line.available, by: actor!.member!.id, reason: body.reason ?? null }, at);
            await recordAudit(trx, actor!, restaurantId, {
              action: 'order.comped',
              targetType: 'order',
              targetId: line.row.order_id,
              details: { billId: bill.id, lineId, name: line.row.name, amount: line.available, currency: locked.currency, reason: body.reason ?? null },
              approvedBy,
            });
            const after = await loadBillState(trx, locked);
            if (after.totals.amountRemaining === 0 && after.totals.amountPending === 0) {
              await closeBillRow(trx, bill.id, { reason: 'paid', by: actor!.member!.id, note: null }, at);
              await markPaidIfSettled(trx, after, at);
            } else {
              await touchBill(trx, bill.id, at);
            }
          }),
        () => dinerView(restaurantId, bill.id),
      );
      await emitBillChanged(d, restaurantId, bill.id);
      return staffView(restaurantId, bill.id);
    },

    /** Closes the bill whatever remains (the table has left); what was not paid stays unpaid on its orders. Not while a payment is in progress. */
    async close(actor: TActor | null, id: string, body: TCloseBillRequest): Promise<TStaffBill> {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      const bill = await ownBill(restaurantId, id);
      await withFreshBill(
        () =>
          d.db.transaction().execute(async (trx) => {
            const now = new Date();
            const at = now.toISOString();
            const { bill: locked, loaded } = await lockAndLoad(trx, bill.id, now);
            if (locked.status !== 'open') throw billClosed();
            const { state } = loaded;
            if (state.totals.amountPending > 0) throw new AppError('BILL_CHANGED', 'A payment on this bill is in progress: close it when it has settled');
            await closeBillRow(trx, bill.id, { reason: 'staff', by: actor!.member!.id, note: body.reason ?? null }, at);
            await markPaidIfSettled(trx, state, at);
          }),
        () => dinerView(restaurantId, bill.id),
      );
      await emitBillChanged(d, restaurantId, bill.id);
      return staffView(restaurantId, bill.id);
    },
  };
}

export type TStaffBills = ReturnType<typeof createStaffBills>;
