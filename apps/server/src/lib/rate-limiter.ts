import type { TDb } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { countHit, deleteWindowsBefore } from './rate-limiter-repository.ts';

export type TRateLimitRule = { name: string; limit: number; windowMs: number };

/** Counts one hit for `subject` in the rule's current fixed window; answers the window's hits. */
async function hit(rule: TRateLimitRule, subject: string, on: TDb): Promise<number> {
  const windowStart = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
  return countHit(on, `${rule.name}:${subject}`, windowStart);
}

/**
 * Fixed-window counters kept in the database, so every server process shares them
 * (ARCHITECTURE: no in-memory state that must be shared).
 */
export function createRateLimiter(db: TDb) {
  return {
    /**
     * Counts one attempt for each subject and throws 429 when any is over its limit. `on` may be a
     * transaction: the count then commits (or rolls back) with the write it limits.
     */
    async consume(rule: TRateLimitRule, subjects: string[], on: TDb = db): Promise<void> {
      for (const subject of subjects) {
        if ((await hit(rule, subject, on)) > rule.limit) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
        }
      }
    },
    /** Drops counters whose window started more than `ms` ago (the daily purge job); answers how many went. */
    async purgeOlderThan(ms: number, now = new Date()): Promise<number> {
      return deleteWindowsBefore(db, now.getTime() - ms);
    },
  };
}
export type TRateLimiter = ReturnType<typeof createRateLimiter>;
