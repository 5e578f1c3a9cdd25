import type { TDb } from '../../../db/database.ts';
import type { TJobRunner } from '../../jobs/public.ts';
import { enqueueOrderLifecycle } from '../../orders/public.ts';
import type { TPaymentProvider } from '../provider.ts';
import type { TRefundedPayment } from './ask.ts';
import {
  findPaymentById,
  pendingRefundById,
  pendingRefundsBetween,
  releaseRefund,
  settleRefund,
  touchPendingRefund,
  type TPaymentRow,
  type TRefundRow,
} from './repository.ts';
import { registerRefundRetry, type TRefundRetrySource } from './retry.ts';

export const ORDER_REFUND_RETRY_JOB = 'payments.refunds';

export const refundedPaymentOf = (payment: Pick<TPaymentRow, 'provider' | 'provider_ref' | 'currency' | 'restaurant_id'>): TRefundedPayment => ({
  provider: payment.provider,
  providerRef: payment.provider_ref,
  currency: payment.currency,
  restaurantId: payment.restaurant_id,
});

/** Order refunds (payment_refunds) as the shared ask and retry loop read and settle them. */
export function orderRefundSource(db: TDb): TRefundRetrySource<TRefundRow> {
  return {
    made: (refund, providerRef, now) =>
      db.transaction().execute(async (trx) => {
        if (!(await settleRefund(trx, refund.id, 'succeeded', providerRef, now))) return false;
        // Points earned on the refunded amount are taken back (order lifecycle), with the refund's commit.
        const payment = await findPaymentById(trx, refund.payment_id);
        if (payment?.order_id) {
          await enqueueOrderLifecycle(trx, {
            kind: 'refunded',
            orderId: payment.order_id,
            restaurantId: payment.restaurant_id,
            refundId: refund.id,
            amount: Number(refund.amount),
          });
        }
        return true;
      }),
    refused: (refund, now) =>
      db.transaction().execute(async (trx) => {
        if (!(await settleRefund(trx, refund.id, 'failed', null, now))) return false;
        await releaseRefund(trx, refund.payment_id, Number(refund.amount));
        return true;
      }),
    touch: (refund, now) => touchPendingRefund(db, refund.id, now),
    pending: (after, before, limit) => pendingRefundsBetween(db, after, before, limit),
    pendingById: (id) => pendingRefundById(db, id),
    paymentOf: async (refund) => {
      const payment = await findPaymentById(db, refund.payment_id);
      return payment && refundedPaymentOf(payment);
    },
  };
}

/** Order refunds the provider did not answer are asked again every minute (refunds/retry.ts). */
export function registerOrderRefundRetry(jobs: TJobRunner, d: { db: TDb; provider: TPaymentProvider }): void {
  registerRefundRetry(jobs, d, { kind: ORDER_REFUND_RETRY_JOB, name: 'payments-refunds', source: orderRefundSource(d.db) });
}
