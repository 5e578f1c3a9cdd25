import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createAccessTokens } from '../src/lib/access-tokens.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { signUp, withRefreshCookie } from './helpers/accounts.ts';
import { connectSocket, disconnectOf } from './helpers/sessions.ts';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The server's own key with a 1.5 s lifetime: the server believes these tokens and their exp. */
const shortLived = createAccessTokens(new TextEncoder().encode(JWT_SECRET), { isSessionLive: async () => true, lifetimeMs: 1500 });

let t: TTestApp;
let origin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A signed-up owner and a socket living on a token of their session that expires within 1.5 s. */
async function socketOnShortToken() {
  const account = await signUp(t.app);
  const sessionId = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', account.session.user.id).executeTakeFirstOrThrow()).id;
  const { id: userId, restaurantId } = account.session.user;
  const short = await shortLived.sign({ userId, kind: 'venue', restaurantId, isAdminAccount: false, sessionId });
  const socket = await connectSocket(origin, short.accessToken, true);
  sockets.push(socket);
  return { account, socket, expiresAt: short.accessTokenExpiry };
}

describe('a socket lives on its token', () => {
  it('is dropped when its token expires and no new one was pushed', async () => {
    const { socket, expiresAt } = await socketOnShortToken();
    expect(await disconnectOf(socket, 3000)).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 50);
  });

  it('stays connected past the old expiry once a refresh pushed a new token to it', async () => {
    const { account, socket, expiresAt } = await socketOnShortToken();
    const pushed = new Promise((resolve) => socket.once('newAccessToken', resolve));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(account.refreshToken) })).statusCode).toBe(200);
    await pushed;
    expect(await disconnectOf(socket, expiresAt - Date.now() + 1000)).toBe('still connected');
  });
});
