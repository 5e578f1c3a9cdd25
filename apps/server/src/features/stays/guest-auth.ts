import type { FastifyRequest } from 'fastify';
import { GUEST_TOKEN_HEADER } from '@menudelite/shared/hotel/contracts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveGuestSession, type TGuestSessionInfo } from './guest-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by guestSessionPreHandler: the hotel guest whose X-Guest-Token came with the request. */
    guest?: TGuestSessionInfo;
  }
}

/** A guest route's preHandler: the X-Guest-Token must belong to a live session of an open stay, else 401. */
export function guestSessionPreHandler(db: TDb) {
  return async (request: FastifyRequest) => {
    const header = request.headers[GUEST_TOKEN_HEADER];
    const token = typeof header === 'string' ? header : undefined;
    const guest = await resolveGuestSession(db, token);
    if (!guest) throw new AppError('UNAUTHENTICATED', 'Sign in to the guest app again (room code, or room number and last name)');
    request.guest = guest;
  };
}

/** The guest of a request that passed guestSessionPreHandler. */
export function guestOf(request: FastifyRequest): TGuestSessionInfo {
  if (!request.guest) throw new AppError('UNAUTHENTICATED', 'Sign in to the guest app again');
  return request.guest;
}
