import type { TCustomer } from '@menudelite/shared/customer/contracts';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import { toBool } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findCustomerById } from '../auth/public.ts';

/** Venue users have no customer record: they get the same 404 as a missing customer. */
function requireCustomerId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'customer') throw notFound('Customer');
  return actor.userId;
}

const emptyPage = <T>(): TPage<T> => ({ items: [], nextCursor: null });

export function createCustomerService(deps: TDeps) {
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

    /** Offers arrive with the loyalty issue; until then every customer has an empty first page. */
    async listOffers(actor: TActor | null, _page: TPageQuery): Promise<TPage<never>> {
      requireCustomerId(actor);
      return emptyPage();
    },

    /** Rewards arrive with the loyalty issue, like offers. */
    async listRewards(actor: TActor | null, _page: TPageQuery): Promise<TPage<never>> {
      requireCustomerId(actor);
      return emptyPage();
    },
  };
}
