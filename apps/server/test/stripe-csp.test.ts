import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';

/** Stripe's origins are in the content security policy of the pages that pay, only when Stripe is the gateway. */
let stripe: Awaited<ReturnType<typeof createStripeTestApp>>;
let demo: TTestApp;
beforeAll(async () => {
  stripe = await createStripeTestApp();
  demo = await createTestApp();
});
afterAll(async () => {
  await stripe.close();
  await demo.close();
});

const csp = async (t: TTestApp, url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

const PAYING = [
  '/eat/T7K2/checkout',
  '/eat/T7K2/bill',
  '/restaurants/abc/checkout',
  '/hotels/abc/checkout',
  '/cafe-nero/payment-page',
  '/restaurants/abc/payment/success/tok123?x=1',
];
const NOT_PAYING = ['/eat/T7K2', '/restaurants/abc/menu', '/orders/abc/status', '/signin', '/api/health', '/eat/T7K2/checkout/extra'];

describe('content security policy', () => {
  it.each(PAYING)('allows Stripe.js, its frames and its API on %s with Stripe', async (url) => {
    const policy = await csp(stripe.t, url);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self' ws: wss: https:\/\/api\.stripe\.com/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
  });

  it.each(NOT_PAYING)('keeps %s same-origin with Stripe', async (url) => {
    expect(await csp(stripe.t, url)).not.toMatch(/stripe/);
  });

  it('has no Stripe webhook route with the demo gateway (404)', async () => {
    const res = await demo.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });

  it('never allows Stripe with the demo gateway', async () => {
    for (const url of PAYING) expect(await csp(demo, url)).not.toMatch(/stripe/);
  });
});
