import type { TClubCancelRequest, TClubSubscription } from '@menudelite/shared/growth/club';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { decodeCursor, pageFrom } from './cursor.ts';
import { toSubscription } from './mapper.ts';
import { findPlansByIds } from './plans-repository.ts';
import { requireCustomerId } from './subscribe-service.ts';
import { findSubscription, listCustomerSubscriptions, moveSubscription, type TSubscriptionRow } from './subscriptions-repository.ts';

/** A customer's own subscriptions (/profile, the club page) and cancelling one (SPEC section 4 statuses). */
export function createClubCustomerService(db: TDb) {
  async function views(rows: TSubscriptionRow[]): Promise<TClubSubscription[]> {
    const plans = new Map((await findPlansByIds(db, [...new Set(rows.map((r) => r.plan_id))])).map((p) => [p.id, p]));
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.restaurant_id))) names.set(id, (await findRestaurantById(db, id))?.name ?? '');
    return rows.map((row) => toSubscription(row, plans.get(row.plan_id), names.get(row.restaurant_id) ?? ''));
  }

  return {
    async list(actor: TActor | null, query: TPageQuery & { restaurantId?: string | undefined }): Promise<TPage<TClubSubscription>> {
      const customerId = requireCustomerId(actor);
      const rows = await listCustomerSubscriptions(db, customerId, { limit: query.limit + 1, before: decodeCursor(query.cursor) });
      const page = pageFrom(rows, query.limit, (r) => r);
      return { items: await views(page.items), nextCursor: page.nextCursor };
    },

    /**
     * atPeriodEnd: an active subscription becomes PENDING CANCELLATION and ends at the end of the
     * paid period with no further charge. At once (or a past-due one, which has no paid period
     * left): CANCELLED now; the perks stop with it and nothing is refunded (docs/api/growth-club.md).
     * Someone else's subscription is 404, as an unknown one.
     */
    async cancel(actor: TActor | null, id: string, body: TClubCancelRequest): Promise<TClubSubscription> {
      const customerId = requireCustomerId(actor);
      const sub = await findSubscription(db, id);
      if (!sub || sub.customer_user_id !== customerId) throw notFound('Subscription');
      if (sub.status === 'incomplete') throw new AppError('CONFLICT', 'The first payment of this subscription is still being taken');
      const now = nowIso();
      if (body.atPeriodEnd && sub.status === 'active') {
        await moveSubscription(db, id, ['active'], { status: 'pending_cancellation', cancel_reason: 'customer', updated_at: now });
      } else if (!(body.atPeriodEnd && sub.status === 'pending_cancellation')) {
        await moveSubscription(db, id, ['active', 'pending_cancellation', 'past_due'], {
          status: 'cancelled',
          cancelled_at: now,
          cancel_reason: 'customer',
          updated_at: now,
        });
      }
      return (await views([(await findSubscription(db, id))!]))[0]!;
    },
  };
}
