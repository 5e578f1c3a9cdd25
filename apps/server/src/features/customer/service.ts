import type { TCustomer } from '@menudelite/shared/customer/contracts';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import { toBool } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findCustomerById } from '../auth/public.ts';
import { createCustomerPoints } from '../points/public.ts';
import type { TCustomerRewardPage } from '@menudelite/shared/growth/points';
import { createOffersPublicService } from '../offers/public.ts';
import { listCustomerOrderRows } from '../orders/public.ts';
import type { TCustomerOfferView } from '@menudelite/shared/growth/offers';

/** Venue users have no customer record: they get the same 404 as a missing customer. */
function requireCustomerId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'customer') throw notFound('Customer');
  return actor.userId;
}

export function createCustomerService(deps: TDeps) {
  const offers = createOffersPublicService(deps.db, null);
  const rewards = createCustomerPoints({ db: deps.db, now: () => new Date() });
  return {
    async getMe(actor: TActor | null): Promise<TCustomer> {
      const row = await findCustomerById(deps.db, requireCustomerId(actor));
      if (!row) throw notFound('Customer');
      return {
        id: row.id,
        email: row.email,
        fullName: row.full_name,
        isAdminAccount: toBool(row.is_admin_account),
        createdAt: row.created_at,
      };
    },

    /**
     * Offers the customer can use at the venues they know (docs/api/growth-offers.md "Customer offers"):
     * where they ordered (their last 100 orders) or used an offer; the offers feature decides the rest.
     */
    async listOffers(actor: TActor | null, page: TPageQuery): Promise<TPage<TCustomerOfferView>> {
      const customerId = requireCustomerId(actor);
      // The venues of their last 100 orders, and where they used an offer (the offers feature adds those).
      const orderedAt = [...new Set((await listCustomerOrderRows(deps.db, customerId, 100, null)).map((row) => row.restaurant_id))];
      return offers.listForCustomer(customerId, orderedAt, page);
    },

    /** The customer's membership points at every venue where they have some (the points feature decides). */
    async listRewards(actor: TActor | null, page: TPageQuery): Promise<TCustomerRewardPage> {
      return rewards.rewards(actor, page);
    },
  };
}
