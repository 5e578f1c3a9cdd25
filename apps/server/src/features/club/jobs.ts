import type { TDb } from '../../db/database.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { CLUB_RENEW_JOB, CLUB_SETTLE_JOB, type TClubBilling } from './billing.ts';
import { findPlansByIds } from './plans-repository.ts';
import { findSubscription } from './subscriptions-repository.ts';
import { venueById } from './venue.ts';

/** The club's durable jobs: the renewal at each period's end (and its grace retries), and settling a first charge a crash left open. */
export function registerClubJobs(jobs: Pick<TJobRunner, 'define'>, db: TDb, billing: TClubBilling): void {
  jobs.define<{ subscriptionId: string; period: number }>(CLUB_RENEW_JOB, async ({ subscriptionId, period }) => {
    const sub = await findSubscription(db, subscriptionId);
    if (!sub) return;
    const venue = await venueById(db, sub.restaurant_id);
    const [plan] = await findPlansByIds(db, [sub.plan_id]);
    await billing.renew(subscriptionId, period, venue.timeZone, plan?.name ?? '');
  });
  jobs.define<{ subscriptionId: string }>(CLUB_SETTLE_JOB, async ({ subscriptionId }) => {
    const sub = await findSubscription(db, subscriptionId);
    if (!sub) return;
    await billing.settleIncomplete(subscriptionId, (await venueById(db, sub.restaurant_id)).timeZone);
  });
}
