import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCheckoutOptionsSchema } from '@menudelite/shared/orders/checkout-options';
import { createOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createStripeTestApp, PUBLISHABLE_KEY, stripeCardOrder } from './fake-stripe/stripe-venue.ts';

/**
 * The diner's screens learn the card gateway before paying (docs/api/payments.md): the checkout
 * options carry it, so the Payment Element is mounted, with the venue's Connect account, before
 * any order or intent exists (Stripe's deferred-intent flow).
 */
const optionsOf = async (t: TTestApp, restaurantId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/checkout-options` });
  expect(res.statusCode, res.body).toBe(200);
  return ZCheckoutOptionsSchema.parse(res.json());
};

describe('the demo gateway', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is told as demo, with no key', async () => {
    const v = await createOrderingVenue(t);
    expect((await optionsOf(t, v.restaurantId)).cardGateway).toEqual({ gateway: 'demo' });
  });
});

describe('Stripe', () => {
  let s: Awaited<ReturnType<typeof createStripeTestApp>>;
  beforeAll(async () => {
    s = await createStripeTestApp();
  });
  afterAll(() => s.close());

  it("gives the publishable key and, for a Connect venue, its own account: the same the order's intent is made with", async () => {
    const { t } = s;
    const platform = await createOrderingVenue(t);
    const connected = await createOrderingVenue(t);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/stripe-account',
      headers: connected.headers,
      payload: { accountId: 'acct_1GatewayVenue' },
    });
    expect(set.statusCode, set.body).toBe(200);

    expect((await optionsOf(t, platform.restaurantId)).cardGateway).toEqual({ gateway: 'stripe', publishableKey: PUBLISHABLE_KEY, stripeAccount: null });
    const gateway = (await optionsOf(t, connected.restaurantId)).cardGateway;
    expect(gateway).toEqual({ gateway: 'stripe', publishableKey: PUBLISHABLE_KEY, stripeAccount: 'acct_1GatewayVenue' });

    const { action } = await stripeCardOrder(t, connected);
    expect({ publishableKey: action.publishableKey, stripeAccount: action.stripeAccount }).toEqual({
      publishableKey: PUBLISHABLE_KEY,
      stripeAccount: 'acct_1GatewayVenue',
    });
  });
});
