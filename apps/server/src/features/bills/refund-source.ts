import type { TPaymentAttemptRow, TRefundedPayment, TRefundRetrySource } from '../payments/public.ts';
import { findAttempt } from '../payments/public.ts';
import { emitBillChanged } from './events.ts';
import type { TBillPayDeps } from './pay.ts';
import { findBillPayment, type TBillPaymentRow } from './payments-repository.ts';
import {
  pendingBillRefundById,
  pendingBillRefundsBetween,
  releaseBillRefund,
  settleBillRefund,
  touchPendingBillRefund,
  type TBillRefundRow,
} from './refunds-repository.ts';
import { touchBill } from './repository.ts';

/** Kept apart from orders' and DelitePay's: each refund table's job fails on its own. */
export const BILL_REFUND_RETRY_JOB = 'bills.refunds';

/** What the provider needs of a bill card payment: its attempt's gateway and reference. */
export const refundedPaymentOf = (payment: TBillPaymentRow, attempt: TPaymentAttemptRow | null | undefined): TRefundedPayment => ({
  provider: attempt?.provider ?? null,
  providerRef: attempt?.provider_ref ?? null,
  currency: payment.currency,
  restaurantId: payment.restaurant_id,
});

/**
 * Bill refunds (bill_refunds) as the shared ask, retry loop and webhook match read and settle them
 * (features/payments/refunds). A refusal gives the reservation back with the bill's new version (the
 * bill shows each payment's refunded total), then tells the bill's viewers.
 */
export function billRefundSource(d: TBillPayDeps): TRefundRetrySource<TBillRefundRow> {
  return {
    made: (refund, providerRef, now) => d.db.transaction().execute((trx) => settleBillRefund(trx, refund.id, 'succeeded', providerRef, now)),
    async refused(refund, now) {
      const released = await d.db.transaction().execute(async (trx) => {
        if (!(await settleBillRefund(trx, refund.id, 'failed', null, now))) return false;
        await Promise.all([releaseBillRefund(trx, refund.bill_payment_id, refund.amount), touchBill(trx, refund.bill_id, now)]);
        return true;
      });
      if (released) await emitBillChanged(d, refund.restaurant_id, refund.bill_id);
      return released;
    },
    touch: (refund, now) => touchPendingBillRefund(d.db, refund.id, now),
    pending: (after, before, limit) => pendingBillRefundsBetween(d.db, after, before, limit),
    pendingById: (id) => pendingBillRefundById(d.db, id),
    paymentOf: async (refund) => {
      const payment = await findBillPayment(d.db, refund.bill_payment_id);
      if (!payment?.attempt_id) return undefined;
      return refundedPaymentOf(payment, await findAttempt(d.db, payment.attempt_id));
    },
  };
}
