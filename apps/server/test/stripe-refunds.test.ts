import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPaymentSummarySchema } from '@menudelite/shared/payments/contracts';
import { loadConfig } from '../src/config/env.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { deliver } from './fake-stripe/deliver.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, stripeCardOrder, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';

/** Refunds and Connect through the real SDK against the fake Stripe server. */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
});
afterAll(() => close());

/** A Stripe order the diner paid in the browser, settled by its webhook: answers its payment. */
async function settledPayment(venue = v) {
  const { orderId, action } = await stripeCardOrder(t, venue);
  fake.payInBrowser(action.paymentIntentId);
  for (const event of fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded')) {
    expect((await deliver(t.app, event, { secret: WEBHOOK_SECRET })).statusCode).toBe(200);
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/payments?orderId=${orderId}`, headers: venue.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { payment: ZPaymentSummarySchema.parse(res.json()[0]), action };
}

const refund = (paymentId: string, amount: number, headers = v.headers) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/refunds`, headers, payload: { amount } });

const stripeRefunds = (piId: string) => [...fake.refunds.values()].filter((r) => r.payment_intent === piId);

describe('refunds through Stripe', () => {
  it('partial then full: each a Stripe refund under our refund id, its charge.refunded webhook changing nothing more; over-refund 409 with nothing sent', async () => {
    const { payment, action } = await settledPayment();
    expect(payment).toMatchObject({ provider: 'stripe', amount: 3441, refundableAmount: 3441 });

    const part = await refund(payment.id, 1200);
    expect(part.statusCode, part.body).toBe(201);
    expect(stripeRefunds(action.paymentIntentId).map((r) => r.amount)).toEqual([1200]);
    const call = fake.requests.find((r) => r.path === '/v1/refunds')!;
    expect(call.idempotencyKey).toBe(`refund:${part.json().id}`);

    const [refunded] = fake.eventsFor(action.paymentIntentId, 'charge.refunded');
    const hook = await deliver(t.app, refunded!, { secret: WEBHOOK_SECRET });
    expect(hook.json().outcome).toBe('no_change:refunded');

    const over = await refund(payment.id, 3441 - 1200 + 1);
    expect(over.statusCode).toBe(409);
    expect(stripeRefunds(action.paymentIntentId)).toHaveLength(1);

    const rest = await refund(payment.id, 3441 - 1200);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(stripeRefunds(action.paymentIntentId).map((r) => r.amount)).toEqual([1200, 2241]);
    expect(fake.charges.get(fake.intents.get(action.paymentIntentId)!.latest_charge)).toMatchObject({ amount_refunded: 3441, refunded: true });
    const after = await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: v.headers });
    expect(after.json()).toMatchObject({ refundedAmount: 3441, refundableAmount: 0 });
  });

  it('racing refunds: one wins, the others 409, and Stripe sees exactly one refund', async () => {
    const { payment, action } = await settledPayment();
    const answers = await Promise.all([refund(payment.id, 2000), refund(payment.id, 2000), refund(payment.id, 2000)]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409, 409]);
    expect(stripeRefunds(action.paymentIntentId)).toHaveLength(1);
  });

  it('gives the reservation back when Stripe refuses (402), so the money can still be refunded', async () => {
    const { payment, action } = await settledPayment();
    // Refunded in the Dashboard, and that webhook not delivered yet: our total does not know.
    const piCharge = fake.charges.get(fake.intents.get(action.paymentIntentId)!.latest_charge)!;
    piCharge.amount_refunded = 3000;
    const refused = await refund(payment.id, 1000);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error.code).toBe('PAYMENT_DECLINED');
    const row = await t.db.selectFrom('payments').select('refunded_amount').where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(Number(row.refunded_amount)).toBe(0);
    const refunds = await t.db.selectFrom('payment_refunds').select('status').where('payment_id', '=', payment.id).execute();
    expect(refunds).toEqual([{ status: 'failed' }]);
    expect((await refund(payment.id, 441)).statusCode).toBe(201);
  });
});

describe('Connect: a venue taking payments on its own Stripe account', () => {
  it('is a venue setting (settings.change), checked for shape', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: v.headers, payload: { accountId: 'not-an-account' } });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'GET', url: '/api/payments/stripe-account', headers: v.headers });
    expect(empty.json()).toEqual({ accountId: null });
  });

  it("creates the intent on the venue's account with the platform's order fee as application_fee_amount, and refunds there", async () => {
    const venue = await createOrderingVenue(t);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/stripe-account',
      headers: venue.headers,
      payload: { accountId: 'acct_1VenueOwnAcct' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { payment, action } = await settledPayment(venue);
    expect(action.stripeAccount).toBe('acct_1VenueOwnAcct');
    const created = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.body.metadata?.orderId === payment.orderId)!;
    // The ordering venue's order fee is 0.50 (helpers/ordering-venue.ts).
    expect(created).toMatchObject({ account: 'acct_1VenueOwnAcct', body: { application_fee_amount: '50' } });
    expect((await refund(payment.id, 500, venue.headers)).statusCode).toBe(201);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.account).toBe('acct_1VenueOwnAcct');
  });
});

describe('configuration', () => {
  it('chooses Stripe when STRIPE_SECRET_KEY is set, and needs all three keys', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('demo');
    expect(loadConfig(keys).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: 'demo' }).PAYMENT_PROVIDER).toBe('demo');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
