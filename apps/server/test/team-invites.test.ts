import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { STRONG_PASSWORD, bearer, expectError, refreshTokenOf, signUp, withRefreshCookie } from './helpers/accounts.ts';
import { keyOf, ownerVenue, staffOf } from './helpers/team.ts';

/** Invites by e-mail, end to end through the outbox: the link, accepting (new or existing account), the venue picker. */
describe('team invites', () => {
  let t: TTestApp;
  let venue: Awaited<ReturnType<typeof ownerVenue>>;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ownerVenue(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const invite = (email: string, role = 'kitchen', language?: string) =>
    post('/api/team/invites', { email, role, ...(language ? { language } : {}) }, venue.headers);
  /** The newest e-mail to `to` from the outbox, and the token of the link in it. */
  async function mailTo(to: string) {
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const token = /\/team\/invite#([\w-]+)/.exec(mail.text_body)![1]!;
    return { mail, token };
  }
  const counts = async () => ({
    invites: (await t.db.selectFrom('team_invites').select('id').execute()).length,
    outbox: (await t.db.selectFrom('email_outbox').select('id').execute()).length,
    members: (await t.db.selectFrom('team_members').select('id').execute()).length,
    users: (await t.db.selectFrom('users').select('id').execute()).length,
  });

  it('sends a single-use link by e-mail; a new account sets a password and lands as its role', async () => {
    const sentAt = Date.now();
    const res = await invite('cook@example.test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'cook@example.test', role: 'kitchen', language: 'en' });
    // The link lives 7 days (issue 8), in the answer and in the stored row.
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(res.json().expiresAt) - sentAt - sevenDays)).toBeLessThan(60_000);
    const stored = await t.db.selectFrom('team_invites').select('expires_at').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(stored.expires_at) - sentAt - sevenDays)).toBeLessThan(60_000);
    const { mail, token } = await mailTo('cook@example.test');
    expect(mail.subject).toContain('MenuDelite');
    expect(mail.html_body).toContain(token);
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.selectFrom('team_invites').selectAll().execute())).not.toContain(token);

    const preview = await post('/api/team/invites/preview', { token });
    expect(preview.json()).toMatchObject({ email: 'cook@example.test', role: 'kitchen', accountExists: false });
    expectError(await post('/api/team/invites/accept', { token, fullName: 'Cody Cook', password: 'short' }), 400, 'VALIDATION_FAILED');
    const accepted = await post('/api/team/invites/accept', { token, fullName: 'Cody Cook', password: STRONG_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ startScreen: '/orders/kitchen', user: { restaurantId: venue.venueId } });
    // It carries an access token: never cached.
    expect(accepted.headers['cache-control']).toBe('no-store');
    refreshTokenOf(accepted);
    const me = await t.app.inject({ method: 'GET', url: '/api/team/me', headers: bearer(accepted.json()) });
    expect(me.json()).toMatchObject({ role: 'kitchen', startScreen: '/orders/kitchen' });

    const again = await post('/api/team/invites/accept', { token, fullName: 'Cody Cook', password: STRONG_PASSWORD });
    expectError(again, 410, 'INVITE_INVALID');
    expect(keyOf(again.body)).toBe('inviteUsed');
  });

  it('answers a clear error for tampered and expired links, and writes nothing', async () => {
    await invite('late@example.test', 'host');
    const { token } = await mailTo('late@example.test');
    const before = await counts();
    const tampered = await post('/api/team/invites/accept', { token: `${token.slice(0, -2)}xx`, fullName: 'Lee Late', password: STRONG_PASSWORD });
    expectError(tampered, 404, 'NOT_FOUND');
    expect(keyOf(tampered.body)).toBe('inviteInvalid');
    await t.db
      .updateTable('team_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.test')
      .execute();
    for (const res of [
      await post('/api/team/invites/preview', { token }),
      await post('/api/team/invites/accept', { token, fullName: 'Lee', password: STRONG_PASSWORD }),
    ]) {
      expectError(res, 410, 'INVITE_INVALID');
      expect(keyOf(res.body)).toBe('inviteExpired');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 409 to an invite for someone already in the team, and writes nothing', async () => {
    const member = await staffOf(t, venue.venueId, 'host');
    const before = await counts();
    for (const email of [member.email, venue.email]) {
      const res = await invite(email);
      expectError(res, 409, 'CONFLICT');
      expect(keyOf(res.body)).toBe('alreadyInTeam');
    }
    expect(await counts()).toEqual(before);
  });

  it('a newer invite revokes the older link; a revoked invite answers 410', async () => {
    await invite('twice@example.test');
    const first = (await mailTo('twice@example.test')).token;
    await new Promise((r) => setTimeout(r, 5));
    await invite('twice@example.test', 'host');
    const res = await post('/api/team/invites/preview', { token: first });
    expectError(res, 410, 'INVITE_INVALID');
    expect(keyOf(res.body)).toBe('inviteRevoked');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/team/invites', headers: venue.headers }))
        .json()
        .items.filter((i: { email: string }) => i.email === 'twice@example.test'),
    ).toHaveLength(1);
  });

  it('an existing account joins with its password (or signed in), then picks its venue', async () => {
    const other = await signUp(t.app, { fullName: 'Omar Other' });
    await invite(other.email, 'manager');
    const { token } = await mailTo(other.email);
    expect((await post('/api/team/invites/preview', { token })).json().accountExists).toBe(true);
    const before = await counts();
    expectError(await post('/api/team/invites/accept', { token, password: 'Wrong!Pass9' }), 401, 'INVALID_CREDENTIALS');
    // Signed in as someone else: refused.
    expectError(await post('/api/team/invites/accept', { token }, venue.headers), 403, 'FORBIDDEN');
    expect(await counts()).toEqual(before);

    const accepted = await post('/api/team/invites/accept', { token }, bearer(other.session));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.restaurantId).toBe(venue.venueId);
    const headers = bearer(accepted.json());
    const venues = (await t.app.inject({ method: 'GET', url: '/api/team/venues', headers })).json().items;
    expect(venues.map((v: { venueId: string; current: boolean; role: string }) => [v.venueId, v.current, v.role]).toSorted()).toEqual(
      [
        [other.session.user.restaurantId, false, 'owner'],
        [venue.venueId, true, 'manager'],
      ].toSorted(),
    );
    // Switching back: the session acts for its own venue again, and a refresh keeps the choice.
    const switched = await post('/api/team/venues/switch', { venueId: other.session.user.restaurantId }, headers);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/team/me', headers: bearer(switched.json()) })).json().role).toBe('owner');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(refreshTokenOf(accepted)) });
    expect(refreshed.json().user.restaurantId).toBe(other.session.user.restaurantId);
    // A venue the person is not a member of: 404.
    const stranger = await ownerVenue(t.app);
    expectError(await post('/api/team/venues/switch', { venueId: stranger.venueId }, headers), 404, 'NOT_FOUND');
  });

  it('a person suspended at the venue they sign in to signs in to their other venue instead', async () => {
    const cook = await staffOf(t, venue.venueId, 'kitchen');
    const second = await ownerVenue(t.app);
    await post('/api/team/invites', { email: cook.email, role: 'host' }, second.headers);
    const { token } = await mailTo(cook.email);
    expect((await post('/api/team/invites/accept', { token, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/signin', { email: cook.email, password: STRONG_PASSWORD })).json().user.restaurantId).toBe(venue.venueId);
    await post(`/api/team/members/${cook.memberId}/suspend`, {}, venue.headers);
    expect((await post('/api/auth/signin', { email: cook.email, password: STRONG_PASSWORD })).json().user.restaurantId).toBe(second.venueId);
  });

  it('writes the e-mail in the venue’s language (Arabic, right to left) or the one asked for', async () => {
    await t.db.updateTable('restaurants').set({ default_language: 'ar' }).where('id', '=', venue.venueId).execute();
    await invite('arabic@example.test', 'frontOfHouse');
    const { mail } = await mailTo('arabic@example.test');
    expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
    expect(mail.text_body).toContain('خدمة الصالة');
    expect(mail.html_body).toContain('dir="rtl"');
    await invite('german@example.test', 'kitchen', 'de');
    expect((await mailTo('german@example.test')).mail.subject).toContain('Einladung');
    await t.db.updateTable('restaurants').set({ default_language: 'en' }).where('id', '=', venue.venueId).execute();
  });

  it('records invites and joins in the audit log', async () => {
    const audit = (await t.app.inject({ method: 'GET', url: '/api/team/audit?limit=100', headers: venue.headers })).json().items;
    expect(audit.filter((a: { action: string }) => a.action === 'member.invited').length).toBeGreaterThanOrEqual(3);
    expect(audit.find((a: { action: string; actorName: string }) => a.action === 'member.joined' && a.actorName === 'Cody Cook')).toMatchObject({
      actorName: 'Cody Cook',
      details: { email: 'cook@example.test', role: 'kitchen' },
    });
  });
});
