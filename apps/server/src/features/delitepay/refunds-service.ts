import type { TDelitePayRefundResponse } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TRefund, TRefundRequest } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { askForRefund, type TPaymentProvider } from '../payments/public.ts';
import { recordAudit } from '../team/public.ts';
import { findVenuePayment, REFUNDABLE_STATUSES, reserveRefund, type TDelitePayPaymentRow } from './payments-repository.ts';
import { delitePayRefundSource, refundedPaymentOf } from './refund-source.ts';
import { findRefundByKey, insertDelitePayRefund, pendingRefundTotal, type TDelitePayRefundRow } from './refunds-repository.ts';
import { toTransaction } from './transaction-mapper.ts';
import { findLinkById } from './links-repository.ts';

/** Refunds give money back: 'money.refund' (owners and managers), as order refunds; without it 403. */
export const REFUND_ACCESS = 'money.refund';

const toRefund = (row: TDelitePayRefundRow): TRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status as TRefund['status'],
  reason: row.reason,
  createdAt: row.created_at,
});

const aboveCaptured = (code: 'VALIDATION_FAILED' | 'CONFLICT', left: number, currency: TCurrency) =>
  code === 'VALIDATION_FAILED'
    ? invalidField('body.amount', 'refundAboveCaptured', { left: formatMoney(left, currency) })
    : keyedError('CONFLICT', 'refundAboveCaptured', { path: 'body.amount', params: { left: formatMoney(left, currency) } });

/**
 * Partial and full refunds of DelitePay payments through the payment's provider, in the pattern of
 * features/payments/refunds: the amount is reserved on the payment by a conditional update and the
 * refund row written (with its audit entry) in one transaction, then the provider is asked with the
 * refund's id as its idempotency key, then the row is settled (a refusal gives the reservation back;
 * a provider that cannot be reached leaves it pending, answered 201 with status pending, and the
 * retry job finishes it). Refunds never total more than was captured; of two racing, one gets 409.
 */
export function createDelitePayRefunds(d: { db: TDb; provider: TPaymentProvider }) {
  const source = delitePayRefundSource(d.db);
  /**
   * Asks the provider (payments' shared ask): a refusal answers 402 (the reservation was given back); an
   * unreachable provider, or a refund past the 23 h key window, leaves it pending for the retry job or staff.
   */
  async function complete(payment: TDelitePayPaymentRow, refund: TDelitePayRefundRow): Promise<TDelitePayRefundRow> {
    const outcome = await askForRefund(d, source, refundedPaymentOf(payment), refund);
    if (outcome.status === 'failed') throw new AppError('PAYMENT_DECLINED', `The payment provider refused the refund: ${outcome.message}`);
    return outcome.status === 'succeeded' ? { ...refund, status: 'succeeded', provider_ref: outcome.providerRef } : refund;
  }

  async function answer(restaurantId: string, refund: TDelitePayRefundRow): Promise<TDelitePayRefundResponse> {
    const payment = (await findVenuePayment(d.db, restaurantId, refund.payment_id))!;
    const link = payment.link_id ? await findLinkById(d.db, payment.link_id) : undefined;
    return { refund: toRefund(refund), transaction: toTransaction(payment, link?.description ?? null, await pendingRefundTotal(d.db, payment.id)) };
  }

  return async function refund(actor: TActor | null, paymentId: string, body: TRefundRequest, key: string | undefined): Promise<TDelitePayRefundResponse> {
    const restaurantId = requireVenuePermission(actor, REFUND_ACCESS);
    const payment = await findVenuePayment(d.db, restaurantId, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    const currency = payment.currency as TCurrency;
    const idempotencyKey = key ?? newId();
    const replay = async (): Promise<TDelitePayRefundResponse | null> => {
      const existing = await findRefundByKey(d.db, restaurantId, idempotencyKey);
      if (!existing) return null;
      if (existing.payment_id !== payment.id || existing.amount !== body.amount) {
        throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different refund');
      }
      if (existing.status === 'failed') throw new AppError('PAYMENT_DECLINED', 'This refund was refused by the payment provider');
      // A retry after a crash or a timeout asks the provider again under the same key: still one refund.
      return answer(restaurantId, await complete(payment, existing));
    };
    const replayed = await replay();
    if (replayed) return replayed;

    if (!REFUNDABLE_STATUSES.includes(payment.status) || !payment.provider_ref) throw aboveCaptured('CONFLICT', 0, currency);
    // Only the gateway that took the money can give it back (the venue switched gateways since).
    if (payment.provider !== d.provider.name) throw keyedError('CONFLICT', 'refundOtherGateway', { params: { gateway: payment.provider } });
    const left = payment.total - payment.refunded_amount;
    if (body.amount > left) throw aboveCaptured('VALIDATION_FAILED', left, currency);

    const now = new Date().toISOString();
    const row: TDelitePayRefundRow = {
      id: newId(),
      payment_id: payment.id,
      restaurant_id: restaurantId,
      amount: body.amount,
      currency,
      status: 'pending',
      provider_ref: null,
      reason: body.reason || null,
      idempotency_key: idempotencyKey,
      created_by_member_id: actor?.member?.id ?? null,
      created_at: now,
      updated_at: now,
    };
    try {
      await d.db.transaction().execute(async (trx) => {
        if (!(await reserveRefund(trx, payment.id, body.amount))) {
          const fresh = await findVenuePayment(trx, restaurantId, payment.id);
          throw aboveCaptured('CONFLICT', fresh ? fresh.total - fresh.refunded_amount : 0, currency);
        }
        await insertDelitePayRefund(trx, row);
        // The audit log's refund action (its wording is translated): the target says it is a DelitePay payment, not an order.
        await recordAudit(trx, actor!, restaurantId, {
          action: 'order.refunded',
          targetType: 'delitePayPayment',
          targetId: payment.id,
          details: { paymentId: payment.id, refundId: row.id, amount: body.amount, currency, reason: row.reason, reference: payment.reference },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const raced = await replay();
        if (raced) return raced;
      }
      throw error;
    }
    return answer(restaurantId, await complete(payment, row));
  };
}
