import type { TDb } from '../../db/database.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { registerRefundRetry, type TPaymentProvider, type TRefundedPayment, type TRefundRetrySource } from '../payments/public.ts';
import { findPaymentById, releaseRefund, type TDelitePayPaymentRow } from './payments-repository.ts';
import { pendingRefundById, pendingRefundsBetween, settleDelitePayRefund, touchPendingRefund, type TDelitePayRefundRow } from './refunds-repository.ts';

/** Kept apart from payments.refunds: a duplicate charge's refund is enqueued under it (routes.ts), and DelitePay's table fails on its own. */
export const REFUND_RETRY_JOB = 'delitepay.refunds';

export const refundedPaymentOf = (payment: Pick<TDelitePayPaymentRow, 'provider' | 'provider_ref' | 'currency' | 'restaurant_id'>): TRefundedPayment => ({
  provider: payment.provider,
  providerRef: payment.provider_ref,
  currency: payment.currency,
  restaurantId: payment.restaurant_id,
});

/** DelitePay's refunds (delitepay_refunds) as the shared ask, retry loop and webhook match (features/payments/refunds) read and settle them. */
export function delitePayRefundSource(db: TDb): TRefundRetrySource<TDelitePayRefundRow> {
  return {
    made: (refund, providerRef, now) => db.transaction().execute((trx) => settleDelitePayRefund(trx, refund.id, 'succeeded', providerRef, now)),
    refused: (refund, now) =>
      db.transaction().execute(async (trx) => {
        if (!(await settleDelitePayRefund(trx, refund.id, 'failed', null, now))) return false;
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

/** DelitePay refunds the provider did not answer are asked again every minute (the shared loop, payments/refunds/retry.ts). */
export function registerDelitePayRefundRetry(jobs: TJobRunner, d: { db: TDb; provider: TPaymentProvider }): void {
  registerRefundRetry(jobs, d, { kind: REFUND_RETRY_JOB, name: 'delitepay-refunds', source: delitePayRefundSource(d.db) });
}
