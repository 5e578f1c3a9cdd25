import type { TDb } from '../../db/database.ts';
import { isSessionLive } from './session-repository.ts';

/** How long one process trusts a "live" answer. Ended sessions 401 within this long in every other process. */
export const SESSION_CHECK_CACHE_MS = 500;
const MAX_ENTRIES = 50_000;

type TEntry = { live: boolean; checkedAt: number };

export type TSessionLiveness = {
  isLive: (sessionId: string) => Promise<boolean>;
  /** This process ended these sessions: answer "ended" at once instead of after the cache window. */
  markEnded: (sessionIds: readonly string[]) => void;
};

/**
 * The revocation check of every authenticated request: a primary-key read of the sessions table,
 * remembered for at most SESSION_CHECK_CACHE_MS, with concurrent checks of one session sharing one
 * read. An ended session never comes back, so "ended" is remembered for good (until evicted).
 */
export function createSessionLiveness(db: TDb, options: { cacheMs?: number; now?: () => number } = {}): TSessionLiveness {
  const cacheMs = options.cacheMs ?? SESSION_CHECK_CACHE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry>();
  const reading = new Map<string, Promise<boolean>>();

  function remember(sessionId: string, entry: TEntry): void {
    entries.delete(sessionId);
    entries.set(sessionId, entry);
    // Maps iterate in insertion order: the first key is the least recently stored.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  function read(sessionId: string): Promise<boolean> {
    // The answer's age counts from before the read, so a read racing an end is never trusted too long.
    const startedAt = now();
    const pending = isSessionLive(db, sessionId)
      .then((live) => {
        const known = entries.get(sessionId);
        if (!(known && !known.live)) remember(sessionId, { live, checkedAt: startedAt });
        return live && !(known && !known.live);
      })
      .finally(() => reading.delete(sessionId));
    reading.set(sessionId, pending);
    return pending;
  }

  return {
    async isLive(sessionId) {
      const known = entries.get(sessionId);
      if (known && (!known.live || now() - known.checkedAt < cacheMs)) return known.live;
      return reading.get(sessionId) ?? read(sessionId);
    },
    markEnded(sessionIds) {
      for (const id of sessionIds) remember(id, { live: false, checkedAt: now() });
    },
  };
}
