import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createClient } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  SOCKET_PATH,
  SOCKET_PING_INTERVAL_MS,
  orderRoom,
  restaurantRoom,
  sessionRoom,
  userRoom,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@menudelite/shared/socket/events';
import type { TAccessTokens } from '../lib/access-tokens.ts';

export type TRealtime = {
  io: Server<TClientToServerEvents, TServerToClientEvents>;
  toRestaurant: (restaurantId: string) => ReturnType<Server<TClientToServerEvents, TServerToClientEvents>['to']>;
  toUser: (userId: string) => ReturnType<Server<TClientToServerEvents, TServerToClientEvents>['to']>;
  toSession: (sessionId: string) => ReturnType<Server<TClientToServerEvents, TServerToClientEvents>['to']>;
  toOrder: (orderId: string) => ReturnType<Server<TClientToServerEvents, TServerToClientEvents>['to']>;
  /** Disconnects every socket of these sessions, in every process (through the adapter when REDIS_URL is set). */
  disconnectSessions: (sessionIds: readonly string[]) => void;
  /** The ordering feature says which order tokens open which order rooms (joinOrder). */
  setOrderAccess: (check: TOrderAccessCheck) => void;
};

export type TOrderAccessCheck = (orderId: string, token: string) => boolean | Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: TRealtime;
  }
}

/** Where a socket keeps the expiry (epoch ms) of the token it is living on. */
type TSocketData = { tokenExpiresAt?: number };

/** Until the ordering feature registers its check, no order room can be joined. */
const refuseEveryOrder: TOrderAccessCheck = () => false;

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Socket.IO on the same HTTP server. SPEC section 7: the client authenticates with an
 * `authorization` query value and marks itself a restaurant client; staff join their venue's room.
 * Diners may connect without a token (their rooms arrive with ordering).
 */
export const socketPlugin = fp(async (app: FastifyInstance, opts: { tokens: TAccessTokens; redisUrl?: string | undefined }) => {
  const io = new Server<TClientToServerEvents, TServerToClientEvents>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingTimeout: SOCKET_PING_INTERVAL_MS,
  });

  let redis: ReturnType<typeof createClient> | undefined;
  if (opts.redisUrl) {
    redis = createClient({ url: opts.redisUrl });
    await redis.connect();
    io.adapter(createAdapter(redis));
  }

  io.use(async (socket, next) => {
    const token = firstValue(socket.handshake.query.authorization)?.replace(/^Bearer\s+/, '');
    const wantsRestaurant = firstValue(socket.handshake.query.isRestaurant) === 'true';
    const verified = token ? await opts.tokens.verifyWithExpiry(token) : null;
    if (token && !verified) return next(new Error('unauthorized'));
    const actor = verified?.actor;
    if (verified) (socket.data as TSocketData).tokenExpiresAt = verified.expiresAt;
    if (wantsRestaurant && (actor?.kind !== 'venue' || !actor.restaurantId)) return next(new Error('unauthorized'));
    if (actor) {
      await socket.join(userRoom(actor.userId));
      if (actor.sessionId) await socket.join(sessionRoom(actor.sessionId));
      if (wantsRestaurant && actor.restaurantId) await socket.join(restaurantRoom(actor.restaurantId));
    }
    next();
  });

  let orderAccess: TOrderAccessCheck = refuseEveryOrder;
  io.on('connection', (socket) => {
    // A signed-in socket lives on its token: it is dropped when the token expires, unless the session
    // pushed a newer one (newAccessToken after a refresh; the push reaches this process however it was sent).
    let expiryTimer: NodeJS.Timeout | undefined;
    const dropAt = (expiresAt: number) => {
      clearTimeout(expiryTimer);
      expiryTimer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
      expiryTimer.unref();
    };
    const data = socket.data as TSocketData;
    if (data.tokenExpiresAt !== undefined) {
      dropAt(data.tokenExpiresAt);
      socket.onAnyOutgoing((event, payload: { accessTokenExpiry?: unknown }) => {
        if (event === 'newAccessToken' && typeof payload?.accessTokenExpiry === 'number') dropAt((data.tokenExpiresAt = payload.accessTokenExpiry));
      });
      socket.on('disconnect', () => clearTimeout(expiryTimer));
    }
    socket.on('ping', (ack) => typeof ack === 'function' && ack({ at: Date.now() }));
    // A diner's status page: the order token from checkout admits it to that order's room.
    socket.on('joinOrder', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const orderId = typeof payload?.orderId === 'string' ? payload.orderId : '';
      const token = typeof payload?.token === 'string' ? payload.token : '';
      if (!orderId || !token || !(await orderAccess(orderId, token))) return ack({ ok: false, error: 'NOT_FOUND' });
      await socket.join(orderRoom(orderId));
      ack({ ok: true });
    });
  });

  app.decorate('realtime', {
    io,
    toRestaurant: (restaurantId: string) => io.to(restaurantRoom(restaurantId)),
    toUser: (userId: string) => io.to(userRoom(userId)),
    toSession: (sessionId: string) => io.to(sessionRoom(sessionId)),
    toOrder: (orderId: string) => io.to(orderRoom(orderId)),
    disconnectSessions: (sessionIds: readonly string[]) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    setOrderAccess: (check: TOrderAccessCheck) => {
      orderAccess = check;
    },
  });

  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await redis?.quit().catch(() => undefined);
  });
});
