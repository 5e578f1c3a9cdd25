import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { sessionToken } from './helpers/sessions.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

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

// Locally a missing Redis skips this file (the default path needs none); in CI it must be there.
const runs = CI || (await redisReachable());

describe.runIf(runs)('Socket.IO across two server processes through Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  let client: Socket;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    client?.close();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an event raised in one process to a staff socket held by the other', async () => {
    // The session row lives in b's schema: b verifies the socket's token.
    const accessToken = await sessionToken(b.deps, { userId: 'u1', kind: 'venue', restaurantId: 'venue-1', isAdminAccount: false });
    const address = b.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], query: { authorization: accessToken, isRestaurant: 'true' } });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });

    const sent = { offset: 1, tableId: 'table-7', tableDisplayId: '7', createdAt: new Date(0).toISOString() };
    const received = new Promise<typeof sent>((resolve) => client.once('callWaiterReceived', resolve));
    // The streams adapter starts reading shortly after start; emit until the other side hears (bounded).
    let payload: typeof sent | undefined;
    for (let attempt = 0; attempt < 20 && !payload; attempt++) {
      a.app.realtime.toRestaurant('venue-1').emit('callWaiterReceived', sent);
      payload = await Promise.race([received, new Promise<undefined>((r) => setTimeout(() => r(undefined), 250))]);
    }
    expect(payload).toEqual(sent);
  });
});
