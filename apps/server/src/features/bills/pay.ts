import { createHash } from 'node:crypto';
import type { TBillPaymentMethod, TBillSelection, TBillTip } from '@menudelite/shared/bills/contracts';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { markOrdersPaidByBill } from '../orders/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import {
  findAttempt,
  insertAttempt,
  markAttemptFailed,
  markAttemptSucceeded,
  newAttemptRow,
  type TChargeLookup,
  type TChargeResult,
  type TPaymentAttemptRow,
} from '../payments/public.ts';
import { enqueueReceipt } from '../receipts/public.ts';
import { lockStaffEvents, recordStaffEvent, type TRecordedStaffEvent } from '../staff-events/public.ts';
import { billClosed } from './conflict.ts';
import { billVenueOf } from './context.ts';
import { emitBillChanged, type TBillEmitDeps } from './events.ts';
import type { TCachedBill } from './read-cache.ts';
import { processingFeeOf } from './fees.ts';
import { loadBillState, loadLocked } from './load.ts';
import {
  dropPaymentLines,
  findBillPayment,
  findBillPaymentByKey,
  insertBillPayment,
  moveBillPayment,
  orderFeesPaidBy,
  paymentLines,
  type TBillPaymentRow,
} from './payments-repository.ts';
import { closeBillRow, lockBill, setShareParts, touchBill, type TBillRow } from './repository.ts';
import { planSelection } from './selection.ts';
import { tipBaseOf, tipOnShare } from './tips.ts';

export type TBillPayDeps = TBillEmitDeps & { jobs: TJobQueue };

/** What a payer asks for, whoever takes the money (a diner's card, a saved card, staff with cash or a terminal). */
export type TBillPayRequest = {
  selection: TBillSelection;
  tip?: TBillTip | undefined;
  payerName?: string | undefined;
  /** A receipt is e-mailed here once the payment succeeded. */
  email?: string | undefined;
  language?: string | undefined;
};

export type TReserveInput = {
  restaurantId: string;
  billId: string;
  idempotencyKey: string;
  method: TBillPaymentMethod;
  request: TBillPayRequest;
  /** The total the payer was shown (the quote's): another total answers 409 BILL_CHANGED. */
  expectedTotal?: number | undefined;
  /** Staff who recorded a cash or card-terminal payment. */
  recordedBy?: string | null | undefined;
  /** Counts a new payment against a limit inside its write transaction (429 rolls it back); replays are not counted. */
  admit?: ((trx: TDb) => Promise<void>) | undefined; /**
   * A balance the payment is taken from (a gift card), spent in the payment's own transaction after its
   * row is written: a guarded decrement that throws (409) when the balance is short, rolling the payment back.
   */
  consumeTender?: ((trx: TDb, payment: TBillPaymentRow) => Promise<void>) | undefined;
};

export type TReserved = { payment: TBillPaymentRow; attempt: TPaymentAttemptRow | null; created: boolean };

/** What a charge may need beside its attempt: the platform's Connect application fee (the order fees the payment pays), read only when asked. */
export type TChargeContext = { platformFee: () => Promise<number> };
export type TChargeCallback = (attempt: TPaymentAttemptRow, context: TChargeContext) => Promise<TChargeResult | TChargeLookup>;

/** The bill as built (and cached) right after a payment settled, for the answer; null when nothing was built (no realtime, or nothing moved). */
export type TSettledBill = TCachedBill | null;

/** A retry that finds no charge for an attempt this young may be racing the request that is charging it. */
const IN_FLIGHT_MS = 30_000;

/** Charged by a gateway (an attempt first); cash and the card terminal are recorded as paid at once. */
export const usesGateway = (method: TBillPaymentMethod) => method === 'card' || method === 'saved_card';

