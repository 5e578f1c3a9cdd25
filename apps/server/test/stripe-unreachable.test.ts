import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderingVenue, dineInBody, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { PUBLISHABLE_KEY, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';

/** Stripe down while checkout starts a payment: 503, the order held (never shown to staff), nothing charged. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  // A port that refuses connections: reserved, then released.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_down',
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

it('answers 503 SERVICE_UNAVAILABLE and keeps the order held with its attempt pending', async () => {
  const key = newKey();
  const res = await placeOrder(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441 }), key);
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
  const order = await t.db.selectFrom('orders').select(['id', 'payment_status']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  expect(order.payment_status).toBe('pending');
  const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'provider_ref']).where('order_id', '=', order.id).execute();
  expect(attempts).toEqual([{ status: 'pending', provider_ref: null }]);
  expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
}, 30_000);
