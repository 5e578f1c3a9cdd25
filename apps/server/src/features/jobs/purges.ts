import type { TDeps } from '../../deps.ts';
import { deleteExpiredRefreshTokens } from '../auth/public.ts';
import { pruneOldStaffEvents } from '../staff-events/public.ts';
import { purgeFinishedBefore } from './repository.ts';

const DAY_MS = 24 * 3_600_000;
/** Rate-limit windows are at most an hour (lib/rate-limiter.ts rules); a day-old row counts nothing. */
export const RATE_LIMIT_ROWS_KEPT_MS = DAY_MS;
/** Succeeded jobs are kept a week for the admin to look at; failed ones a month, to be retried or understood. */
export const SUCCEEDED_JOBS_KEPT_MS = 7 * DAY_MS;
export const FAILED_JOBS_KEPT_MS = 30 * DAY_MS;

export const PURGE_JOB = 'maintenance.purge';

/**
 * What the daily purge removes (docs/decisions.md "Durable jobs", purge policy). Each step is
 * idempotent, so a retry after a partial run is harmless. Answers what each step removed.
 */
export async function purgeOnce(deps: Pick<TDeps, 'db' | 'rateLimiter'>, now = new Date()): Promise<Record<string, number>> {
  const iso = now.toISOString();
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return {
    refreshTokens: await deleteExpiredRefreshTokens(deps.db, iso),
    rateLimits: await deps.rateLimiter.purgeOlderThan(RATE_LIMIT_ROWS_KEPT_MS, now),
    staffEvents: await pruneOldStaffEvents(deps.db, now),
    succeededJobs: await purgeFinishedBefore(deps.db, 'succeeded', before(SUCCEEDED_JOBS_KEPT_MS)),
    failedJobs: await purgeFinishedBefore(deps.db, 'failed', before(FAILED_JOBS_KEPT_MS)),
  };
}

/** Every day at 03:30 UTC, scheduled once per occurrence however many processes run. */
export function registerPurgeJobs(deps: Pick<TDeps, 'db' | 'rateLimiter' | 'jobs'>): void {
  deps.jobs.define(PURGE_JOB, async () => {
    await purgeOnce(deps);
  });
  deps.jobs.addRecurring({
    name: 'purge',
    cron: '30 3 * * *',
    kind: PURGE_JOB,
    targets: async () => [{ key: 'platform', timeZone: 'UTC', payload: {} }],
  });
}
