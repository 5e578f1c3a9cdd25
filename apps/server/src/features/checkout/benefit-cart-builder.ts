import type { TQuoteRequest } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import type { TBenefitCart } from './benefit-providers.ts';
import { createCheckoutService } from './service.ts';

export type TBenefitCartBuilder = (restaurantId: string, body: TQuoteRequest, customerUserId: string | null) => Promise<TBenefitCart>;

/** For the offers dialog: a quote body priced into the providers' cart by the quote's own steps (and its own 4xx). */
export function createBenefitCartBuilder(deps: Pick<TDeps, 'db' | 'catalogs' | 'payments' | 'benefits'>): TBenefitCartBuilder {
  const service = createCheckoutService(deps.db, deps.catalogs, deps.payments, deps.benefits);
  return (restaurantId, body, customerUserId) => service.benefitCart(restaurantId, body, customerUserId);
}
