import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import {
  markAttemptFailed,
  markAttemptSucceeded,
  settleReportedRefunds,
  type TAttemptSettler,
  type TPaymentAttemptRow,
  type TPaymentProvider,
} from '../payments/public.ts';
import { countLinkPayment, findLinkById, releaseLink } from './links-repository.ts';
import { newId } from '../../lib/ids.ts';
import {
  duplicateKeyOf,
  findPaymentById,
  findPaymentByKey,
  insertDelitePayment,
  markPaymentFailed,
  markPaymentSucceeded,
  raiseRefundedTotal,
  type TDelitePayPaymentRow,
} from './payments-repository.ts';
import { delitePayRefundSource, refundedPaymentOf } from './refund-source.ts';
import { insertDelitePayRefund, pendingRefundsOf } from './refunds-repository.ts';
import { newSecretToken } from './tokens.ts';

/**
 * The payment an attempt charges for. An attempt's key is `purpose:restaurantId:scopeKey:sequence`
 * (payments/attempts.ts newAttemptRow) and DelitePay's scope key is the payment's own id, so the
 * attempt names its payment without a lookup table.
 */
export function paymentIdOf(attempt: Pick<TPaymentAttemptRow, 'purpose' | 'restaurant_id' | 'idempotency_key' | 'sequence'>): string | null {
  const prefix = `${attempt.purpose}:${attempt.restaurant_id}:`;
  const suffix = `:${attempt.sequence}`;
  const key = attempt.idempotency_key;
  if (!key.startsWith(prefix) || !key.endsWith(suffix)) return null;
  return key.slice(prefix.length, key.length - suffix.length) || null;
}

export type TSettleDeps = {
  db: TDb;
  /** Asked for the refunds it holds when Stripe reports a charge refunded (settleReportedRefunds). */
  provider: TPaymentProvider;
  /** Runs in the transaction that marks a payment succeeded (the receipt job is enqueued there). */
  afterPaid?: (trx: TDb, payment: TDelitePayPaymentRow) => Promise<void>;
  /** Runs in the transaction that records a duplicate charge and its refund (the refund job is asked to run at once). */
  afterDuplicate?: (trx: TDb, refundId: string) => Promise<void>;
};

/**
 * A second charge for a payment already paid (an earlier attempt's card form confirmed after another
 * attempt paid, or the other way round): its own row, status `duplicate`, so staff see it on
 * /paymentPageTransactions, and a pending refund of all of it, reserved at once, which the refund job
 * asks the provider for (docs/decisions.md "DelitePay: a duplicate charge is given back").
 */
async function recordDuplicate(
  trx: TDb,
  payment: TDelitePayPaymentRow,
  attempt: TPaymentAttemptRow,
  charge: { providerRef: string; last4: string },
  now: string,
): Promise<string> {
  const total = Number(attempt.amount);
  const duplicate: TDelitePayPaymentRow = {
    ...payment,
    id: newId(),
    idempotency_key: duplicateKeyOf(attempt.id),
    success_token: newSecretToken(),
    status: 'duplicate',
    provider: attempt.provider,
    provider_ref: charge.providerRef,
    card_last4: charge.last4,
    failure_message: `A second charge for payment ${payment.id}: refunded in full`,
    attempt_id: attempt.id,
    attempt_sequence: attempt.sequence,
    total,
    refunded_amount: total,
    created_at: now,
    paid_at: now,
    updated_at: now,
  };
  await insertDelitePayment(trx, duplicate);
  const refundId = newId();
  await insertDelitePayRefund(trx, {
    id: refundId,
    payment_id: duplicate.id,
    restaurant_id: payment.restaurant_id,
    amount: total,
    currency: payment.currency,
    status: 'pending',
    provider_ref: null,
    reason: 'Duplicate charge',
    idempotency_key: duplicateKeyOf(attempt.id),
    created_by_member_id: null,
    created_at: now,
    updated_at: now,
  });
  return refundId;
}

/**
 * Mark paid third: the attempt, the payment and its link move together in one transaction. Every
 * step is idempotent (the checkout's settler has the same shape), so the paying request, the
 * reconciliation job and Stripe's webhook may all settle the same attempt and only the first counts.
 */
export function createDelitePaySettler(d: TSettleDeps): TAttemptSettler {
  const refunds = delitePayRefundSource(d.db);
  async function succeeded(attempt: TPaymentAttemptRow, charge: { providerRef: string; last4: string }): Promise<void> {
    const paymentId = paymentIdOf(attempt);
    const now = new Date().toISOString();
    await d.db.transaction().execute(async (trx) => {
      const firstTime = await markAttemptSucceeded(trx, attempt.id, charge, now);
      const payment = paymentId ? await findPaymentById(trx, paymentId) : undefined;
      if (!payment) return;
      if (payment.status === 'succeeded') {
        // Paid already, by another attempt: this is a second charge for the same payment, recorded and given back.
        if (firstTime && payment.attempt_id !== attempt.id && payment.provider_ref !== charge.providerRef) {
          const refundId = await recordDuplicate(trx, payment, attempt, charge, now);
          await d.afterDuplicate?.(trx, refundId);
        }
        return;
      }
      if (!(await markPaymentSucceeded(trx, payment.id, attempt, charge, now))) return;
      if (payment.link_id) {
        const link = await findLinkById(trx, payment.link_id);
        if (link) await countLinkPayment(trx, { id: link.id, reusable: toBool(link.reusable) }, payment.total, now);
      }
      await d.afterPaid?.(trx, { ...payment, status: 'succeeded', provider_ref: charge.providerRef, card_last4: charge.last4, paid_at: now });
    });
  }

  /** A decline or no charge: the payment fails and a single-use link it held is free again. A succeeded payment stays as it is. */
  async function failed(attempt: TPaymentAttemptRow, failure: { code: string; message: string }): Promise<void> {
    const paymentId = paymentIdOf(attempt);
    const now = new Date().toISOString();
    await d.db.transaction().execute(async (trx) => {
      if (!(await markAttemptFailed(trx, attempt.id, failure, now)) || !paymentId) return;
      const payment = await findPaymentById(trx, paymentId);
      if (!payment || !(await markPaymentFailed(trx, payment.id, attempt.id, failure.message, now))) return;
      if (payment.link_id) await releaseLink(trx, payment.link_id, payment.id, now);
    });
  }

  /**
   * Stripe's refunded total for the row the attempt's charge paid (the payment, or the duplicate it made);
   * then its pending refunds Stripe holds (an answer lost after Stripe acted) are settled, matched by our
   * refund id in Stripe's record, never asked again (safe past the 23 h key window too).
   */
  async function refunded(attempt: TPaymentAttemptRow, amountRefunded: number): Promise<boolean> {
    const paymentId = paymentIdOf(attempt);
    const payment = paymentId ? await findPaymentById(d.db, paymentId) : undefined;
    if (!payment) return false;
    const row = payment.attempt_id === attempt.id ? payment : await findPaymentByKey(d.db, payment.restaurant_id, duplicateKeyOf(attempt.id));
    if (!row) return false;
    const raised = await raiseRefundedTotal(d.db, row.id, amountRefunded);
    const settled = await settleReportedRefunds(d, refunds, refundedPaymentOf(row), await pendingRefundsOf(d.db, row.id));
    return raised || settled > 0;
  }

  return { succeeded, failed, refunded };
}
