import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { refreshTokenOf, signUp, withRefreshCookie } from './helpers/accounts.ts';

let t: TTestApp;
let origin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(accessToken: string): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], query: { authorization: accessToken }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('refresh pushes the new access token to the user’s sockets', () => {
  it('emits newAccessToken with the refreshed token to that user only', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const ownerSocket = await connect(owner.session.accessToken);
    const strangerSocket = await connect(stranger.session.accessToken);
    const strangerEvents: unknown[] = [];
    strangerSocket.on('newAccessToken', (payload) => strangerEvents.push(payload));
    const pushed = new Promise<{ accessToken: string; accessTokenExpiry: number }>((resolve) => ownerSocket.on('newAccessToken', resolve));

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(owner.refreshToken) });
    expect(res.statusCode).toBe(200);
    refreshTokenOf(res);
    expect(await pushed).toEqual({ accessToken: res.json().accessToken, accessTokenExpiry: res.json().accessTokenExpiry });

    // A round trip on the stranger's socket proves any event for it would have arrived by now.
    await new Promise((resolve) => strangerSocket.emit('ping', resolve));
    expect(strangerEvents).toEqual([]);
  });
});
