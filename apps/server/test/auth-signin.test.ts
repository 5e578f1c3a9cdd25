import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOKIE_NAME, SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { STRONG_PASSWORD, bearer, countRows, expectError, signUp, uniqueEmail } from './helpers/accounts.ts';

const RATE_LIMIT = 3;
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(RATE_LIMIT) });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
/** A fresh client address, so only the limit a test is about can trip. */
function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function signIn(email: string, password: string, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });
}

/** Freezes the clock a second into a minute, so a fixed one-minute rate window cannot roll over mid-test. */
function freezeClockAtStartOfMinute() {
  const startOfNextMinute = Math.ceil(Date.now() / 60_000) * 60_000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: startOfNextMinute });
}

describe('POST /api/auth/signin', () => {
  it('opens a session for the right password, with the refresh token only in a locked-down cookie', async () => {
    const { email, session: signedUp } = await signUp(t.app, { accountType: 'venue' });
    const res = await signIn(email.toUpperCase(), STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.user).toEqual(signedUp.user);
    expect(JSON.stringify(session)).not.toContain('refresh');

    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/auth', maxAge: SESSION_LIFETIME_MS / 1000 });
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', session.user.id).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie!.value);
    expect(stored).toHaveLength(2);

    const me = await t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail, and writes nothing', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    const before = await countRows(t.db);
    const wrongPassword = await signIn(email, 'Wrong!Password1');
    const unknownEmail = await signIn(uniqueEmail('nobody'), STRONG_PASSWORD);
    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for a missing password or malformed e-mail', async () => {
    expectError(await signIn('user@example.test', ''), 400, 'VALIDATION_FAILED');
    expectError(await signIn('not-an-email', STRONG_PASSWORD), 400, 'VALIDATION_FAILED');
  });

  it('answers 429 to a flood of sign-ins for one account, even with the right password, and writes nothing', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    freezeClockAtStartOfMinute();
    for (let attempt = 0; attempt < RATE_LIMIT; attempt++) {
      expectError(await signIn(email, 'Wrong!Password1'), 401, 'INVALID_CREDENTIALS');
    }
    const before = await countRows(t.db);
    const blocked = await signIn(email, STRONG_PASSWORD);
    expectError(blocked, 429, 'RATE_LIMITED');
    expect(blocked.cookies).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);

    // Another account is not affected by this one's flood.
    const other = await signUp(t.app, { accountType: 'customer' });
    expect((await signIn(other.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 to a flood of sign-ins from one address across many accounts, and writes nothing', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    const ip = freshIp();
    freezeClockAtStartOfMinute();
    for (let attempt = 0; attempt < RATE_LIMIT * 5; attempt++) {
      expectError(await signIn(uniqueEmail('guess'), 'Wrong!Password1', ip), 401, 'INVALID_CREDENTIALS');
    }
    const before = await countRows(t.db);
    expectError(await signIn(email, STRONG_PASSWORD, ip), 429, 'RATE_LIMITED');
    expect(await countRows(t.db)).toEqual(before);
    expect((await signIn(email, STRONG_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('rate limits on the other anonymous auth endpoints', () => {
  it.each([
    ['sign-up', '/api/auth/signup', () => ({ accountType: 'customer', email: uniqueEmail(), password: STRONG_PASSWORD, fullName: 'Flood' })],
    ['e-mail check', '/api/auth/email-exists', () => ({ email: uniqueEmail() })],
    ['password reset', '/api/auth/password-reset', () => ({ email: uniqueEmail() })],
  ])('limits %s requests per address', async (_name, url, payload) => {
    const ip = freshIp();
    freezeClockAtStartOfMinute();
    for (let attempt = 0; attempt < RATE_LIMIT * 5; attempt++) {
      const res = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: ip });
      expect(res.statusCode).toBeLessThan(300);
    }
    const before = await countRows(t.db);
    expectError(await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: ip }), 429, 'RATE_LIMITED');
    expect(await countRows(t.db)).toEqual(before);
  });
});
