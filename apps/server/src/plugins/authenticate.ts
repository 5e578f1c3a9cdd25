import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TAccessTokens, TActor } from '../lib/access-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: TActor | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** Reads the bearer access token into request.actor; services decide what the actor may do. */
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { tokens: TAccessTokens }) => {
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const actor = token ? await opts.tokens.verify(token) : null;
    if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    request.actor = actor;
  });
});

/** For services: the actor a route's authenticate hook has already checked. */
export function requireActor(request: FastifyRequest): TActor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.actor;
}
