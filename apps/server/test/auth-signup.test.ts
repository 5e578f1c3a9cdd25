import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { STRONG_PASSWORD, bearer, countRows, expectError, signUp, uniqueEmail } from './helpers/accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postSignUp(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
}

describe('POST /api/auth/signup', () => {
  it('creates a venue owner with a restaurant at sign-up step 1 and opens a session', async () => {
    const email = uniqueEmail('Owner').toUpperCase();
    const res = await postSignUp({ accountType: 'venue', email, password: STRONG_PASSWORD, fullName: 'Dana Owner' });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toEqual({
      accessToken: expect.any(String),
      accessTokenExpiry: expect.any(Number),
      user: {
        id: expect.any(String),
        email: email.toLowerCase(),
        fullName: 'Dana Owner',
        kind: 'venue',
        isAdminAccount: false,
        restaurantId: expect.any(String),
      },
    });
    expect(session.accessTokenExpiry).toBeGreaterThan(Date.now());

    const me = await t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: session.user.restaurantId,
      name: "Dana Owner's venue",
      slug: expect.stringMatching(/^dana-owner-s-venue/),
      signUpStep: 1,
      openingHours: defaultOpeningHours(),
    });

    const stored = await t.db.selectFrom('users').select('password_hash').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('gives a second venue of the same owner name its own slug', async () => {
    const first = await signUp(t.app, { fullName: 'Sam Same' });
    const second = await signUp(t.app, { fullName: 'Sam Same' });
    const slugs = await t.db
      .selectFrom('restaurants')
      .select('slug')
      .where('id', 'in', [first.session.user.restaurantId!, second.session.user.restaurantId!])
      .execute();
    expect(new Set(slugs.map((r) => r.slug)).size).toBe(2);
  });

  it('creates a customer without a restaurant', async () => {
    const before = await countRows(t.db);
    const { session } = await signUp(t.app, { accountType: 'customer', fullName: 'Dina Diner' });
    expect(session.user).toMatchObject({ kind: 'customer', restaurantId: null, isAdminAccount: false });
    const after = await countRows(t.db);
    expect(after.restaurants).toBe(before.restaurants);
    expect(after.users).toBe(before.users + 1);
  });

  it('answers 409 EMAIL_TAKEN for an e-mail already registered, in any letter case, and writes nothing', async () => {
    const { email } = await signUp(t.app);
    const before = await countRows(t.db);
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      const res = await postSignUp({ accountType: 'venue', email: variant, password: STRONG_PASSWORD, fullName: 'Copy Cat' });
      expectError(res, 409, 'EMAIL_TAKEN');
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    ['no upper case', 'tasty!menu9'],
    ['no lower case', 'TASTY!MENU9'],
    ['no special character', 'TastyMenu9'],
    ['too short', 'Ta!9'],
  ])('answers 400 for a weak password (%s) and writes nothing', async (_why, password) => {
    const before = await countRows(t.db);
    const res = await postSignUp({ accountType: 'customer', email: uniqueEmail(), password, fullName: 'Weak Pass' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.message).toContain('password');
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each(['not-an-email', 'a@', '@b.test', 'a b@c.test'])('answers 400 for the malformed e-mail %s and writes nothing', async (email) => {
    const before = await countRows(t.db);
    const res = await postSignUp({ accountType: 'customer', email, password: STRONG_PASSWORD, fullName: 'Bad Mail' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for malformed JSON and writes nothing', async () => {
    const before = await countRows(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"accountType":"venue","email":',
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for an unknown account type and writes nothing', async () => {
    const before = await countRows(t.db);
    const res = await postSignUp({ accountType: 'admin', email: uniqueEmail(), password: STRONG_PASSWORD, fullName: 'Sneaky' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 413 for a body over 1 MB and writes nothing', async () => {
    const before = await countRows(t.db);
    const res = await postSignUp({
      accountType: 'venue',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      fullName: 'x'.repeat(1024 * 1024 + 1),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('POST /api/auth/email-exists', () => {
  it('tells whether an e-mail has an account, ignoring letter case', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/email-exists', payload: { email: email.toUpperCase() } });
    expect(known.json()).toEqual({ exists: true });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/email-exists', payload: { email: uniqueEmail() } });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it('answers 400 for a malformed e-mail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/email-exists', payload: { email: 'nope' } });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});
