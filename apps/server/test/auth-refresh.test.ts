import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME, SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { countRows, expectError, refreshTokenOf, signUp, withRefreshCookie } from './helpers/accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refresh(token?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', ...(token ? { cookies: withRefreshCookie(token) } : {}) });
}

function signOut(token?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signout', ...(token ? { cookies: withRefreshCookie(token) } : {}) });
}

async function activeTokensOf(userId: string): Promise<number> {
  const rows = await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  return rows.length;
}

describe('POST /api/auth/refresh', () => {
  it('rotates: answers a new session and a new cookie, and revokes the presented token', async () => {
    const { session, refreshToken } = await signUp(t.app);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual(session.user);
    expect(res.json().accessToken).toEqual(expect.any(String));
    const next = refreshTokenOf(res);
    expect(next).not.toBe(refreshToken);
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await activeTokensOf(session.user.id)).toBe(1);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('slides the session: each rotation moves its end to 7.5 days after the rotation', async () => {
    const { session, refreshToken } = await signUp(t.app);
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('refresh_tokens').set({ expires_at: soon }).where('user_id', '=', session.user.id).execute();
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
    const newest = await t.db
      .selectFrom('refresh_tokens')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', session.user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(newest.expires_at > soon).toBe(true);
    expect(Date.parse(newest.expires_at) - Date.parse(newest.created_at)).toBe(SESSION_LIFETIME_MS);
  });

  it('treats a reused token as theft: 401 TOKEN_REUSED, and the newest token of the chain no longer refreshes', async () => {
    const { session, refreshToken: first } = await signUp(t.app);
    const second = refreshTokenOf(await refresh(first));
    const third = refreshTokenOf(await refresh(second));
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: session.user.email, password: 'Tasty!Menu9' },
    });
    const otherDeviceToken = refreshTokenOf(otherDevice);

    const before = await countRows(t.db);
    const reuse = await refresh(first);
    expectError(reuse, 401, 'TOKEN_REUSED');
    expect(reuse.cookies.find((c) => c.name === REFRESH_COOKIE_NAME && c.value)).toBeUndefined();
    expect(await countRows(t.db)).toEqual(before);

    expectError(await refresh(third), 401, 'TOKEN_REUSED');
    expectError(await refresh(second), 401, 'TOKEN_REUSED');
    // A separate sign-in is a separate chain and stays signed in.
    expect((await refresh(otherDeviceToken)).statusCode).toBe(200);
  });

  it('answers two simultaneous refreshes with one token with the same successor (the grace window), which then refreshes on', async () => {
    const { refreshToken } = await signUp(t.app);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((res) => refreshTokenOf(res));
    expect(second).toBe(first);
    expect((await refresh(first!)).statusCode).toBe(200);
  });

  it('answers 204 without a cookie (a visitor: nothing to refresh), and 401 UNAUTHENTICATED for an unknown token and for an expired one', async () => {
    const visitor = await refresh();
    expect(visitor.statusCode).toBe(204);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    expectError(await refresh('x'.repeat(43)), 401, 'UNAUTHENTICATED');

    const { session, refreshToken } = await signUp(t.app);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.id)
      .execute();
    const before = await countRows(t.db);
    expectError(await refresh(refreshToken), 401, 'UNAUTHENTICATED');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('accepts an empty JSON body, as some HTTP clients send one', async () => {
    const { refreshToken } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      cookies: withRefreshCookie(refreshToken),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/signout', () => {
  it('answers 204, clears the cookie and revokes the whole chain', async () => {
    const { session, refreshToken: first } = await signUp(t.app);
    const second = refreshTokenOf(await refresh(first));
    const res = await signOut(second);
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await activeTokensOf(session.user.id)).toBe(0);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('answers 204 without a cookie', async () => {
    expect((await signOut()).statusCode).toBe(204);
  });
});
