import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { createGiftCardSettler } from './activate.ts';
import { registerGiftCardDelivery } from './delivery-job.ts';
import { giftCardPublicRoutes } from './public-routes.ts';
import { giftCardSecretsFor } from './secrets.ts';
import { giftCardStaffRoutes } from './staff-routes.ts';

/**
 * Gift cards (docs/api/growth-gift-cards.md). Its settler applies settled purchase attempts (purpose
 * 'giftCard') for whoever settles them: the buying request, the reconciliation job and Stripe's webhook.
 */
export async function giftCardRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const secrets = giftCardSecretsFor(deps.config.DATA_DIR);
  const settler = createGiftCardSettler({ db: deps.db, jobs: deps.jobs, secrets });
  deps.paymentSettlers.giftCard = settler;
  registerGiftCardDelivery({ db: deps.db, jobs: deps.jobs, mailer: deps.mailer, secrets, publicUrl: deps.config.publicUrl });
  await app.register(giftCardPublicRoutes, { deps, settler, secrets });
  await app.register(giftCardStaffRoutes, { deps, secrets });
}
