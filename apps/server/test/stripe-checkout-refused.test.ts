import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingVenue, dineInBody, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';

/**
 * Checkout with Stripe when Stripe will not make the PaymentIntent. Refused for good (a Connect
 * account the platform cannot use): the attempt and the order's payment fail as a decline does, and
 * the diner is told 409 cardGatewayRefused, not "try again". Stripe down or rate limiting: 503, the
 * order held pending with its attempt, and the same request later answers the intent.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
const REVOKED = 'acct_1CheckoutRevoked';
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
});
afterAll(() => close());
afterEach(() => {
  fake.settings.unavailable = null;
  fake.settings.rateLimited = null;
  fake.settings.invalidAccounts.clear();
});

const order = (venue: TOrderingVenue, key: string) => placeOrder(t, venue.restaurantId, dineInBody(venue, { paymentMethod: 'card', expectedTotal: 3441 }), key);
async function state(key: string) {
  const row = await t.db.selectFrom('orders').select(['id', 'payment_status']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'failure_code']).where('order_id', '=', row.id).orderBy('sequence').execute();
  const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', row.id).execute();
  return { orderId: row.id, paymentStatus: row.payment_status, attempts, payments: payments.length };
}

describe('checkout when Stripe will not start the payment', () => {
  it('refused for good (a revoked Connect account): 409 cardGatewayRefused, the attempt and the order’s payment failed, nothing shown to staff; the retry says the same', async () => {
    const venue = await createOrderingVenue(t);
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: REVOKED } });
    expect(set.statusCode, set.body).toBe(200);
    fake.settings.invalidAccounts.add(REVOKED);
    const key = newKey();
    const res = await order(venue, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', details: [{ key: 'cardGatewayRefused' }] });
    const after = await state(key);
    expect(after).toMatchObject({ paymentStatus: 'failed', attempts: [{ status: 'failed', failure_code: 'PROVIDER_REFUSED' }], payments: 0 });
    const staff = await t.app.inject({ method: 'GET', url: '/api/orders', headers: venue.headers });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(JSON.stringify(staff.json())).not.toContain(after.orderId);

    const again = await order(venue, key);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.details[0].key).toBe('cardGatewayRefused');
    expect((await state(key)).attempts).toHaveLength(1);
  });

  it.each([
    ['Stripe down (503)', 'unavailable'],
    ['rate limited (429)', 'rateLimited'],
  ] as const)('%s: 503 SERVICE_UNAVAILABLE, the order held pending; the same request later answers the intent', async (_label, setting) => {
    fake.settings[setting] = /^\/v1\/payment_intents$/;
    const key = newKey();
    const res = await order(v, key);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await state(key)).toMatchObject({ paymentStatus: 'pending', attempts: [{ status: 'pending', failure_code: null }] });
    fake.settings[setting] = null;
    const retry = await order(v, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().payment.paymentIntentId).toMatch(/^pi_/);
    expect(await state(key)).toMatchObject({ paymentStatus: 'pending', attempts: [{ status: 'pending' }] });
  });
});
