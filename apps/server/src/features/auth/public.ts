import { SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import type { TDeps } from '../../deps.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { announceSessionsEnded, endSessionRows } from './session-ending.ts';
import { deleteFinishedSessions, type TSessionEndReason } from './session-repository.ts';

export { createSessionLiveness, SESSION_CHECK_CACHE_MS, type TSessionLiveness } from './session-liveness.ts';
export type { TSessionEndReason };

/**
 * Ends a user's live sessions (only those acting for `restaurantId`, when given: a staff member
 * removed from one venue stays signed in to others): their refresh tokens stop refreshing, their
 * access tokens answer 401 within SESSION_CHECK_CACHE_MS in every process, and their sockets are
 * disconnected in every process. Answers how many sessions it ended.
 */
export async function endSessionsOf(
  ctx: { deps: Pick<TDeps, 'db' | 'sessionLiveness'>; realtime: Pick<TRealtime, 'disconnectSessions'> },
  who: { userId: string; restaurantId?: string | undefined; reason: TSessionEndReason },
): Promise<number> {
  const ids = await ctx.deps.db.transaction().execute((trx) => endSessionRows(trx, who, who.reason));
  announceSessionsEnded(ctx, ids);
  return ids.length;
}

/** The jobs feature's daily purge drops refresh tokens past their expiry. */
export { deleteExpiredRefreshTokens } from './expired-token-repository.ts';

/** Accounts for the team feature (invites, members' e-mails, a person's venues) and its sessions at a chosen venue. */
export { createStaffAccount, findUserByEmail, findUserById, findUsersByIds, setHomeVenue, type TUserRow } from './team-accounts.ts';
export { createSessions, type TIssuedSession, type TSessions } from './sessions.ts';
export { setRefreshCookie } from './cookie.ts';

/** The users table is this feature's: the customer feature reads a diner's account through this. */
export { findCustomerById } from './repository.ts';

/** Ended sessions are kept this long (their end_reason explains a sign-out), then purged. */
export const ENDED_SESSIONS_KEPT_MS = 30 * 24 * 3_600_000;

/**
 * For the daily purge: drops sessions that can never be used again. A session none of whose refresh
 * tokens is still valid is at least a session lifetime old, which also spares sessions made without
 * a refresh token (tests, benches). Answers how many.
 */
export function purgeFinishedSessions(db: TDeps['db'], now = new Date()): Promise<number> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return deleteFinishedSessions(db, now.toISOString(), ago(ENDED_SESSIONS_KEPT_MS), ago(SESSION_LIFETIME_MS));
}
