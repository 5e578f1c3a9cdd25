import { pointsExpiringBy } from '@menudelite/shared/growth/points-math';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { lotsOf } from './balance.ts';
import { accountsWithExpiredLots, appendLedger, debitAccount, ledgerOfAccount, lockAccount, venuesWithExpiry } from './repository.ts';
import { venueRules } from './rules.ts';

export const POINTS_EXPIRY_JOB = 'points.expire';
export type TExpiryPayload = { restaurantId: string };

/**
 * Expires one account's points whose date has passed: one 'expire' row per account and venue day
 * (key expire:<account>:<local day>), decided under the account's lock, so a retried job, or a
 * redemption at the same moment, never takes twice. Answers the points expired.
 */
async function expireAccount(db: TDb, accountId: string, effectiveAt: string, now: Date, day: string): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, accountId, at);
    const { lots, spent } = lotsOf(await ledgerOfAccount(trx, accountId), effectiveAt);
    const points = Math.min(pointsExpiringBy(lots, spent, now), Number(account.balance));
    if (points <= 0) return 0;
    const written = await appendLedger(trx, {
      id: newId(),
      key: `expire:${accountId}:${day}`,
      account_id: accountId,
      restaurant_id: account.restaurant_id,
      kind: 'expire',
      points: -points,
      amount: 0,
      order_id: null,
      expires_at: null,
      note: null,
      actor_user_id: null,
      created_at: at,
    });
    if (!written) return 0;
    if (!(await debitAccount(trx, accountId, points, at))) throw new Error('points balance changed meanwhile; retrying');
    return points;
  });
}

/** One venue's daily expiry run. Answers the points expired (tests and logs). */
export async function expireVenuePoints(db: TDb, restaurantId: string, now: Date): Promise<number> {
  const rules = await venueRules(db, restaurantId);
  if (!rules || !rules.enabled || rules.expiryDays === null || !rules.expiryEffectiveAt) return 0;
  const day = format(new TZDate(now.getTime(), rules.timeZone), 'yyyy-MM-dd');
  let total = 0;
  for (const accountId of await accountsWithExpiredLots(db, restaurantId, rules.expiryEffectiveAt, now.toISOString())) {
    total += await expireAccount(db, accountId, rules.expiryEffectiveAt, now, day);
  }
  return total;
}

/** Every venue with expiry on runs the expiry at 03:10 on its own wall clock (croner handles DST). */
export function registerPointsJobs(jobs: Pick<TJobRunner, 'define' | 'addRecurring'>, db: TDb, now: () => Date = () => new Date()): void {
  jobs.define<TExpiryPayload>(POINTS_EXPIRY_JOB, async ({ restaurantId }) => {
    await expireVenuePoints(db, restaurantId, now());
  });
  jobs.addRecurring({
    name: 'points-expiry',
    cron: '10 3 * * *',
    kind: POINTS_EXPIRY_JOB,
    targets: async () => {
      const targets = [];
      for (const restaurantId of await venuesWithExpiry(db)) {
        const venue = await findRestaurantById(db, restaurantId);
        if (venue) targets.push({ key: restaurantId, timeZone: venue.time_zone, payload: { restaurantId } });
      }
      return targets;
    },
  });
}
