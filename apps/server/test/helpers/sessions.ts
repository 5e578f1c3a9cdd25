import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import type { TDb } from '../../src/db/database.ts';
import { nowIso } from '../../src/db/rows.ts';
import type { TAccessTokens, TActor } from '../../src/lib/access-tokens.ts';
import { newId } from '../../src/lib/ids.ts';

/** A live sessions row of its own (no sign-in, no refresh token). */
export async function insertLiveSession(db: TDb, userId: string, restaurantId: string | null): Promise<string> {
  const sessionId = newId();
  await db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: userId, restaurant_id: restaurantId, created_at: nowIso(), ended_at: null, end_reason: null })
    .execute();
  return sessionId;
}

/**
 * An access token of a live session without going through sign-in (tests that need only a tenant):
 * access tokens die with their session, so every token needs a sessions row behind it.
 */
export async function sessionToken(deps: { db: TDb; tokens: TAccessTokens }, actor: Omit<TActor, 'sessionId'>): Promise<string> {
  const sessionId = await insertLiveSession(deps.db, actor.userId, actor.restaurantId);
  if (actor.kind === 'venue' && actor.restaurantId) await ensureMember(deps.db, actor.userId, actor.restaurantId, 'owner');
  return (await deps.tokens.sign({ ...actor, sessionId })).accessToken;
}

/**
 * A venue token acts only with a membership behind it (features/team): tests that need just a tenant
 * get an active member of `role` (owner by default) for the account, unless one exists. A venue id
 * that does not exist gets none (its token then answers 401, like a removed member's).
 */
export async function ensureMember(db: TDb, userId: string, restaurantId: string, role = 'owner'): Promise<void> {
  const venue = await db.selectFrom('restaurants').select('id').where('id', '=', restaurantId).executeTakeFirst();
  const known = await db.selectFrom('team_members').select('id').where('restaurant_id', '=', restaurantId).where('user_id', '=', userId).executeTakeFirst();
  if (!venue || known) return;
  const now = nowIso();
  await db
    .insertInto('team_members')
    .values({
      id: newId(),
      restaurant_id: restaurantId,
      user_id: userId,
      name: 'Test staff',
      display_id: null,
      role,
      status: 'active',
      pin_hash: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A client socket of `origin`, connected with an access token; reconnection off so a disconnect stays one. */
export function connectSocket(origin: string, accessToken: string, isRestaurant = false): Promise<Socket> {
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    query: { authorization: accessToken, ...(isRestaurant ? { isRestaurant: 'true' } : {}) },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the disconnect reason, or "still connected" if none comes within `ms`. */
export function disconnectOf(socket: Socket, ms = 1000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
