import { ZCheckoutResponseSchema } from '@menudelite/shared/orders/checkout';
import type { TPaymentAttemptRow } from '../../src/features/payments/public.ts';
import { dineInBody, newKey, placeQuoted, type TOrderingVenue } from '../helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { startFakeStripe, type TFakeStripe } from './fake-stripe.ts';

export const WEBHOOK_SECRET = 'whsec_test_menudelite_fake_stripe_secret';
export const PUBLISHABLE_KEY = 'pk_test_menudelite';

/** A test app whose gateway is Stripe, reached through the SDK's host/port/protocol options at the fake server. */
export async function createStripeTestApp(): Promise<{ t: TTestApp; fake: TFakeStripe; close: () => Promise<void> }> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_menudelite',
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * A card order placed through checkout with Stripe as the gateway: written first (payment pending,
 * held from staff) with its first attempt, whose PaymentIntent the answer's `payment` carries.
 */
export async function stripeCardOrder(t: TTestApp, v: TOrderingVenue, key = newKey()) {
  const placed = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card' }), key);
  const response = ZCheckoutResponseSchema.parse(placed);
  const attempt = (await t.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', response.orderId)
    .executeTakeFirstOrThrow()) as TPaymentAttemptRow;
  return { orderId: response.orderId, attempt: { ...attempt, amount: Number(attempt.amount) }, action: response.payment!, response, key };
}
