import type { TDeps } from '../../deps.ts';
import { loyaltyImageIdsInUse } from '../loyalty/public.ts';
import { deleteExpiredRefreshTokens, purgeFinishedSessions } from '../auth/public.ts';
import { purgeUnreferencedImages } from '../media/public.ts';
import { imageIdsInUse } from '../menu/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { pruneOldStaffEvents } from '../staff-events/public.ts';
import { purgeFinishedBefore } from './repository.ts';

const DAY_MS = 24 * 3_600_000;
/** Rate-limit windows are at most an hour (lib/rate-limiter.ts rules); a day-old row counts nothing. */
export const RATE_LIMIT_ROWS_KEPT_MS = DAY_MS;
/** Succeeded jobs are kept a week for the admin to look at; failed ones a month, to be retried or understood. */
export const SUCCEEDED_JOBS_KEPT_MS = 7 * DAY_MS;
export const FAILED_JOBS_KEPT_MS = 30 * DAY_MS;

/** An upload nothing uses yet may belong to a form still being filled in: it is kept a day before it counts as unreferenced. */
export const UNREFERENCED_UPLOAD_GRACE_MS = DAY_MS;

export const PURGE_JOB = 'maintenance.purge';

/** A /media/ image named anywhere in the venue's branding (cover, logo, welcome screen, popup, banners). */
const MEDIA_ID_IN_URL = /\/media\/[0-9a-f-]{36}\/([0-9a-f-]{36})-(?:sm|md|lg)\.webp/g;

/** The images a venue shows: its menu items' (through menu's public.ts) and its branding's (restaurant's). */
async function imagesInUse(db: TDeps['db'], restaurantId: string): Promise<Set<string>> {
  const used = await imageIdsInUse(db, restaurantId);
  const venue = await findRestaurantById(db, restaurantId);
  const branding = venue ? [venue.cover_image_url, venue.logo_url, venue.welcome_screen, venue.popup, venue.promo_banners].join(' ') : '';
  for (const match of branding.matchAll(MEDIA_ID_IN_URL)) used.add(match[1]!);
  // The five loyalty images live on the loyalty settings, not the venue row.
  for (const id of await loyaltyImageIdsInUse(db, restaurantId)) used.add(id);
  return used;
}

/**
 * What the daily purge removes (docs/decisions.md "Durable jobs", purge policy). Each step is
 * idempotent, so a retry after a partial run is harmless. Answers what each step removed.
 */
export async function purgeOnce(deps: Pick<TDeps, 'db' | 'rateLimiter' | 'config'>, now = new Date()): Promise<Record<string, number>> {
  const iso = now.toISOString();
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return {
    refreshTokens: await deleteExpiredRefreshTokens(deps.db, iso),
    sessions: await purgeFinishedSessions(deps.db, now),
    rateLimits: await deps.rateLimiter.purgeOlderThan(RATE_LIMIT_ROWS_KEPT_MS, now),
    staffEvents: await pruneOldStaffEvents(deps.db, now),
    succeededJobs: await purgeFinishedBefore(deps.db, 'succeeded', before(SUCCEEDED_JOBS_KEPT_MS)),
    failedJobs: await purgeFinishedBefore(deps.db, 'failed', before(FAILED_JOBS_KEPT_MS)),
    uploads: await purgeUnreferencedImages(deps.db, deps.config.DATA_DIR, before(UNREFERENCED_UPLOAD_GRACE_MS), (id) => imagesInUse(deps.db, id)),
  };
}

/** Every day at 03:30 UTC, scheduled once per occurrence however many processes run. */
export function registerPurgeJobs(deps: Pick<TDeps, 'db' | 'rateLimiter' | 'config' | 'jobs'>): void {
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
