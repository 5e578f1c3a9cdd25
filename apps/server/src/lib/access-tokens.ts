import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_MS } from '@menudelite/shared/auth/session';
import type { TPermission } from '@menudelite/shared/team/permissions';

/** The caller's membership at the token's venue, read per request (through a short cache) by the authenticate hook. */
export type TActorMember = { id: string; name: string; role: string; permissions: readonly TPermission[] };

/** Who is calling, as the access token says. The tenant (restaurantId) never comes from a request body. */
export type TActor = {
  userId: string;
  kind: 'venue' | 'customer';
  restaurantId: string | null;
  isAdminAccount: boolean;
  /** The session (refresh-token family) this access token was issued from: it dies with it, and socket pushes go to it alone. */
  sessionId: string;
  /**
   * Not in the token: the authenticate hook fills it from the team feature on every request, so a
   * role change or suspension is seen within the membership cache window. Undefined when unread.
   */
  member?: TActorMember | null;
  /** Where the request came from (filled by the authenticate hook): the audit log records it, manager approval reads its PIN. */
  origin?: TActorOrigin;
};

/** The device a staff request came from. The manager PIN is request-scoped and never logged or stored. */
export type TActorOrigin = { deviceId: string | null; userAgent: string | null; ip: string; managerPin: string | null };

/** A verified token: its actor and when it expires (epoch ms), which sockets use to drop themselves on time. */
export type TVerifiedToken = { actor: TActor; expiresAt: number };

/** Whether a session is still live; the auth feature answers it from the sessions table through a short cache. */
export type TSessionCheck = (sessionId: string) => Promise<boolean>;

export type TAccessTokens = {
  sign: (actor: TActor) => Promise<{ accessToken: string; accessTokenExpiry: number }>;
  /** The actor of a valid token of a live session, else null (bad signature, expired, missing claims, ended session). */
  verify: (token: string) => Promise<TActor | null>;
  verifyWithExpiry: (token: string) => Promise<TVerifiedToken | null>;
  /**
   * The refresh token that follows `refreshToken` in its family: an HMAC of it under the server key.
   * Deterministic, so a refresh retried within the grace window gets the same successor without any
   * token being stored in the clear; unguessable without both the previous token and the key.
   */
  refreshSuccessor: (refreshToken: string) => string;
};

const ISSUER = 'menudelite';

export function createAccessTokens(secret: Uint8Array, options: { isSessionLive: TSessionCheck; lifetimeMs?: number }): TAccessTokens {
  const lifetimeMs = options.lifetimeMs ?? ACCESS_TOKEN_LIFETIME_MS;
  const successorKey = createHmac('sha256', secret).update('menudelite refresh-token successor v1').digest();

  async function verifyWithExpiry(token: string): Promise<TVerifiedToken | null> {
    let payload;
    try {
      // A token without exp would never end; without iat or sub it is not one we issued.
      ({ payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] }));
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || (payload.k !== 'venue' && payload.k !== 'customer')) return null;
    if (typeof payload.s !== 'string' || typeof payload.exp !== 'number') return null;
    // Only now, for a token that is otherwise valid, does the request pay for the session lookup.
    if (!(await options.isSessionLive(payload.s))) return null;
    const actor: TActor = {
      userId: payload.sub,
      kind: payload.k,
      restaurantId: typeof payload.r === 'string' ? payload.r : null,
      isAdminAccount: payload.a === true,
      sessionId: payload.s,
    };
    return { actor, expiresAt: payload.exp * 1000 };
  }

  return {
    async sign(actor) {
      // exp has whole-second precision; the answer states the same instant the token does.
      const accessTokenExpiry = Math.floor((Date.now() + lifetimeMs) / 1000) * 1000;
      const accessToken = await new SignJWT({ k: actor.kind, r: actor.restaurantId, a: actor.isAdminAccount, s: actor.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(accessTokenExpiry / 1000)
        .sign(secret);
      return { accessToken, accessTokenExpiry };
    },
    verifyWithExpiry,
    async verify(token) {
      return (await verifyWithExpiry(token))?.actor ?? null;
    },
    refreshSuccessor(refreshToken) {
      return createHmac('sha256', successorKey).update(refreshToken).digest('base64url');
    },
  };
}
