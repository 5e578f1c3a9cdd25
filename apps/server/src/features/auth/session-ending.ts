import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { endSession, endSessionsOfUser, type TSessionEndReason } from './session-repository.ts';

export type TSessionEndDeps = { deps: Pick<TDeps, 'db' | 'sessionLiveness'>; realtime: Pick<TRealtime, 'disconnectSessions'> };

/**
 * After the sessions' rows say "ended" (committed): this process stops trusting its cache at once,
 * and their sockets are disconnected in every process (the Socket.IO adapter carries it, see socket.ts).
 * Other processes' caches follow within SESSION_CHECK_CACHE_MS.
 */
export function announceSessionsEnded(ctx: TSessionEndDeps, sessionIds: readonly string[]): void {
  if (sessionIds.length === 0) return;
  ctx.deps.sessionLiveness.markEnded(sessionIds);
  ctx.realtime.disconnectSessions(sessionIds);
}

export async function endOneSession(ctx: TSessionEndDeps, sessionId: string, reason: TSessionEndReason): Promise<void> {
  const now = nowIso();
  await ctx.deps.db.transaction().execute((trx) => endSession(trx, sessionId, reason, now));
  announceSessionsEnded(ctx, [sessionId]);
}

/** Ends a user's sessions in `db` (the caller's transaction, if any); announce the answer after the commit. */
export function endSessionRows(db: TDb, who: { userId: string; restaurantId?: string | undefined }, reason: TSessionEndReason): Promise<string[]> {
  return endSessionsOfUser(db, who, reason, nowIso());
}
