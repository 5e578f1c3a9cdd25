import type { TDb } from '../../db/database.ts';
import type { TActorMember } from '../../lib/access-tokens.ts';
import { findMemberOfUser } from './member-repository.ts';
import { resolveRole } from './roles.ts';

/** As long as the session check's cache (features/auth SESSION_CHECK_CACHE_MS): a role change is seen within it everywhere. */
export const MEMBER_CACHE_MS = 500;
const MAX_ENTRIES = 50_000;

type TEntry = { member: TActorMember | null; checkedAt: number };

export type TMemberDirectory = {
  /** The active membership of a person at a venue, with its role's permissions; null when none (removed, suspended). */
  memberOf: (userId: string, restaurantId: string) => Promise<TActorMember | null>;
  /** This process changed that membership (or a custom role): read it again on the next request. */
  forget: (restaurantId: string, userId?: string) => void;
};

/**
 * The per-request membership read of the authenticate hook: one indexed read (two for a custom
 * role), remembered for at most MEMBER_CACHE_MS, concurrent reads of one key sharing one query.
 */
export function createMemberDirectory(db: TDb, options: { cacheMs?: number; now?: () => number } = {}): TMemberDirectory {
  const cacheMs = options.cacheMs ?? MEMBER_CACHE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry>();
  const reading = new Map<string, Promise<TActorMember | null>>();
  // Bumped by forget(): a read that started before it must not store its now-stale answer.
  let generation = 0;

  async function load(userId: string, restaurantId: string): Promise<TActorMember | null> {
    const row = await findMemberOfUser(db, restaurantId, userId);
    if (!row || row.status !== 'active') return null;
    const role = await resolveRole(db, restaurantId, row.role);
    return { id: row.id, name: row.name, role: row.role, permissions: role?.permissions ?? [] };
  }

  return {
    async memberOf(userId, restaurantId) {
      const key = `${restaurantId}\u0000${userId}`;
      const known = entries.get(key);
      if (known && now() - known.checkedAt < cacheMs) return known.member;
      const pending = reading.get(key);
      if (pending) return pending;
      const startedAt = now();
      const startedIn = generation;
      const read = load(userId, restaurantId)
        .then((member) => {
          if (startedIn === generation) {
            entries.delete(key);
            entries.set(key, { member, checkedAt: startedAt });
            if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          }
          return member;
        })
        .finally(() => reading.delete(key));
      reading.set(key, read);
      return read;
    },
    forget(restaurantId, userId) {
      generation += 1;
      for (const key of entries.keys()) if (key.startsWith(`${restaurantId}\u0000`) && (!userId || key.endsWith(`\u0000${userId}`))) entries.delete(key);
      for (const key of reading.keys()) if (key.startsWith(`${restaurantId}\u0000`)) reading.delete(key);
    },
  };
}
