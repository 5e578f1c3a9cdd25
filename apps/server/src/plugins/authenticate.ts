import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TAccessTokens, TActor } from '../lib/access-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: TActor | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller: 401 without a valid token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for routes anyone may call but a signed-in caller gets more from (checkout):
     * request.actor is the caller with a valid token, else null. A bad, expired or ended token is
     * treated as no token, so a diner with a stale token can still order as a guest.
     */
    optionalAuthenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Reads the bearer access token into request.actor; services decide what the actor may do. Only
 * routes with one of these hooks pay for verifying (and the session check): public routes never do.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { tokens: TAccessTokens }) => {
  const actorOf = async (request: FastifyRequest): Promise<TActor | null> => {
    const token = bearerToken(request);
    return token ? opts.tokens.verify(token) : null;
  };
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    request.actor = actor;
  });
  app.decorate('optionalAuthenticate', async (request: FastifyRequest) => {
    request.actor = await actorOf(request);
  });
});

/** For services: the actor a route's authenticate hook has already checked. */
export function requireActor(request: FastifyRequest): TActor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.actor;
}