/** What a retry with the same Idempotency-Key must repeat (card details are never part of it). */
export function payRequestHash(method: TBillPaymentMethod, request: TBillPayRequest, expectedTotal: number | undefined): string {
  const { selection, tip, payerName, email, language } = request;
  const body = { method, selection, tip: tip ?? { kind: 'none' }, payerName, email, language, expectedTotal };
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

/**
 * Inside the bill's transaction (its row locked), once a payment is succeeded: a bill with nothing
 * left (and nothing being paid) closes itself and its pay-later orders are paid; staff get
 * newPaymentForPayLaterOrder; a payer who gave an e-mail gets a receipt (receipts.send, enqueued in
 * this transaction). The writes do not depend on each other, so they go out together.
 */
async function finishSucceeded(trx: TDb, d: TBillPayDeps, bill: TBillRow, payment: TBillPaymentRow, now: Date): Promise<TRecordedStaffEvent[]> {
  const at = now.toISOString();
  const { state } = await loadLocked(trx, bill, now);
  const closing = bill.status === 'open' && state.totals.amountRemaining === 0 && state.totals.amountPending === 0;
  const paidLines = new Set(state.allocations.filter((a) => a.bill_payment_id === payment.id).map((a) => a.bill_line_id));
  const orderIds = [...new Set(state.lines.filter((l) => paidLines.has(l.row.id)).map((l) => l.row.order_id))];
  const payLater = [...new Set(state.lines.filter((l) => !toBool(l.row.prepaid)).map((l) => l.row.order_id))];
  const [event] = await Promise.all([
    recordStaffEvent(
      trx,
      bill.restaurant_id,
      'newPaymentForPayLaterOrder',
      {
        billId: bill.id,
        tableId: bill.table_id,
        tableDisplayId: bill.table_display_id,
        billPaymentId: payment.id,
        orderIds,
        currency: bill.currency as TCurrency,
        amount: payment.amount,
        tip: payment.tip,
        method: payment.method as TBillPaymentMethod,
        payerName: payment.payer_name,
        amountRemaining: state.totals.amountRemaining,
        // The row is locked and open: closing it cannot miss.
        billStatus: closing || bill.status === 'closed' ? 'closed' : 'open',
        createdAt: at,
      },
      at,
    ),
    closing ? closeBillRow(trx, bill.id, { reason: 'paid', by: null, note: null }, at) : touchBill(trx, bill.id, at),
    closing ? markOrdersPaidByBill(trx, payLater, at) : null,
    payment.email ? enqueueReceipt(d.jobs, { source: 'bill', id: payment.id }, trx) : null,
  ]);
  return [event];
}

/**
 * Write first: in one transaction the bill is locked, its new orders joined, the selection priced
 * against what is really left (pending payments count as taken), and the payment written pending
 * with the lines it takes and, for a gateway, its payment attempt. A second payer choosing the
 * same lines meanwhile finds them taken: 409 BILL_CHANGED. Cash and card-terminal payments are
 * written succeeded at once. The same Idempotency-Key answers the payment it made.
 */
export async function reservePayment(d: TBillPayDeps, input: TReserveInput, now = new Date()): Promise<TReserved & { events: TRecordedStaffEvent[] }> {
  const at = now.toISOString();
  const gateway = usesGateway(input.method);
  const requestHash = payRequestHash(input.method, input.request, input.expectedTotal);
  return d.db.transaction().execute(async (trx) => {
    // Recorded payments write their staff event here: the venue's event lock comes before the bill's row.
    if (!gateway) await lockStaffEvents(trx, input.restaurantId);
    const bill = await lockBill(trx, input.billId);
    if (bill.restaurant_id !== input.restaurantId) throw new AppError('NOT_FOUND', 'Bill not found');
    // One batch: a retry's payment, the bill as it is (the table's new orders joined) and its venue.
    const [existing, { state }, venueRow] = await Promise.all([
      findBillPaymentByKey(trx, bill.id, input.idempotencyKey),
      loadLocked(trx, bill, now),
      findRestaurantById(trx, bill.restaurant_id),
    ]);
    if (existing) {
      if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for another payment.');
      const attempt = existing.attempt_id ? ((await findAttempt(trx, existing.attempt_id)) ?? null) : null;
      return { payment: existing, attempt, created: false, events: [] };
    }
    if (bill.status !== 'open') throw billClosed();
    if (!venueRow) throw new AppError('NOT_FOUND', 'Bill not found');
    await input.admit?.(trx);
    const currency = bill.currency as TCurrency;
    const venue = billVenueOf(d.payments, venueRow, currency);
    const plan = planSelection(state, input.request.selection, { minimum: gateway ? venue.cardMinimum : venue.recordedMinimum, currency });
    const tip = tipOnShare(tipBaseOf(state, plan.allocations), input.request.tip, currency);
    const processingFee = processingFeeOf(input.method, sumMinor([plan.amount, tip]), venue.feeRule);
    const total = sumMinor([plan.amount, tip, processingFee]);
    if (input.expectedTotal !== undefined && input.expectedTotal !== total) {
      throw new AppError('BILL_CHANGED', `The bill changed: this payment is now ${total}, not ${input.expectedTotal}`);
    }

    const id = newId();
    const attempt = gateway
      ? newAttemptRow(d.payments, {
          restaurantId: bill.restaurant_id,
          purpose: 'bill',
          orderId: null,
          sequence: 1,
          amount: total,
          currency,
          scopeKey: `${bill.id}:${input.idempotencyKey}`,
          now: at,
        })
      : null;
    const payment: TBillPaymentRow = {
      id,
      bill_id: bill.id,
      restaurant_id: bill.restaurant_id,
      idempotency_key: input.idempotencyKey,
      request_hash: requestHash,
      mode: input.request.selection.mode,
      method: input.method,
      status: gateway ? 'pending' : 'succeeded',
      amount: plan.amount,
      tip,
      processing_fee: processingFee,
      total,
      currency,
      payer_name: input.request.payerName ?? null,
      email: input.request.email ?? null,
      language: input.request.language ?? null,
      attempt_id: attempt?.id ?? null,
      card_last4: null,
      split_plan: plan.split?.plan ?? null,
      split_people: plan.split?.people ?? null,
      failure_code: null,
      failure_message: null,
      recorded_by: input.recordedBy ?? null,
      refunded_amount: 0,
      created_at: at,
      updated_at: at,
    };
    await Promise.all([
      attempt ? insertAttempt(trx, attempt) : null,
      insertBillPayment(
        trx,
        payment,
        plan.allocations.map((a) => ({ bill_payment_id: id, bill_line_id: a.lineId, bill_id: bill.id, amount: a.amount, parts: a.parts })),
      ),
      plan.shareParts ? setShareParts(trx, plan.shareParts.lineId, plan.shareParts.parts) : null,
      touchBill(trx, bill.id, at, plan.split?.fresh ? { split_plan: plan.split.plan, split_people: plan.split.people } : {}),
    ]);
    await input.consumeTender?.(trx, payment);
    const events = gateway ? [] : await finishSucceeded(trx, d, bill, payment, now);
    return { payment, attempt, created: true, events };
  });
}

/**
 * Mark paid third: the payment succeeded (the request's own charge, a retry, Stripe's webhook or
 * the reconciliation job). Idempotent: a payment already succeeded changes nothing. A payment
 * failed meanwhile (its lines given back) whose charge turns up after all is revived if its lines
 * are still open, else kept succeeded without lines (failure_code UNALLOCATED: money to refund).
 */
export async function settleSucceeded(
  d: TBillPayDeps,
  paymentOrId: TBillPaymentRow | string,
  charge: { providerRef: string; last4: string } | null,
): Promise<TSettledBill> {
  // The request path has the row already; its status is not trusted here (the updates below are conditional).
  const payment = typeof paymentOrId === 'string' ? await findBillPayment(d.db, paymentOrId) : paymentOrId;
  if (!payment) return null;
  const now = new Date();
  const at = now.toISOString();
  const events = await d.db.transaction().execute(async (trx) => {
    await lockStaffEvents(trx, payment.restaurant_id);
    const bill = await lockBill(trx, payment.bill_id);
    const last4 = charge?.last4 || null;
    const [, moved] = await Promise.all([
      payment.attempt_id && charge ? markAttemptSucceeded(trx, payment.attempt_id, charge, at) : null,
      moveBillPayment(trx, payment.id, ['pending'], 'succeeded', { cardLast4: last4 }, at),
    ]);
    if (!moved) {
      const current = await findBillPayment(trx, payment.id);
      if (current?.status !== 'failed') return [];
      const [state, lines] = await Promise.all([loadBillState(trx, bill), paymentLines(trx, payment.id)]);
      const fits = lines.every((l) => (state.lines.find((s) => s.row.id === l.bill_line_id)?.available ?? 0) >= l.amount);
      if (!fits) await dropPaymentLines(trx, payment.id);
      const failure = fits
        ? { failureCode: null, failureMessage: null }
        : { failureCode: 'UNALLOCATED', failureMessage: 'Paid after its items were paid by others: refund it' };
      await moveBillPayment(trx, payment.id, ['failed'], 'succeeded', { cardLast4: last4, ...failure }, at);
    }
    return finishSucceeded(trx, d, bill, payment, now);
  });
  return emitBillChanged(d, payment.restaurant_id, payment.bill_id, events);
}

/** A decline or no charge: the payment fails and its lines are free again. A succeeded payment keeps its outcome. */
export async function settleFailed(d: TBillPayDeps, paymentId: string, failure: { code: string; message: string }): Promise<void> {
  const payment = await findBillPayment(d.db, paymentId);
  if (!payment) return;
  const at = new Date().toISOString();
  const moved = await d.db.transaction().execute(async (trx) => {
    await lockBill(trx, payment.bill_id);
    const [, failed] = await Promise.all([
      payment.attempt_id ? markAttemptFailed(trx, payment.attempt_id, failure, at) : null,
      moveBillPayment(trx, payment.id, ['pending'], 'failed', { failureCode: failure.code, failureMessage: failure.message }, at),
    ]);
    if (failed) await touchBill(trx, payment.bill_id, at);
    return failed;
  });
  if (moved) await emitBillChanged(d, payment.restaurant_id, payment.bill_id);
}

/**
 * Charge second: runs the caller's charge for the payment's attempt (a diner's card, a saved card)
 * and settles the answer. A decline answers 402 PAYMENT_DECLINED with the lines given back; a
 * gateway that cannot be reached leaves the attempt open (503) for a retry with the same
 * Idempotency-Key or the reconciliation job, which settle it under the same key.
 */
export async function chargeAndSettle(d: TBillPayDeps, payment: TBillPaymentRow, attempt: TPaymentAttemptRow, charge: TChargeCallback): Promise<TSettledBill> {
  let result: TChargeResult | TChargeLookup;
  try {
    result = await charge(attempt, { platformFee: () => orderFeesPaidBy(d.db, payment.id) });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be confirmed. Try again with the same request: it will not be charged twice.');
  }
  if (result.status === 'succeeded') return settleSucceeded(d, payment, result);
  if (result.status === 'in_progress' || (result.status === 'not_found' && Date.now() - Date.parse(attempt.created_at) < IN_FLIGHT_MS)) {
    throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
  }
  if (result.status === 'invalid') {
    await settleFailed(d, payment.id, { code: 'CARD_INVALID', message: result.message });
    throw new AppError('CARD_INVALID', result.message, [{ path: `body.card.${result.field}`, key: CARD_FIELD_KEYS[result.field] }]);
  }
  const message = result.status === 'declined' ? result.message : 'The payment did not go through. Pay again with a card.';
  await settleFailed(d, payment.id, { code: result.status === 'declined' ? 'PAYMENT_DECLINED' : 'NOT_CHARGED', message });
  throw new AppError('PAYMENT_DECLINED', message);
}

/** A payment the card gateway refused for good (not the card: the venue's account, say). */
export const PROVIDER_REFUSED = 'PROVIDER_REFUSED';
export const gatewayRefused = (reason: string) => keyedError('CONFLICT', 'cardGatewayRefused', { message: `The card gateway refused this payment: ${reason}` });

export const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const;

/**
 * A payment found again by its Idempotency-Key: succeeded answers as it is; failed answers its
 * decline again (a new try needs a new key); pending is continued by `resume`.
 */
export async function continueExisting(
  d: TBillPayDeps,
  reserved: TReserved,
  resume: ((attempt: TPaymentAttemptRow) => Promise<TSettledBill>) | null,
): Promise<TSettledBill> {
  const { payment, attempt } = reserved;
  if (payment.status === 'succeeded') return null;
  if (payment.status === 'failed' && payment.failure_code === PROVIDER_REFUSED) throw gatewayRefused(payment.failure_message ?? 'refused');
  if (payment.status === 'failed') throw new AppError('PAYMENT_DECLINED', payment.failure_message ?? 'The card was declined. Pay again with another card.');
  if (attempt && attempt.status === 'succeeded')
    return settleSucceeded(d, payment, { providerRef: attempt.provider_ref ?? '', last4: attempt.card_last4 ?? '' });
  return attempt && resume ? resume(attempt) : null;
}
