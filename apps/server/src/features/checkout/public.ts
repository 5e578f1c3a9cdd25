/**
 * What app.ts builds once per process for checkout: the catalog cache (one per process, shared by
 * quotes and orders) and the order writer (SQLite group commit; one queue per database).
 */
export { createCatalogCache, type TCatalogCache } from './catalog.ts';
export { createBatchWriter, type TBatchWriter } from './batch-writer.ts';
export type {
  TBenefitCart,
  TBenefitLine,
  TBenefitProviders,
  TDiscountProvider,
  TGrantedDiscount,
  TGrantedTender,
  TTenderProvider,
} from './benefit-providers.ts';
export { NO_BENEFIT_PROVIDERS } from './benefit-providers.ts';
export { checkoutBenefitsSubscriber, claimPaymentFailedVoid } from './benefits-subscriber.ts';
export { listOrderBenefits, type TOrderBenefitRow } from './benefits-repository.ts';
export { createBenefitCartBuilder, type TBenefitCartBuilder } from './benefit-cart-builder.ts';
