import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_MS } from '@menudelite/shared/auth/session';

/** Who is calling, as the access token says. The tenant (restaurantId) never comes from a request body. */
export type TActor = {
  userId: string;
  kind: 'venue' | 'customer';
  restaurantId: string | null;
  isAdminAccount: boolean;
  /** The refresh-token family this access token was issued from; socket pushes go to it alone. */
  sessionId?: string | undefined;
};

export type TAccessTokens = {
  sign: (actor: TActor) => Promise<{ accessToken: string; accessTokenExpiry: number }>;
  verify: (token: string) => Promise<TActor | null>;
};

const ISSUER = 'menudelite';

export function createAccessTokens(secret: Uint8Array): TAccessTokens {
  return {
    async sign(actor) {
      const accessTokenExpiry = Date.now() + ACCESS_TOKEN_LIFETIME_MS;
      const accessToken = await new SignJWT({ k: actor.kind, r: actor.restaurantId, a: actor.isAdminAccount, s: actor.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(accessTokenExpiry / 1000))
        .sign(secret);
      return { accessToken, accessTokenExpiry };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || (payload.k !== 'venue' && payload.k !== 'customer')) return null;
        return {
          userId: payload.sub,
          kind: payload.k,
          restaurantId: typeof payload.r === 'string' ? payload.r : null,
          isAdminAccount: payload.a === true,
          sessionId: typeof payload.s === 'string' ? payload.s : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}
