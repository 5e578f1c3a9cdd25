import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const outbox = (who: TSignedUp, query = '') => t.app.inject({ method: 'GET', url: `/api/restaurant/me/outbox${query}`, headers: bearer(who.session) });

describe('GET /api/restaurant/me/outbox', () => {
  it("lists the venue's own e-mails, newest first, page by page, without their bodies", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    for (let n = 0; n < 3; n++) await requestReset(owner.email);
    await requestReset(other.email);

    const first = await outbox(owner, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toEqual({
      id: expect.any(String),
      to: owner.email,
      subject: expect.stringContaining('password'),
      createdAt: expect.any(String),
      sentAt: null,
      attachments: [],
    });
    expect(page1.nextCursor).toBe(page1.items[1].id);
    expect(first.body).not.toContain('reset-password/');

    const page2 = (await outbox(owner, `?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();
    const ids = [...page1.items, ...page2.items].map((item: { id: string }) => item.id);
    expect(ids).toEqual(ids.toSorted().toReversed());
    expect([...page1.items, ...page2.items].every((item: { to: string }) => item.to === owner.email)).toBe(true);
  });

  it('answers 400 for a limit over 100', async () => {
    const owner = await signUp(t.app);
    expectError(await outbox(owner, '?limit=101'), 400, 'VALIDATION_FAILED');
  });

  it('answers 403 to a customer', async () => {
    const customer = await signUp(t.app, { accountType: 'customer' });
    expectError(await outbox(customer), 403, 'FORBIDDEN');
  });
});
