import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_SESSIONS_KEPT_MS, purgeFinishedSessions } from '../src/features/auth/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';
import { bearer, signUp, withRefreshCookie } from './helpers/accounts.ts';
import { insertLiveSession } from './helpers/sessions.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionIdsOf = async (userId: string) => (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).map((row) => row.id);

describe('purging finished sessions', () => {
  it('drops sessions ended long ago and sessions no refresh can revive; keeps live and recently ended ones', async () => {
    const live = await signUp(t.app);
    const recentlyEnded = await signUp(t.app);
    const longEnded = await signUp(t.app);
    const expired = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(recentlyEnded.refreshToken) });
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: withRefreshCookie(longEnded.refreshToken) });
    const longAgo = new Date(Date.now() - ENDED_SESSIONS_KEPT_MS - 60_000).toISOString();
    await t.db.updateTable('sessions').set({ ended_at: longAgo }).where('user_id', '=', longEnded.session.user.id).execute();
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.session.user.id)
      .execute();
    // Every refresh token expired means the session began at least a session lifetime ago.
    const lifetimeAgo = new Date(Date.now() - SESSION_LIFETIME_MS - 60_000).toISOString();
    await t.db.updateTable('sessions').set({ created_at: lifetimeAgo }).where('user_id', '=', expired.session.user.id).execute();
    // A session made without any refresh token (tests, benches) is young and stays.
    const tokenless = await insertLiveSession(t.db, 'tokenless-user', null);

    expect(await purgeFinishedSessions(t.db)).toBeGreaterThanOrEqual(2);
    expect(await sessionIdsOf(live.session.user.id)).toHaveLength(1);
    expect(await sessionIdsOf(recentlyEnded.session.user.id)).toHaveLength(1);
    expect(await sessionIdsOf(longEnded.session.user.id)).toHaveLength(0);
    expect(await sessionIdsOf(expired.session.user.id)).toHaveLength(0);
    expect(await sessionIdsOf('tokenless-user')).toEqual([tokenless]);
    // The live one is untouched: its bearer and its refresh still work.
    expect((await t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers: bearer(live.session) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(live.refreshToken) })).statusCode).toBe(200);
  });
});
