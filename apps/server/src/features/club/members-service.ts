import type { TClubMember, TClubMemberQuery } from '@menudelite/shared/growth/club';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { findUsersByIds } from '../auth/public.ts';
import { decodeCursor, pageFrom } from './cursor.ts';
import { toSubscription } from './mapper.ts';
import { findPlansByIds } from './plans-repository.ts';
import { listVenueSubscriptions } from './subscriptions-repository.ts';
import { venueById } from './venue.ts';

/** Staff: the venue's club members, newest first, filtered by status. */
export function createClubMembersService(db: TDb) {
  return {
    async list(actor: TActor | null, query: TClubMemberQuery): Promise<TPage<TClubMember>> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const venue = await venueById(db, restaurantId);
      const rows = await listVenueSubscriptions(db, restaurantId, { limit: query.limit + 1, before: decodeCursor(query.cursor), status: query.status });
      const page = pageFrom(rows, query.limit, (r) => r);
      const plans = new Map((await findPlansByIds(db, [...new Set(page.items.map((r) => r.plan_id))])).map((p) => [p.id, p]));
      const users = new Map((await findUsersByIds(db, [...new Set(page.items.map((r) => r.customer_user_id))])).map((u) => [u.id, u]));
      return {
        items: page.items.map((row) => {
          const user = users.get(row.customer_user_id);
          return { ...toSubscription(row, plans.get(row.plan_id), venue.name), customerName: user?.full_name ?? '', customerEmail: user?.email ?? '' };
        }),
        nextCursor: page.nextCursor,
      };
    },
  };
}
