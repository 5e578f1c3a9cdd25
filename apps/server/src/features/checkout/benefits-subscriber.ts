import type { TOrderLifecycleSubscriber } from '../orders/public.ts';
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
