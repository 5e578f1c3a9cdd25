import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { STRONG_PASSWORD, countRows, expectError, signUp, uniqueEmail, withRefreshCookie } from './helpers/accounts.ts';

const PUBLIC_URL = 'https://menudelite.example';
const NEW_PASSWORD = 'Fresh#Start22';
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

function requestReset(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
}

/** Every reset token e-mailed to this address, read from the outbox as a person would click it. */
async function tokensFromOutbox(email: string): Promise<string[]> {
  const mails = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).execute();
  return mails.map((mail) => {
    const match = mail.text_body.match(new RegExp(`${PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`));
    expect(match, mail.text_body).not.toBeNull();
    return match![1]!;
  });
}

/** The one reset token e-mailed to an address that has had one request. */
async function tokenFromOutbox(email: string): Promise<string> {
  const tokens = await tokensFromOutbox(email);
  expect(tokens).toHaveLength(1);
  return tokens[0]!;
}

const linkStatus = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${token}` });
const completeReset = (token: string, password: string) => t.app.inject({ method: 'POST', url: `/api/auth/password-reset/${token}`, payload: { password } });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

describe('password reset', () => {
  it('works end to end through the outbox: link, new password, old sessions signed out', async () => {
    const { email, refreshToken } = await signUp(t.app, { accountType: 'customer' });
    const accepted = await requestReset(email.toUpperCase());
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({});

    const token = await tokenFromOutbox(email);
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const status = await linkStatus(token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ valid: true, email });

    const done = await completeReset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(204);
    expectError(await signIn(email, STRONG_PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const oldSession = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(refreshToken) });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers 202 for an unknown e-mail too, and sends nothing', async () => {
    const before = await countRows(t.db);
    const res = await requestReset(uniqueEmail('ghost'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 410 for a used link, on both reading and using it, and writes nothing', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    await requestReset(email);
    const token = await tokenFromOutbox(email);
    expect((await completeReset(token, NEW_PASSWORD)).statusCode).toBe(204);

    const before = await countRows(t.db);
    const hashBefore = await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expectError(await linkStatus(token), 410, 'RESET_LINK_INVALID');
    expectError(await completeReset(token, 'Another#Pass33'), 410, 'RESET_LINK_INVALID');
    expect(await countRows(t.db)).toEqual(before);
    const hashAfter = await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(hashAfter).toEqual(hashBefore);
  });

  it('uses up older links of the same account once one of them is used', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    await requestReset(email);
    const older = await tokenFromOutbox(email);
    await requestReset(email);
    const newer = (await tokensFromOutbox(email)).find((token) => token !== older)!;
    expect(newer).toBeTruthy();
    expect((await completeReset(newer, NEW_PASSWORD)).statusCode).toBe(204);
    expectError(await completeReset(older, 'Another#Pass33'), 410, 'RESET_LINK_INVALID');
  });

  it('answers 410 for an expired link and writes nothing', async () => {
    const { email, session } = await signUp(t.app, { accountType: 'customer' });
    await requestReset(email);
    const token = await tokenFromOutbox(email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.id)
      .execute();
    const before = await countRows(t.db);
    expectError(await linkStatus(token), 410, 'RESET_LINK_INVALID');
    expectError(await completeReset(token, NEW_PASSWORD), 410, 'RESET_LINK_INVALID');
    expect(await countRows(t.db)).toEqual(before);
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 410 for an unknown link', async () => {
    expectError(await linkStatus('u'.repeat(43)), 410, 'RESET_LINK_INVALID');
  });

  it('answers 400 for a weak new password and leaves the link usable', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    await requestReset(email);
    const token = await tokenFromOutbox(email);
    const before = await countRows(t.db);
    expectError(await completeReset(token, 'weakpass'), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db)).toEqual(before);
    expect((await linkStatus(token)).statusCode).toBe(200);
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("e-mails staff in their venue's language, with a plain-text and an HTML part; without SMTP_URL the outbox is the delivery", async () => {
    const owner = await signUp(t.app, { fullName: 'Lina Haddad' });
    const user = await t.db.selectFrom('users').select('restaurant_id').where('email', '=', owner.email).executeTakeFirstOrThrow();
    await t.db.updateTable('restaurants').set({ default_language: 'ar' }).where('id', '=', user.restaurant_id!).execute();
    await requestReset(owner.email);

    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', owner.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور MenuDelite');
    expect(mail.text_body).toContain('مرحبًا Lina Haddad،');
    expect(mail.text_body).toMatch(new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]+`));
    expect(mail.html_body).toContain('dir="rtl"');
    expect(mail.html_body).toContain('lang="ar"');
    expect(mail.html_body).toContain('اختر كلمة مرور جديدة');
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'email.send').execute()).toEqual([]);
  });

  it('e-mails a diner in the language their browser asks for, else English', async () => {
    const { email } = await signUp(t.app, { accountType: 'customer' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    const other = await signUp(t.app, { accountType: 'customer' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: other.email }, headers: { 'accept-language': 'sv-SE' } });
    const subjectOf = async (to: string) =>
      (await t.db.selectFrom('email_outbox').select('subject').where('to_address', '=', to).executeTakeFirstOrThrow()).subject;
    expect(await subjectOf(email)).toBe('MenuDelite のパスワードの再設定');
    expect(await subjectOf(other.email)).toBe('Reset your MenuDelite password');
  });
});
