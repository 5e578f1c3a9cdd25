import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { endSessionsOf } from '../src/features/auth/public.ts';
import { hashToken } from '../src/features/auth/token-hash.ts';
import { newId, newSecret } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, refreshTokenOf, signUp, withRefreshCookie, type TSignedUp } from './helpers/accounts.ts';
import { connectSocket, disconnectOf, sessionToken } from './helpers/sessions.ts';

let t: TTestApp;
let origin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(token) });

/** A signed-up venue owner whose bearer works and whose staff socket is connected. */
async function signedInWithSocket(): Promise<TSignedUp & { socket: Socket }> {
  const account = await signUp(t.app);
  expect((await me(bearer(account.session))).statusCode).toBe(200);
  const socket = await connectSocket(origin, account.session.accessToken, true);
  sockets.push(socket);
  return { ...account, socket };
}

/** The same bearer answers 401 right away, and the socket is disconnected by the server within a second. */
async function expectEnded(account: TSignedUp & { socket: Socket }, ended: Promise<string>): Promise<void> {
  expectError(await me(bearer(account.session)), 401, 'UNAUTHENTICATED');
  expect(await ended).toBe('io server disconnect');
  // A new socket with the old token is refused too.
  await expect(connectSocket(origin, account.session.accessToken)).rejects.toThrow('unauthorized');
}

describe('an access token dies with its session', () => {
  it('sign-out: 401 for the old bearer and the socket is disconnected; other sessions of the user live on', async () => {
    const account = await signedInWithSocket();
    const otherDevice = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: account.email, password: 'Tasty!Menu9' } });
    const ended = disconnectOf(account.socket);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(account.refreshToken) })).statusCode).toBe(204);
    await expectEnded(account, ended);
    expect((await me(bearer(otherDevice.json()))).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('user_id', '=', account.session.user.id)
      .where('ended_at', 'is not', null)
      .execute();
    expect(row).toEqual([{ ended_at: expect.any(String), end_reason: 'sign_out' }]);
  });

  it('password reset: every session of the account ends', async () => {
    const account = await signedInWithSocket();
    const resetToken = newSecret();
    const now = Date.now();
    await t.db
      .insertInto('password_resets')
      .values({
        id: newId(),
        user_id: account.session.user.id,
        token_hash: hashToken(resetToken),
        expires_at: new Date(now + 60_000).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const ended = disconnectOf(account.socket);
    const done = await t.app.inject({ method: 'POST', url: `/api/auth/password-reset/${resetToken}`, payload: { password: 'Another!Pass7' } });
    expect(done.statusCode).toBe(204);
    await expectEnded(account, ended);
    expectError(await refresh(account.refreshToken), 401, 'UNAUTHENTICATED');
  });

  it('refresh-token reuse: the session ends, with the access tokens issued before and after the theft', async () => {
    const account = await signedInWithSocket();
    const second = await refresh(account.refreshToken);
    const third = await refresh(refreshTokenOf(second));
    expect(third.statusCode).toBe(200);
    const ended = disconnectOf(account.socket);
    // The first token again, after its successor was already used: a copy, not a lost answer.
    expectError(await refresh(account.refreshToken), 401, 'TOKEN_REUSED');
    await expectEnded(account, ended);
    expectError(await me(bearer(third.json())), 401, 'UNAUTHENTICATED');
    expectError(await refresh(refreshTokenOf(third)), 401, 'TOKEN_REUSED');
  });

  it('endSessionsOf: ends the user’s sessions of that venue only, with their sockets', async () => {
    const account = await signedInWithSocket();
    const userId = account.session.user.id;
    const restaurantId = account.session.user.restaurantId!;
    // The same person's session acting for another venue (staff of several venues, issue 8): a member there too.
    const otherVenue = (await signUp(t.app)).session.user.restaurantId!;
    const elsewhere = { authorization: `Bearer ${await sessionToken(t.deps, { userId, kind: 'venue', restaurantId: otherVenue, isAdminAccount: false })}` };
    const customers = await t.app.inject({ method: 'GET', url: '/api/customer/me', headers: elsewhere });
    expect(customers.statusCode).not.toBe(401);

    const ended = disconnectOf(account.socket);
    const count = await endSessionsOf({ deps: t.deps, realtime: t.app.realtime }, { userId, restaurantId, reason: 'removed_from_venue' });
    expect(count).toBe(1);
    await expectEnded(account, ended);
    expectError(await refresh(account.refreshToken), 401, 'UNAUTHENTICATED');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/me', headers: elsewhere })).statusCode).not.toBe(401);

    // Without a venue: every remaining session of the user.
    expect(await endSessionsOf({ deps: t.deps, realtime: t.app.realtime }, { userId, reason: 'account_closed' })).toBe(1);
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me', headers: elsewhere }), 401, 'UNAUTHENTICATED');
    expect(await endSessionsOf({ deps: t.deps, realtime: t.app.realtime }, { userId, reason: 'account_closed' })).toBe(0);
  });

  it('refuses a token of a session that does not exist', async () => {
    const { accessToken } = await t.deps.tokens.sign({ userId: newId(), kind: 'venue', restaurantId: newId(), isAdminAccount: false, sessionId: newId() });
    expectError(await me({ authorization: `Bearer ${accessToken}` }), 401, 'UNAUTHENTICATED');
  });
});
