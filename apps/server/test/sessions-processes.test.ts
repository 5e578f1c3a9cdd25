import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../src/app.ts';
import { SESSION_CHECK_CACHE_MS } from '../src/features/auth/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, signUp, withRefreshCookie } from './helpers/accounts.ts';
import { connectSocket, disconnectOf } from './helpers/sessions.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CI = process.env.CI === 'true' || process.env.CI === '1';

function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** A second server process on the same database: its own app, session cache and Socket.IO server. */
async function secondProcess(t: TTestApp): Promise<FastifyInstance> {
  const { app } = await buildApp(t.deps.config, { db: t.db, dialect: t.deps.dialect, close: async () => undefined });
  await app.ready();
  return app;
}

const me = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/restaurant/me', headers });
const signOut = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(refreshToken) });

/** Milliseconds until `app` answers the bearer 401, polling every 20 ms (fails the test past 3 s). */
async function msUntil401(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < 3000) {
    if ((await me(app, headers)).statusCode === 401) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the bearer still works after 3 s');
}

describe('sessions end in every process', () => {
  let a: TTestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a sign-out in one process makes the other answer 401 within the cache window (under one second)', async () => {
    expect(SESSION_CHECK_CACHE_MS).toBeLessThan(1000);
    for (let run = 0; run < 3; run++) {
      const account = await signUp(a.app);
      // The other process has just checked this session and trusts "live" for a while.
      expect((await me(b, bearer(account.session))).statusCode).toBe(200);
      expect((await signOut(a.app, account.refreshToken)).statusCode).toBe(204);
      expect((await me(a.app, bearer(account.session))).statusCode).toBe(401);
      expect(await msUntil401(b, bearer(account.session))).toBeLessThan(1000);
    }
  });
});

// Locally a missing Redis skips the socket half (the default path needs none); in CI it must be there.
const runs = CI || (await redisReachable());

describe.runIf(runs)('socket disconnects across processes through Redis', () => {
  let a: TTestApp;
  let b: FastifyInstance;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await secondProcess(a);
    origin = await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  it('signing out through process A disconnects the session’s socket held by process B', async () => {
    const account = await signUp(a.app);
    const socket = await connectSocket(origin, account.session.accessToken, true);
    sockets.push(socket);
    // The streams adapter starts reading shortly after start: wait until A's broadcasts reach B.
    const restaurantId = account.session.user.restaurantId!;
    const sent = { offset: 1, tableId: 't', tableDisplayId: '1', createdAt: new Date(0).toISOString() };
    const heard = new Promise((resolve) => socket.once('callWaiterReceived', resolve));
    let ready = false;
    for (let attempt = 0; attempt < 20 && !ready; attempt++) {
      a.app.realtime.toRestaurant(restaurantId).emit('callWaiterReceived', sent);
      ready = await Promise.race([heard.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 250))]);
    }
    expect(ready).toBe(true);

    const ended = disconnectOf(socket);
    expect((await signOut(a.app, account.refreshToken)).statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
    expect(await msUntil401(b, bearer(account.session))).toBeLessThan(1000);
  });
});
