import type { TDeps } from '../deps.ts';
import { NO_BENEFIT_PROVIDERS, type TBenefitProviders } from './checkout/public.ts';
import { ORDER_LIFECYCLE_JOB, orderLifecycleHandler, type TOrderLifecycleSubscriber } from './orders/public.ts';
import { checkoutBenefitsSubscriber, claimPaymentFailedVoid } from './checkout/public.ts';
import { createOffersDiscountProvider, offersLifecycleSubscriber } from './offers/public.ts';
import { createGiftCardTenderProvider, giftCardLifecycleSubscriber } from './gift-cards/public.ts';
import { clubLifecycleSubscriber, createClubDiscountProvider } from './club/public.ts';
import { loyaltyLifecycleSubscriber } from './loyalty/public.ts';
import { createPointsTenderProvider, pointsLifecycleSubscriber } from './points/public.ts';

/**
 * Where the growth features meet checkout and the order lifecycle (docs/api/growth.md): the one place
 * that names every provider, in the order they apply. Checkout knows only the interfaces
 * (checkout/benefit-providers.ts), so a feature joins by being listed here.
 */
export function createBenefitProviders(deps: TDeps): TBenefitProviders {
  return {
    // Offers first, then the club's percent on what the offers left.
    discounts: [...NO_BENEFIT_PROVIDERS.discounts, createOffersDiscountProvider(deps), createClubDiscountProvider()],
    // Points first (never the tip), then a gift card for the rest.
    tenders: [...NO_BENEFIT_PROVIDERS.tenders, createPointsTenderProvider(deps), createGiftCardTenderProvider(deps)],
  };
}

/** Who hears that an order was paid, voided or refunded; checkout's own bookkeeping first. */
export function orderLifecycleSubscribers(_deps: TDeps): TOrderLifecycleSubscriber[] {
  return [
    checkoutBenefitsSubscriber,
    offersLifecycleSubscriber,
    clubLifecycleSubscriber,
    pointsLifecycleSubscriber,
    giftCardLifecycleSubscriber,
    loyaltyLifecycleSubscriber,
  ];
}

export function registerOrderLifecycle(deps: TDeps): void {
  deps.jobs.define(ORDER_LIFECYCLE_JOB, orderLifecycleHandler(deps.db, orderLifecycleSubscribers(deps), claimPaymentFailedVoid), { maxAttempts: 12 });
}
