import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { expectError } from './helpers/accounts.ts';
import { createOrderingVenue, insertOrderRow, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { newCustomer } from './points-helpers.ts';

/** GET /api/customer/me/orders: the past orders on /profile. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

describe('the customer’s past orders', () => {
  it('lists only their own placed orders, newest first, paginated, each with a working status link', async () => {
    const me = await newCustomer(t);
    const someone = await newCustomer(t);
    const mine = [];
    for (let i = 0; i < 3; i++) {
      mine.push(await insertOrderRow(t, v, { customer_user_id: me.id, number: 10 + i, total: 1000 + i, created_at: `2026-11-2${i}T12:00:00.000Z` }));
    }
    await insertOrderRow(t, v, { customer_user_id: someone.id });
    await insertOrderRow(t, v, { customer_user_id: null });
    // A card order still waiting for its payment is not an order yet.
    await insertOrderRow(t, v, { customer_user_id: me.id, payment_status: 'pending', created_at: '2026-11-26T12:00:00.000Z' });

    const first = await t.app.inject({ method: 'GET', url: '/api/customer/me/orders?limit=2', headers: me.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([mine[2], mine[1]]);
    expect(page1.items[0]).toMatchObject({
      restaurantId: v.restaurantId,
      number: 12,
      total: 1002,
      currency: 'eur',
      status: 'new',
      restaurantName: expect.any(String),
    });
    const page2 = (await t.app.inject({ method: 'GET', url: `/api/customer/me/orders?limit=2&cursor=${page1.nextCursor}`, headers: me.headers })).json();
    expect(page2).toEqual({ items: [expect.objectContaining({ id: mine[0] })], nextCursor: null });

    const link = new URL(page1.items[0].statusPath, 'http://x');
    const order = await t.app.inject({ method: 'GET', url: `/api/public/orders/${mine[2]}?token=${encodeURIComponent(link.searchParams.get('t')!)}` });
    expect(order.statusCode, order.body).toBe(200);
  });

  it('answers 401 without a token, 404 to venue staff and 400 to a bad cursor or limit', async () => {
    const me = await newCustomer(t);
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/orders' }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/orders', headers: v.headers }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/orders?cursor=nope', headers: me.headers }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/orders?limit=500', headers: me.headers }), 400, 'VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/me/orders', headers: me.headers })).json()).toEqual({ items: [], nextCursor: null });
  });
});
