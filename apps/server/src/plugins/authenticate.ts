import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { DEVICE_ID_HEADER, MANAGER_PIN_HEADER } from '@menudelite/shared/team/permissions';
import type { TAccessTokens, TActor, TActorMember, TActorOrigin } from '../lib/access-tokens.ts';

/** A venue actor's active membership at the token's venue (features/team), read through a short cache. */
export type TMemberLookup = (userId: string, restaurantId: string) => Promise<TActorMember | null>;

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

const headerValue = (request: FastifyRequest, name: string, max: number): string | null => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
};

function originOf(request: FastifyRequest): TActorOrigin {
  const pin = headerValue(request, MANAGER_PIN_HEADER, 16);
  return {
    deviceId: headerValue(request, DEVICE_ID_HEADER, 64),
    userAgent: headerValue(request, 'user-agent', 300),
    ip: request.ip,
    managerPin: pin,
  };
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
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { tokens: TAccessTokens; memberOf?: TMemberLookup }) => {
  const actorOf = async (request: FastifyRequest): Promise<TActor | null> => {
    const token = bearerToken(request);
    const actor = token ? await opts.tokens.verify(token) : null;
    if (!actor || actor.kind !== 'venue' || !actor.restaurantId || !opts.memberOf) return actor;
    // A token acting for a venue is only as good as the membership behind it: a suspended or removed
    // member's token is no token (401), and a role change applies to the next request.
    const member = await opts.memberOf(actor.userId, actor.restaurantId);
    return member ? { ...actor, member, origin: originOf(request) } : null;
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
