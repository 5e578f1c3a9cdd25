import type { TCurrency } from '@menudelite/shared/money/currencies';
import { hasReleasedBenefits } from './benefits-repository.ts';
import type { TErrorKey } from '@menudelite/shared/errors';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { filterOptionsOf, findPlacedOrder, moveOrderPaymentStatus, toStaffOrder, type TOrderLineRow, type TOrderRow } from '../orders/public.ts';
import {
  insertAttempt,
  insertPayment,
  latestAttemptOfOrder,
  markAttemptFailed,
  markAttemptSucceeded,
  newAttemptRow,
  runAttempt,
  type TAttemptSettler,
  type TCardDetails,
  type TCardField,
  type TPaymentAttemptRow,
  type TPaymentProvider,
} from '../payments/public.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { enqueueReceipt } from '../receipts/public.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import type { TBatchWriter } from './batch-writer.ts';

const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const satisfies Record<TCardField, TErrorKey>;
const DESCRIPTION = 'MenuDelite order';
/**
 * A retry without a card finds an attempt the provider has no record of: if it is this young, the
 * request that made it may be charging right now, so the retry is told to come back rather than
 * failing the attempt under it.
 */
const IN_FLIGHT_MS = 30_000;

export type TOrderPaymentDeps = {
  db: TDb;
  writer: TBatchWriter;
  realtime: TRealtime;
  payments: TPaymentProvider;
  /** The e-mailed receipt of a paid order is a job enqueued with the payment (features/receipts). */
  jobs: Pick<TJobRunner, 'enqueue' | 'wake'>;
  /** Test hook (TEST_CRASH_AFTER_CHARGE): runs right after the provider charged, before anything is committed. */
  afterCharge?: (() => void) | undefined;
};

type TPlaced = { row: TOrderRow; lines: TOrderLineRow[] };

/** Refuses a card the provider would refuse outright, before anything is written. */
export function assertCardUsable(provider: TPaymentProvider, card: TCardDetails | undefined): void {
  // Stripe: the card is confirmed in the browser with Stripe.js; one posted here is refused, never stored or sent on.
  if (provider.intents) {
    if (card)
      throw new AppError('CARD_INVALID', "Card details are entered in Stripe's payment form, never sent to this server", [
        { path: 'body.card', key: 'cardNumberInvalid' },
      ]);
    return;
  }
  if (!card) throw new AppError('CARD_INVALID', 'Card details are required to pay by card', [{ path: 'body.card.number', key: 'cardNumberInvalid' }]);
  const problem = provider.checkCard?.(card);
  if (problem) throw new AppError('CARD_INVALID', problem.message, [{ path: `body.card.${problem.field}`, key: CARD_FIELD_KEYS[problem.field] }]);
}

/**
 * Card payment of an order, written first and charged second (docs/decisions.md "Payments: write
 * first, charge second"). The order and its first attempt are committed by place-order.ts with
 * payment_status pending (held from staff); this charges the attempt under its derived key and
 * settles it: a success releases the order to the kitchen with its newOrderReceived event in one
 * transaction; a decline fails the attempt and the order (payment_status failed), and the diner may
 * retry with the same Idempotency-Key and another card, which makes attempt n + 1.
 */
