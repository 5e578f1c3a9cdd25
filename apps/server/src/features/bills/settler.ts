import { nowIso } from '../../db/rows.ts';
import { markAttemptFailed, markAttemptSucceeded, settleReportedRefunds, type TAttemptSettler } from '../payments/public.ts';
import { settleFailed, settleSucceeded, type TBillPayDeps } from './pay.ts';
import { billRefundSource, refundedPaymentOf } from './refund-source.ts';
import { raiseRefunded } from './refund-settle.ts';
import { pendingRefundsOfPayment } from './refunds-repository.ts';
import { findBillPaymentByAttempt } from './payments-repository.ts';

/**
 * How a settled 'bill' attempt reaches its bill payment, for Stripe's webhook and the
 * reconciliation job (features/payments): the same settle as the request path, so a payment
 * confirmed in the browser, or left pending by a crash, ends like any other.
 */
export function billAttemptSettler(d: TBillPayDeps): TAttemptSettler {
  return {
    async succeeded(attempt, charge) {
      const payment = await findBillPaymentByAttempt(d.db, attempt.id);
      if (payment) await settleSucceeded(d, payment.id, charge);
      else await markAttemptSucceeded(d.db, attempt.id, charge, nowIso());
    },
    /**
     * Stripe's charge.refunded for a bill payment (ours or the Dashboard's): its refunded total rises to
     * Stripe's, never falls; then its pending refunds Stripe holds (an answer lost after Stripe acted)
     * are settled, matched by our refund id in Stripe's record, never asked again.
     */
    async refunded(attempt, amountRefunded) {
      const payment = await findBillPaymentByAttempt(d.db, attempt.id);
      if (!payment) return false;
      const raised = await raiseRefunded(d, payment, amountRefunded);
      const settled = await settleReportedRefunds(
        { db: d.db, provider: d.payments },
        billRefundSource(d),
        refundedPaymentOf(payment, attempt),
        await pendingRefundsOfPayment(d.db, payment.id),
      );
      return raised || settled > 0;
    },
    async failed(attempt, failure) {
      const payment = await findBillPaymentByAttempt(d.db, attempt.id);
      if (payment) await settleFailed(d, payment.id, failure);
      else await markAttemptFailed(d.db, attempt.id, failure, nowIso());
    },
  };
}
