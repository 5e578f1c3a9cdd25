import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

let t: TTestApp;
let customer: TSignedUp;
let venue: TSignedUp;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signUp(t.app, { accountType: 'customer', fullName: 'Dina Diner' });
  venue = await signUp(t.app);
});
afterAll(() => t.close());

const get = (url: string, who?: TSignedUp) => t.app.inject({ method: 'GET', url, ...(who ? { headers: bearer(who.session) } : {}) });

describe('GET /api/customer/me', () => {
  it('answers the signed-in customer', async () => {
    const res = await get('/api/customer/me', customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: customer.session.user.id,
      email: customer.email,
      fullName: 'Dina Diner',
      isAdminAccount: false,
      createdAt: expect.any(String),
    });
  });

  it('shows a platform admin as one', async () => {
    const admin = await signUp(t.app, { accountType: 'customer' });
    await t.db.updateTable('users').set({ is_admin_account: true }).where('id', '=', admin.session.user.id).execute();
    expect((await get('/api/customer/me', admin)).json().isAdminAccount).toBe(true);
  });

  it('answers 404 to a venue token and 401 without one', async () => {
    expectError(await get('/api/customer/me', venue), 404, 'NOT_FOUND');
    expectError(await get('/api/customer/me'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/customer/me/offers and /rewards', () => {
  it.each(['offers', 'rewards'])('answers an empty first page of %s until the loyalty issue', async (list) => {
    const res = await get(`/api/customer/me/${list}?limit=10`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], nextCursor: null });
  });

  it.each(['offers', 'rewards'])('answers 404 for %s to a venue token and 400 for a bad limit', async (list) => {
    expectError(await get(`/api/customer/me/${list}`, venue), 404, 'NOT_FOUND');
    expectError(await get(`/api/customer/me/${list}?limit=0`, customer), 400, 'VALIDATION_FAILED');
  });
});