export function createOrderPayments(d: TOrderPaymentDeps) {
  /** Success: attempt succeeded, order paid, payment row and staff event, together. Idempotent. */
  async function release(attempt: TPaymentAttemptRow, charge: { providerRef: string; last4: string }): Promise<void> {
    const now = new Date().toISOString();
    const event = await d.writer.run(async (trx) => {
      await lockStaffEvents(trx, attempt.restaurant_id);
      await markAttemptSucceeded(trx, attempt.id, charge, now);
      // A charge confirmed after the order's benefits were given back (its payment-failed void) does not
      // release it at that price: it stays a succeeded attempt of an unpaid order, for staff to refund.
      if (await hasReleasedBenefits(trx, attempt.order_id!)) return null;
      const released = await moveOrderPaymentStatus(trx, attempt.order_id!, ['pending', 'failed'], 'paid', now);
      // Already paid by another settler (or, rarely, by a later attempt: this charge then shows as a second succeeded attempt to refund).
      if (!released) return null;
      const placed = (await findPlacedOrder(trx, attempt.order_id!))!;
      await insertPayment(trx, {
        id: newId(),
        order_id: placed.row.id,
        restaurant_id: attempt.restaurant_id,
        kind: 'card',
        provider: attempt.provider,
        provider_ref: charge.providerRef,
        status: 'succeeded',
        amount: attempt.amount,
        currency: attempt.currency,
        card_last4: charge.last4,
        room_number: null,
        created_at: now,
      });
      // Enqueued with the payment's commit, so the receipt exists exactly when the payment does.
      if (placed.row.customer_email) await enqueueReceipt(d.jobs, { source: 'order', id: placed.row.id }, trx);
      const order = toStaffOrder(placed.row, placed.lines);
      return recordStaffEvent(trx, attempt.restaurant_id, 'newOrderReceived', { orderId: order.id, order, filterOptions: filterOptionsOf(order) }, now);
    });
    if (event) {
      emitStaffEvent(d.realtime, event);
      d.jobs.wake();
    }
  }

  /** Decline or no charge: the attempt and the order fail; a succeeded attempt or a paid order stays as it is. */
  async function fail(attempt: TPaymentAttemptRow, failure: { code: string; message: string }): Promise<void> {
    const now = new Date().toISOString();
    await d.writer.run(async (trx) => {
      if (await markAttemptFailed(trx, attempt.id, failure, now)) await moveOrderPaymentStatus(trx, attempt.order_id!, ['pending'], 'failed', now);
    });
  }

  /** What the reconciliation job applies to order attempts (features/payments/reconcile.ts). */
  const settler: TAttemptSettler = { succeeded: release, failed: fail };

  /** Charges (or, without a card, looks up) the attempt and settles it; throws the diner-facing error when it did not succeed. */
  async function settle(attempt: TPaymentAttemptRow, card: TCardDetails | undefined): Promise<void> {
    let result;
    try {
      result = await runAttempt(d.db, d.payments, attempt, card, DESCRIPTION);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be confirmed. Try again with the same order: it will not be charged twice.');
    }
    if (result.status === 'succeeded') {
      d.afterCharge?.();
      await release(attempt, result);
      return;
    }
    // A payment the provider still holds open (the diner has not confirmed it yet) is not failed by a retry either.
    if (result.status === 'in_progress' || (result.status === 'not_found' && Date.now() - Date.parse(attempt.created_at) < IN_FLIGHT_MS)) {
      throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
    }
    if (result.status === 'invalid') {
      await fail(attempt, { code: 'CARD_INVALID', message: result.message });
      throw new AppError('CARD_INVALID', result.message, [{ path: `body.card.${result.field}`, key: CARD_FIELD_KEYS[result.field] }]);
    }
    const message = result.status === 'declined' ? result.message : 'The payment did not go through. Pay again with a card.';
    await fail(attempt, { code: result.status === 'declined' ? 'PAYMENT_DECLINED' : 'NOT_CHARGED', message });
    throw new AppError('PAYMENT_DECLINED', message);
  }

  /** A new attempt after a failed one: the order goes back to pending in the same transaction. Null if another retry got there first. */
  async function nextAttempt(placed: TPlaced, previous: TPaymentAttemptRow): Promise<TPaymentAttemptRow | null> {
    const row = newAttemptRow(d.payments, {
      restaurantId: placed.row.restaurant_id,
      purpose: 'order',
      orderId: placed.row.id,
      sequence: previous.sequence + 1,
      // Points and gift cards paid their part already (order_benefits): the card pays the rest.
      amount: Number(placed.row.total) - Number(placed.row.tendered),
      currency: placed.row.currency as TCurrency,
      scopeKey: placed.row.idempotency_key,
      now: new Date().toISOString(),
    });
    try {
      return await d.writer.run(async (trx) => {
        if (!(await moveOrderPaymentStatus(trx, placed.row.id, ['failed'], 'pending', row.created_at))) return null;
        // Checked after the move, in its transaction: a void that gave the benefits back first wins (benefits-subscriber.ts).
        if (await hasReleasedBenefits(trx, placed.row.id)) throw new AppError('PAYMENT_DECLINED', 'This order has expired. Please order again.');
        await insertAttempt(trx, row);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * A retry (same Idempotency-Key, same body) of an order whose payment has not succeeded yet:
   * pending continues the open attempt under its key (the provider answers a charge it already
   * made, so a crash between charge and commit is settled, never charged twice); failed needs a
   * card and makes the next attempt. Concurrent retries of one key all charge under one key.
   */
  async function resume(placed: TPlaced, card: TCardDetails | undefined): Promise<void> {
    for (let round = 0; round < 3; round++) {
      const latest = (await latestAttemptOfOrder(d.db, placed.row.id))!;
      if (latest.status === 'succeeded') return release(latest, { providerRef: latest.provider_ref!, last4: latest.card_last4! });
      if (latest.status === 'pending' || latest.status === 'unknown') return settle(latest, card);
      if (!card) throw new AppError('PAYMENT_DECLINED', latest.failure_message ?? 'The card was declined. Pay with another card.');
      // Its offers, points and gift card amounts were given back after the failure: it cannot be paid at that price any more.
      if (await hasReleasedBenefits(d.db, placed.row.id)) throw new AppError('PAYMENT_DECLINED', 'This order has expired. Please order again.');
      assertCardUsable(d.payments, card);
      const next = await nextAttempt(placed, latest);
      if (next) return settle(next, card);
      // Another retry made the next attempt meanwhile: continue that one.
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
  }

  /** The first attempt's row, written by place-order.ts in the order's own transaction. */
  function firstAttempt(order: TOrderRow): TPaymentAttemptRow {
    return newAttemptRow(d.payments, {
      restaurantId: order.restaurant_id,
      purpose: 'order',
      orderId: order.id,
      sequence: 1,
      amount: Number(order.total) - Number(order.tendered),
      currency: order.currency as TCurrency,
      scopeKey: order.idempotency_key,
      now: order.created_at,
    });
  }

  return { firstAttempt, settle, resume, settler };
}

export type TOrderPayments = ReturnType<typeof createOrderPayments>;
