import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/** The demo bistro runs "10 coffees, 1 free" and the demo diner's pass carries a stamp per paid order there, once. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('loyalty demo seed', () => {
  it('seeds the campaign and the diner pass once; the owner sees it and the diner reads it through the API', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const campaigns = await t.db.selectFrom('loyalty_campaigns').selectAll().where('restaurant_id', '=', restaurantId).execute();
    expect(campaigns.map((c) => [c.name, c.min_spend_quantity])).toEqual([['10 coffees, 1 free', 10]]);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'diner@demo.menudelite.test', password: 'Demo!2345' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().accessToken}` };
    const card = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/demo-bistro/loyalty', headers });
    expect(card.statusCode, card.body).toBe(200);
    const body = card.json();
    expect(body).toMatchObject({ loyaltyEnabled: true, campaign: { name: '10 coffees, 1 free', minSpendQuantity: 10 } });
    const paidOrders = await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.customer_user_id')
      .select('orders.id')
      .where('users.email', '=', 'diner@demo.menudelite.test')
      .where('orders.restaurant_id', '=', restaurantId)
      .where('orders.payment_status', '=', 'paid')
      .execute();
    const entries = await t.db.selectFrom('loyalty_entries').select(['kind', 'order_id', 'stamps']).execute();
    if (paidOrders.length > 0) {
      // A stamp per paid order, each tied to its order.
      expect(body.pass.loyaltyPassRedemptionsCount).toBe(Math.min(paidOrders.length, 9));
      expect(entries.every((e) => e.kind === 'stamp' && e.order_id)).toBe(true);
    } else {
      // No orders to stamp yet: a full card given by the owner, ready to redeem.
      expect(body.pass.loyaltyPassRedemptionsCount).toBe(10);
      expect(entries).toEqual([{ kind: 'redeemFree', order_id: null, stamps: 10 }]);
    }
    expect(entries.reduce((sum, e) => sum + e.stamps, 0)).toBe(body.pass.loyaltyPassRedemptionsCount);
  });
});
