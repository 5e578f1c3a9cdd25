import { REFRESH_GRACE_MS, SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import type { TAuthSession, TSessionUser } from '@menudelite/shared/auth/contracts';
import type { TDb } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { findUserById, type TUserRow } from './repository.ts';
import { findRefreshTokenByHash, insertRefreshToken, revokeTokenIfActive, type TRefreshTokenRow } from './refresh-token-repository.ts';
import { endOneSession, type TSessionEndDeps } from './session-ending.ts';
import { findSessionEnd, insertSession, setSessionVenue } from './session-repository.ts';
import { hashToken } from './token-hash.ts';
import type { TDeps } from '../../deps.ts';

/** A session answer plus the refresh token, which the route puts only into the HttpOnly cookie. */
export type TIssuedSession = { session: TAuthSession; refreshToken: string };

export function toSessionUser(user: TUserRow): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    kind: user.kind,
    isAdminAccount: toBool(user.is_admin_account),
    restaurantId: user.restaurant_id,
  };
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
const reused = () => new AppError('TOKEN_REUSED', 'This session was used elsewhere and has been signed out. Please sign in again.');

/**
 * Sessions and their refresh-token families (RFC 9700 section 4.14.2): each sign-in starts a session
 * (a row in `sessions`, whose id access tokens carry); each refresh revokes the presented token and
 * issues its successor. A revoked token coming back means it was copied, so the session ends and
 * every holder has to sign in again, unless it comes back within REFRESH_GRACE_MS of its rotation
 * while its successor is still unused: then the first answer was lost, and it gets that same successor.
 */
export function createSessions(deps: TDeps, realtime: Pick<TRealtime, 'toSession' | 'disconnectSessions'>) {
  const ending: TSessionEndDeps = { deps, realtime };

  /** `restaurantId` is the venue the session acts for (the venue picker can switch it); the account's own venue by default. */
  async function accessFor(user: TUserRow, sessionId: string, restaurantId: string | null) {
    return deps.tokens.sign({
      userId: user.id,
      kind: user.kind,
      restaurantId,
      isAdminAccount: toBool(user.is_admin_account),
      sessionId,
    });
  }

  async function issue(db: TDb, user: TUserRow, sessionId: string, refreshToken: string, restaurantId: string | null): Promise<TIssuedSession> {
    const now = Date.now();
    await insertRefreshToken(db, {
      id: newId(),
      user_id: user.id,
      family_id: sessionId,
      token_hash: hashToken(refreshToken),
      // Sliding: every rotation pushes the end of the session 7.5 days past now.
      expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    });
    const { accessToken, accessTokenExpiry } = await accessFor(user, sessionId, restaurantId);
    return { session: { accessToken, accessTokenExpiry, user: { ...toSessionUser(user), restaurantId } }, refreshToken };
  }

  /** The lost-answer case: the presented token was rotated moments ago and its successor is still the session's unused current token. */
  async function retriedWithinGrace(presented: string, row: TRefreshTokenRow, user: TUserRow, restaurantId: string | null): Promise<TIssuedSession | null> {
    const rotatedAt = row.revoked_at === null ? Number.NaN : Date.parse(row.revoked_at);
    if (!(Date.now() - rotatedAt <= REFRESH_GRACE_MS)) return null;
    const successor = deps.tokens.refreshSuccessor(presented);
    const next = await findRefreshTokenByHash(deps.db, hashToken(successor));
    if (!next || next.family_id !== row.family_id || next.revoked_at !== null || next.expires_at <= nowIso()) return null;
    // The same refresh token; a fresh but equivalent access token (same session, same claims).
    const { accessToken, accessTokenExpiry } = await accessFor(user, row.family_id, restaurantId);
    return { session: { accessToken, accessTokenExpiry, user: { ...toSessionUser(user), restaurantId } }, refreshToken: successor };
  }

  async function reuseDetected(sessionId: string): Promise<never> {
    await endOneSession(ending, sessionId, 'token_reused');
    throw reused();
  }

  return {
    /** A new session for a fresh sign-in or sign-up; `db` may be the caller's transaction. */
    async start(db: TDb, user: TUserRow, restaurantId: string | null = user.restaurant_id): Promise<TIssuedSession> {
      const sessionId = newId();
      await insertSession(db, { id: sessionId, user_id: user.id, restaurant_id: restaurantId, created_at: nowIso(), ended_at: null, end_reason: null });
      return issue(db, user, sessionId, newSecret(), restaurantId);
    },

    /**
     * The venue picker (features/team checks the membership first): the session now acts for
     * `restaurantId`, so refreshes keep it; answers a new access token of the same session.
     */
    async switchVenue(sessionId: string, user: TUserRow, restaurantId: string): Promise<TAuthSession> {
      await setSessionVenue(deps.db, sessionId, restaurantId);
      const { accessToken, accessTokenExpiry } = await accessFor(user, sessionId, restaurantId);
      return { accessToken, accessTokenExpiry, user: { ...toSessionUser(user), restaurantId } };
    },

    async rotate(refreshToken: string | undefined): Promise<TIssuedSession> {
      if (!refreshToken) throw unauthenticated();
      const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
      if (!row) throw unauthenticated();
      // Read from the table, not the cache: a refresh must never outlive its session, even by the cache window.
      const state = await findSessionEnd(deps.db, row.family_id);
      if (!state || state.ended_at !== null) throw state?.end_reason === 'token_reused' ? reused() : unauthenticated();
      const user = await findUserById(deps.db, row.user_id);
      if (!user) throw unauthenticated();
      if (row.revoked_at !== null) return (await retriedWithinGrace(refreshToken, row, user, state.restaurant_id)) ?? reuseDetected(row.family_id);
      if (row.expires_at <= nowIso()) throw unauthenticated();

      const issued = await deps.db.transaction().execute(async (trx) => {
        // Two requests racing with one token: only the first rotates it; the second is a retry (below).
        if (!(await revokeTokenIfActive(trx, row.id, nowIso()))) return null;
        return issue(trx, user, row.family_id, deps.tokens.refreshSuccessor(refreshToken), state.restaurant_id);
      });
      if (!issued) {
        const again = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
        return (again && (await retriedWithinGrace(refreshToken, again, user, state.restaurant_id))) ?? reuseDetected(row.family_id);
      }
      realtime
        .toSession(row.family_id)
        .emit('newAccessToken', { accessToken: issued.session.accessToken, accessTokenExpiry: issued.session.accessTokenExpiry });
      return issued;
    },

    /** Sign-out ends the presented token's session; an unknown or missing token is already signed out. */
    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
      if (row) await endOneSession(ending, row.family_id, 'sign_out');
    },
  };
}
export type TSessions = ReturnType<typeof createSessions>;
