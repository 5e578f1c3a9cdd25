import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { endSessionsOf } from '../src/features/auth/public.ts';
import { REFRESH_GRACE_MS } from '@menudelite/shared/auth/session';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, refreshTokenOf, signUp, withRefreshCookie } from './helpers/accounts.ts';
import { createOrderingVenue, dineInBody, newKey, placeOrder } from './helpers/ordering-venue.ts';
import { sessionToken } from './helpers/sessions.ts';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' });
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(token) });

/** A token signed with the server's own key and a live session, missing whatever `leave` names. */
async function handMadeToken(sessionId: string, userId: string, restaurantId: string, leave: 'exp' | 'iat' | 'sub' | 'none'): Promise<string> {
  let jwt = new SignJWT({ k: 'venue', r: restaurantId, a: false, s: sessionId }).setProtectedHeader({ alg: 'HS256' }).setIssuer('menudelite');
  if (leave !== 'sub') jwt = jwt.setSubject(userId);
  if (leave !== 'iat') jwt = jwt.setIssuedAt();
  if (leave !== 'exp') jwt = jwt.setExpirationTime('5m');
  return jwt.sign(SECRET);
}

describe('access token claims', () => {
  it('refuses a token without exp, iat or sub even when signed with the right key for a live session', async () => {
    const { session } = await signUp(t.app);
    const sessionId = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', session.user.id).executeTakeFirstOrThrow()).id;
    const { id: userId, restaurantId } = session.user;
    // The control: the same hand-made token with every claim works, so only the missing claim is refused.
    expect((await me({ authorization: `Bearer ${await handMadeToken(sessionId, userId, restaurantId!, 'none')}` })).statusCode).toBe(200);
    for (const leave of ['exp', 'iat', 'sub'] as const) {
      expectError(await me({ authorization: `Bearer ${await handMadeToken(sessionId, userId, restaurantId!, leave)}` }), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('Cache-Control: no-store on answers that carry a token', () => {
  it('sign-up, sign-in and refresh (and their errors) are never cached', async () => {
    const { session, refreshToken, email } = await signUp(t.app);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'Tasty!Menu9' } });
    const refreshed = await refresh(refreshToken);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { accountType: 'customer', email: `nostore-${newId()}@example.test`, password: 'Tasty!Menu9', fullName: 'N S' },
    });
    const refused = await refresh('x'.repeat(43));
    const visitor = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    for (const res of [signIn, refreshed, signup, refused, visitor]) expect(res.headers['cache-control'], res.body).toBe('no-store');
    expect([signIn.statusCode, refreshed.statusCode, signup.statusCode, refused.statusCode, visitor.statusCode]).toEqual([200, 200, 201, 401, 204]);
    expect(session.accessToken).toEqual(expect.any(String));
  });
});

describe(`refresh grace window (${REFRESH_GRACE_MS / 1000} s)`, () => {
  it('a lost answer: the same old token again within the window gets the same new refresh token and a working access token', async () => {
    const { refreshToken } = await signUp(t.app);
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    // The client never saw `first` and retries with the token it still has.
    const retry = await refresh(refreshToken);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(refreshTokenOf(retry)).toBe(refreshTokenOf(first));
    expect((await me(bearer(retry.json()))).statusCode).toBe(200);
    expect((await me(bearer(first.json()))).statusCode).toBe(200);
    // The pair works on: the successor refreshes once, normally.
    const next = await refresh(refreshTokenOf(retry));
    expect(next.statusCode).toBe(200);
    expect(refreshTokenOf(next)).not.toBe(refreshTokenOf(retry));
  });

  it('after the window the same reuse is theft: 401 TOKEN_REUSED and the whole session ends', async () => {
    const { refreshToken, session } = await signUp(t.app);
    const first = await refresh(refreshToken);
    // Move the rotation back past the window instead of waiting for it.
    const past = new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString();
    await t.db.updateTable('refresh_tokens').set({ revoked_at: past }).where('user_id', '=', session.user.id).where('revoked_at', 'is not', null).execute();
    expectError(await refresh(refreshToken), 401, 'TOKEN_REUSED');
    expectError(await refresh(refreshTokenOf(first)), 401, 'TOKEN_REUSED');
    expectError(await me(bearer(first.json())), 401, 'UNAUTHENTICATED');
    const row = await t.db.selectFrom('sessions').select('end_reason').where('user_id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('token_reused');
  });

  it('gives no grace to a signed-out session', async () => {
    const { refreshToken } = await signUp(t.app);
    const first = await refresh(refreshToken);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(refreshTokenOf(first)) });
    expectError(await refresh(refreshToken), 401, 'UNAUTHENTICATED');
  });
});

describe('optional authentication on checkout (one hook, no hand parsing)', () => {
  it('links a signed-in customer’s order, and treats an ended session’s token as a guest', async () => {
    const v = await createOrderingVenue(t);
    const customer = await signUp(t.app, { accountType: 'customer' });
    const linked = await placeOrder(t, v.restaurantId, dineInBody(v), newKey(), bearer(customer.session));
    expect(linked.statusCode, linked.body).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(customer.refreshToken) });
    const asGuest = await placeOrder(t, v.restaurantId, dineInBody(v), newKey(), bearer(customer.session));
    expect(asGuest.statusCode, asGuest.body).toBe(201);
    const rows = await t.db
      .selectFrom('orders')
      .select(['id', 'customer_user_id'])
      .where('id', 'in', [linked.json().orderId, asGuest.json().orderId])
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.customer_user_id]));
    expect(byId[linked.json().orderId]).toBe(customer.session.user.id);
    expect(byId[asGuest.json().orderId]).toBeNull();
  });

  it('at a venue without guest checkout, an ended session’s token is refused like no token', async () => {
    const v = await createOrderingVenue(t, { allows_guest_checkout: false });
    const userId = newId();
    const token = await sessionToken(t.deps, { userId, kind: 'customer', restaurantId: null, isAdminAccount: false });
    await endSessionsOf({ deps: t.deps, realtime: t.app.realtime }, { userId, reason: 'account_closed' });
    expectError(await placeOrder(t, v.restaurantId, dineInBody(v), newKey(), { authorization: `Bearer ${token}` }), 401, 'UNAUTHENTICATED');
    expectError(await placeOrder(t, v.restaurantId, dineInBody(v), newKey(), { authorization: 'Bearer not-a-token' }), 401, 'UNAUTHENTICATED');
  });
});
