import type { TPaymentSummary, TRefund, TRefundRequest } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/dialect-sql.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { TRateLimiter } from '../../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { approvalFor, recordAudit } from '../../team/public.ts';
import type { TPaymentProvider } from '../provider.ts';
import { askForRefund } from './ask.ts';
import { orderRefundSource, refundedPaymentOf } from './order-refunds.ts';
import { findPayment, findRefundByKey, insertRefund, listOrderPayments, listRefunds, reserveRefund, type TPaymentRow, type TRefundRow } from './repository.ts';

const toRefund = (row: TRefundRow): TRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amount: Number(row.amount),
  currency: row.currency,
  status: row.status as TRefund['status'],
  reason: row.reason,
  createdAt: row.created_at,
});

/** Front of house may open the refund dialog; the refund itself needs money.refund, or a manager's PIN (X-Manager-Pin). */
export const REFUND_ACCESS = ['money.refund', 'orders.take'] as const;

/**
 * Staff refunds, partial or full, through the payment's own provider (demo or Stripe). Write
 * first, refund second: the amount is reserved on the payment by a conditional update and the
 * refund row written in one transaction, then the provider is asked with the refund's id as its
 * idempotency key, then the row is settled (a refusal gives the reservation back; a provider that
 * cannot be reached leaves it pending, answered 201 pending, for the payments.refunds job or Stripe's
 * charge.refunded to finish). So refunds never total more than was captured, and of two refunds racing
 * for the same money one gets 409.
 */
export function createRefundService(d: { db: TDb; provider: TPaymentProvider; rateLimiter: TRateLimiter }) {
  const source = orderRefundSource(d.db);
  async function paymentOf(restaurantId: string, paymentId: string): Promise<TPaymentRow> {
    const payment = await findPayment(d.db, restaurantId, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    return payment;
  }

  async function summary(restaurantId: string, payment: TPaymentRow): Promise<TPaymentSummary> {
    const fresh = (await findPayment(d.db, restaurantId, payment.id)) ?? payment;
    const amount = Number(fresh.amount);
    const refunded = Number(fresh.refunded_amount);
    return {
      id: fresh.id,
      orderId: fresh.order_id,
      provider: fresh.provider,
      status: fresh.status,
      amount,
      refundedAmount: refunded,
      refundableAmount: fresh.status === 'succeeded' ? amount - refunded : 0,
      currency: fresh.currency,
      refunds: (await listRefunds(d.db, fresh.id)).map(toRefund),
    };
  }

  /**
   * Asks the provider for a reserved refund and settles the row: a refusal releases the reservation
   * (402); a provider that cannot be reached leaves it pending, answered as such, for the retry job.
   */
  async function complete(payment: TPaymentRow, refund: TRefundRow): Promise<TRefundRow> {
    const outcome = await askForRefund(d, source, refundedPaymentOf(payment), refund);
    if (outcome.status === 'failed') throw new AppError('PAYMENT_DECLINED', `The payment provider refused the refund: ${outcome.message}`);
    return outcome.status === 'succeeded' ? { ...refund, status: 'succeeded', provider_ref: outcome.providerRef } : refund;
  }

  return {
    /** An order's settled payments with their refunds (what the refund dialog shows). */
    async listForOrder(actor: TActor | null, orderId: string): Promise<TPaymentSummary[]> {
      const restaurantId = requireVenuePermission(actor, REFUND_ACCESS);
      const rows = await listOrderPayments(d.db, restaurantId, orderId);
      return Promise.all(rows.map((row) => summary(restaurantId, row)));
    },

    async get(actor: TActor | null, paymentId: string): Promise<TPaymentSummary> {
      const restaurantId = requireVenuePermission(actor, REFUND_ACCESS);
      return summary(restaurantId, await paymentOf(restaurantId, paymentId));
    },

    async refund(actor: TActor | null, paymentId: string, body: TRefundRequest, key: string | undefined): Promise<TRefund> {
      const restaurantId = requireVenuePermission(actor, REFUND_ACCESS);
      const payment = await paymentOf(restaurantId, paymentId);
      // A server's refund is approved by a manager's PIN on the shared device, and recorded with the approver.
      const approvedBy = await approvalFor({ db: d.db, rateLimiter: d.rateLimiter }, actor, 'money.refund');
      if (payment.kind !== 'card' || !payment.provider || !payment.provider_ref) throw new AppError('CONFLICT', 'Only a card payment can be refunded');
      const idempotencyKey = key ?? newId();
      const replay = async (): Promise<TRefund | null> => {
        const existing = await findRefundByKey(d.db, restaurantId, idempotencyKey);
        if (!existing) return null;
        if (existing.payment_id !== payment.id || Number(existing.amount) !== body.amount)
          throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different refund');
        if (existing.status === 'failed') throw new AppError('PAYMENT_DECLINED', 'This refund was refused by the payment provider');
        // A retry after a crash or a timeout asks the provider again under the same key: still one refund.
        return toRefund(await complete(payment, existing));
      };
      const replayed = await replay();
      if (replayed) return replayed;

      const now = nowIso();
      const row: TRefundRow = {
        id: newId(),
        payment_id: payment.id,
        restaurant_id: restaurantId,
        amount: body.amount,
        currency: payment.currency,
        status: 'pending',
        provider_ref: null,
        reason: body.reason ?? null,
        idempotency_key: idempotencyKey,
        created_by_member_id: actor?.member?.id ?? null,
        created_at: now,
        updated_at: now,
      };
      try {
        await d.db.transaction().execute(async (trx) => {
          if (!(await reserveRefund(trx, payment.id, body.amount))) {
            const left = payment.status === 'succeeded' ? 'more than is left to refund' : 'a payment that is not captured';
            throw new AppError('CONFLICT', `The refund would be ${left}`);
          }
          await insertRefund(trx, row);
          await recordAudit(trx, actor!, restaurantId, {
            action: 'order.refunded',
            targetType: 'order',
            targetId: payment.order_id,
            details: { paymentId: payment.id, refundId: row.id, amount: body.amount, currency: payment.currency, reason: row.reason },
            approvedBy,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const raced = await replay();
          if (raced) return raced;
        }
        throw error;
      }
      return toRefund(await complete(payment, row));
    },
  };
}
