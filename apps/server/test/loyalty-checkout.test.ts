import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { customer, join, passRow } from './loyalty-helpers.ts';

/** The whole path: a signed-in customer's card order is paid, the lifecycle job stamps the pass; staff cancel it, the job takes the stamp back. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { loyalty_enabled: true });
  const campaign = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${v.restaurantId}/loyalty/campaigns`,
    headers: v.headers,
    payload: { name: 'Burger card', rewardDescription: 'A free burger', minSpendQuantity: 5, minOrderAmount: 1000 },
  });
  expect(campaign.statusCode, campaign.body).toBe(201);
});
afterAll(() => t.close());

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function paidOrder(headers: Record<string, string>): Promise<string> {
  const body = dineInBody(v, { paymentMethod: 'card' });
  const { expectedTotal: _e, ...quoteBody } = body;
  const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, headers, payload: quoteBody });
  expect(quote.statusCode, quote.body).toBe(200);
  const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.json().total, card: CARD }, undefined, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId;
}

describe('stamps through checkout and the order lifecycle job', () => {
  it('each paid card order adds a stamp when the job runs; a cancelled order takes its stamp back', async () => {
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.restaurantId, c.headers)).json();
    const first = await paidOrder(c.headers);
    await paidOrder(c.headers);
    await t.deps.jobs.runDueJobs();
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(2);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${first}/cancel`, headers: v.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.deps.jobs.runDueJobs();
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/customer/me/passes', headers: c.headers });
    expect(mine.json().items[0]).toMatchObject({ loyaltyPassRedemptionsCount: 1, minSpendQuantity: 5, rewardsReady: 0 });
  });
});
