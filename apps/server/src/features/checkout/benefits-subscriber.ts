import { claimFailedOrderForVoid, FAILED_PAYMENT_VOID_AFTER_MS, type TClaimPaymentFailedVoid, type TOrderLifecycleSubscriber } from '../orders/public.ts';
import { releaseOrderBenefits } from './benefits-repository.ts';

/**
 * Checkout's own bookkeeping of a void: the order's benefit rows are marked given back (the providers
 * give back their own consumption from their own redemption rows), and a late card retry of that
 * order is refused (order-payment.ts).
 */
export const checkoutBenefitsSubscriber: TOrderLifecycleSubscriber = {
  name: 'checkout-benefits',
  async handle(db, event) {
    if (event.kind !== 'voided') return;
    await releaseOrderBenefits(db, event.orderId, new Date().toISOString());
  },
};

/**
 * A payment-failed void stands only if the order is still failed and untouched for the grace time;
 * claiming it and marking its benefits given back are one transaction, and a card retry checks the
 * mark in its own transaction (order-payment.ts), so exactly one of the two wins.
 */
export const claimPaymentFailedVoid: TClaimPaymentFailedVoid = (db, event) =>
  db.transaction().execute(async (trx) => {
    const cutoff = new Date(Date.now() - FAILED_PAYMENT_VOID_AFTER_MS + 1000).toISOString();
    if (!(await claimFailedOrderForVoid(trx, event.orderId, cutoff))) return false;
    await releaseOrderBenefits(trx, event.orderId, new Date().toISOString());
    return true;
  });
