import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';
import { AppError } from './app-error.ts';

export type TRateLimitRule = { name: string; limit: number; windowMs: number };

/**
 * Fixed-window counters kept in the database, so every server process shares them
 * (ARCHITECTURE: no in-memory state that must be shared).
 */
export function createRateLimiter(db: TDb) {
  async function hit(rule: TRateLimitRule, subject: string): Promise<number> {
    const windowStart = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
    const row = await db
      .insertInto('rate_limits')
      .values({ key: `${rule.name}:${subject}`, window_start: windowStart, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end`,
          window_start: sql<number>`excluded.window_start`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  }

  return {
    /** Counts one attempt for each subject and throws 429 when any is over its limit. */
    async consume(rule: TRateLimitRule, subjects: string[]): Promise<void> {
      for (const subject of subjects) {
        if ((await hit(rule, subject)) > rule.limit) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
        }
      }
    },
    /** Drops counters whose window started more than `ms` ago (the daily purge job); answers how many went. */
    async purgeOlderThan(ms: number, now = new Date()): Promise<number> {
      const result = await db
        .deleteFrom('rate_limits')
        .where('window_start', '<', now.getTime() - ms)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type TRateLimiter = ReturnType<typeof createRateLimiter>;
