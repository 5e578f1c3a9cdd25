import type { TDb } from '../../db/database.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { purgeExpiredHolds } from './booking.ts';

export const PURGE_HOLDS_JOB = 'reservations.purge-holds';

/**
 * Lapsed holds are freed lazily by every booking transaction of their venue; this job also sweeps
 * all venues every 5 minutes, so a quiet venue's staff views and pacing counters drop them too.
 */
export function registerReservationJobs(jobs: Pick<TJobRunner, 'define' | 'addRecurring'>, db: TDb): void {
  jobs.define(PURGE_HOLDS_JOB, async () => {
    await db.transaction().execute((trx) => purgeExpiredHolds(trx, null, new Date().toISOString()));
  });
  jobs.addRecurring({
    name: 'reservations-purge-holds',
    cron: '*/5 * * * *',
    kind: PURGE_HOLDS_JOB,
    targets: async () => [{ key: 'platform', timeZone: 'UTC', payload: {} }],
  });
}
