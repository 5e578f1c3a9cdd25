import { SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import type { TAuthSession, TSessionUser } from '@menudelite/shared/auth/contracts';
import type { TDb } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { findUserById, type TUserRow } from './repository.ts';
import { findRefreshTokenByHash, insertRefreshToken, revokeFamily, revokeTokenIfActive } from './refresh-token-repository.ts';
import { hashToken } from './token-hash.ts';

/** A session answer plus the refresh token, which the route puts only into the HttpOnly cookie. */
export type TIssuedSession = { session: TAuthSession; refreshToken: string };
export type TAccessTokenPush = (sessionId: string, payload: { accessToken: string; accessTokenExpiry: number }) => void;

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
 * Refresh-token families (RFC 9700 section 4.14.2): each sign-in starts a family; each refresh
 * revokes the presented token and issues the next one. A revoked token coming back means it was
 * copied, so the whole family is revoked and every holder has to sign in again.
 */
export function createSessions(deps: TDeps, pushAccessToken: TAccessTokenPush) {
  async function issue(db: TDb, user: TUserRow, familyId: string): Promise<TIssuedSession> {
    const refreshToken = newSecret();
    const now = Date.now();
    await insertRefreshToken(db, {
      id: newId(),
      user_id: user.id,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      // Sliding: every rotation pushes the end of the session 7.5 days past now.
      expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    });
    const { accessToken, accessTokenExpiry } = await deps.tokens.sign({
      userId: user.id,
      kind: user.kind,
      restaurantId: user.restaurant_id,
      isAdminAccount: toBool(user.is_admin_account),
      sessionId: familyId,
    });
    return { session: { accessToken, accessTokenExpiry, user: toSessionUser(user) }, refreshToken };
  }

  return {
    /** A new family for a fresh sign-in or sign-up; `db` may be the caller's transaction. */
    start(db: TDb, user: TUserRow): Promise<TIssuedSession> {
      return issue(db, user, newId());
    },

    async rotate(refreshToken: string | undefined): Promise<TIssuedSession> {
      if (!refreshToken) throw unauthenticated();
      const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
      if (!row) throw unauthenticated();
      const now = nowIso();
      if (row.revoked_at !== null) {
        await revokeFamily(deps.db, row.family_id, now);
        throw reused();
      }
      if (row.expires_at <= now) throw unauthenticated();
      const user = await findUserById(deps.db, row.user_id);
      if (!user) throw unauthenticated();

      const issued = await deps.db.transaction().execute(async (trx) => {
        // Two requests racing with one token: only the first revokes it; the second is a reuse.
        if (!(await revokeTokenIfActive(trx, row.id, now))) return null;
        return issue(trx, user, row.family_id);
      });
      if (!issued) {
        await revokeFamily(deps.db, row.family_id, now);
        throw reused();
      }
      pushAccessToken(row.family_id, { accessToken: issued.session.accessToken, accessTokenExpiry: issued.session.accessTokenExpiry });
      return issued;
    },

    /** Sign-out ends the presented token's whole family; an unknown or missing token is already signed out. */
    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
      if (row) await revokeFamily(deps.db, row.family_id, nowIso());
    },
  };
}
export type TSessions = ReturnType<typeof createSessions>;
