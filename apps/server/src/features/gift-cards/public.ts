import type { TDeps } from '../../deps.ts';
import type { TTenderProvider } from '../checkout/public.ts';
import { giftCardSecretsFor } from './secrets.ts';
import { createGiftCardTender } from './tender-provider.ts';
import { createBillGiftCardTender } from './bill-tender.ts';

/** Gift cards (docs/api/growth-gift-cards.md). Other features use only these. */
export { giftCardRoutes } from './routes.ts';
export { giftCardLifecycleSubscriber } from './lifecycle.ts';

/** The checkout's gift card tender (checkout/benefit-providers.ts). */
export function createGiftCardTenderProvider(deps: Pick<TDeps, 'config' | 'rateLimiter'>): TTenderProvider {
  return createGiftCardTender({ rateLimiter: deps.rateLimiter, secrets: giftCardSecretsFor(deps.config.DATA_DIR) });
}

/** A gift card paying a table bill share (features/bills). */
export type { TBillGiftCardTender } from './bill-tender.ts';
export function createGiftCardBillTender(deps: Pick<TDeps, 'config' | 'rateLimiter' | 'db'>) {
  return createBillGiftCardTender({ db: deps.db, rateLimiter: deps.rateLimiter, secrets: giftCardSecretsFor(deps.config.DATA_DIR) });
}
