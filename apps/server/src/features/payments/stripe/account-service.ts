import type { TStripeAccount } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../../db/database.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { findStripeAccountId, setStripeAccountId } from '../../restaurant/public.ts';

/** Connect: a venue's own Stripe account is one of its payment settings (settings.change). */
export function createStripeAccountService(db: TDb) {
  return {
    async get(actor: TActor | null): Promise<TStripeAccount> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      return { accountId: await findStripeAccountId(db, restaurantId) };
    },
    async set(actor: TActor | null, body: TStripeAccount): Promise<TStripeAccount> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      await setStripeAccountId(db, restaurantId, body.accountId);
      return { accountId: body.accountId };
    },
  };
}
