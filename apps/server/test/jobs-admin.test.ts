import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { STRONG_PASSWORD, expectError, signUp } from './helpers/accounts.ts';

let t: TTestApp;
let adminHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;
const KIND = 'test.admin-view';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUp(t.app, { accountType: 'customer' });
  await t.db.updateTable('users').set({ is_admin_account: true }).where('email', '=', admin.email).execute();
  // The admin flag is in the access token, so sign in again after granting it.
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: admin.email, password: STRONG_PASSWORD } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  adminHeaders = { authorization: `Bearer ${signedIn.json().accessToken}` };
  staffHeaders = { authorization: `Bearer ${(await signUp(t.app)).session.accessToken}` };

  t.deps.jobs.define(KIND, async (payload: { fail: boolean }) => {
    if (payload.fail) throw new Error('the provider is down');
  });
});
afterAll(() => t.close());

const list = (query: string, headers = adminHeaders) => t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers });
const retry = (id: string, headers = adminHeaders) => t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });

describe('platform admin: failed jobs', () => {
  it('lists failed jobs newest first, page by page, and retries one', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await t.deps.jobs.enqueue(KIND, { fail: true }, { maxAttempts: 1 })).id);
    const fine = await t.deps.jobs.enqueue(KIND, { fail: false });
    // Newest first by id (UUIDv7: time first; two in one millisecond compare by their random part).
    const newestFirst = ids.toSorted().toReversed();
    await t.deps.jobs.runDueJobs();

    const first = await list('?status=failed&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toEqual({
      id: newestFirst[0],
      kind: KIND,
      status: 'failed',
      runAt: expect.any(String),
      attempts: 1,
      maxAttempts: 1,
      uniqueKey: null,
      lastError: 'the provider is down',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const page2 = (await list(`?status=failed&limit=2&cursor=${page1.nextCursor}`)).json();
    expect([...page1.items, ...page2.items].map((job: { id: string }) => job.id)).toEqual(newestFirst);
    expect(page2.nextCursor).toBeNull();
    expect((await list('')).json().items.map((job: { id: string }) => job.id)).toEqual(newestFirst);
    expect((await list('?status=succeeded')).json().items.map((job: { id: string }) => job.id)).toEqual([fine.id]);

    const retried = await retry(ids[0]!);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: ids[0], status: 'queued', attempts: 0, lastError: null });
    await t.deps.jobs.runDueJobs();
    expect((await list('?status=failed')).json().items.map((job: { id: string }) => job.id)).toEqual(newestFirst);
    const again = (await list('?status=failed')).json().items.find((job: { id: string }) => job.id === ids[0]);
    expect(again).toMatchObject({ attempts: 1, lastError: 'the provider is down' });
  });

  it('answers 409 for a job that is not failed and 404 for an unknown one', async () => {
    const queued = await t.deps.jobs.enqueue(KIND, { fail: false }, { runAt: '2099-01-01T00:00:00.000Z' });
    expectError(await retry(queued.id), 409, 'CONFLICT');
    expectError(await retry('0195f5a0-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', queued.id).executeTakeFirstOrThrow()).status).toBe('queued');
  });

  it('answers 401 without a token, 403 to anyone but a platform admin, 400 for a bad status or limit', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/jobs' }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/jobs/x/retry' }), 401, 'UNAUTHENTICATED');
    expectError(await list('', staffHeaders), 403, 'FORBIDDEN');
    const failed = await t.deps.jobs.enqueue(KIND, { fail: true }, { maxAttempts: 1 });
    await t.deps.jobs.runDueJobs();
    expectError(await retry(failed.id, staffHeaders), 403, 'FORBIDDEN');
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', failed.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expectError(await list('?status=lost'), 400, 'VALIDATION_FAILED');
    expectError(await list('?limit=101'), 400, 'VALIDATION_FAILED');
  });
});
