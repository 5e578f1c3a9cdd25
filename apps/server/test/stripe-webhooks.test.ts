import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe } from 'stripe';
import { ZStripeCardActionSchema } from '@menudelite/shared/payments/contracts';
import { createOrderingVenue, dineInBody, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { deliver } from './fake-stripe/deliver.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, PUBLISHABLE_KEY, stripeCardOrder, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';

/**
 * Stripe through the real SDK against the in-repo fake server (fake-stripe/): PaymentIntents made
 * with idempotency, and webhooks that arrive twice, late, out of order, or forged.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
});
afterAll(() => close());

const send = (event: object, options: { timestamp?: number; secret?: string } = {}) => deliver(t.app, event as never, { secret: WEBHOOK_SECRET, ...options });

async function orderState(orderId: string) {
  const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'provider_ref', 'card_last4']).where('order_id', '=', orderId).execute();
  const payments = await t.db
    .selectFrom('payments')
    .select(['provider', 'provider_ref', 'status', 'amount', 'refunded_amount', 'card_last4'])
    .where('order_id', '=', orderId)
    .execute();
  const events = await t.db
    .selectFrom('staff_events')
    .select('type')
    .where('restaurant_id', '=', v.restaurantId)
    .where('payload', 'like', `%${orderId}%`)
    .execute();
  return { paymentStatus: order.payment_status, attempts, payments, staffEvents: events.length };
}

const inboxCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('stripe_webhook_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PaymentIntents', () => {
  it('are created on the server under the attempt key: a retry answers the same intent, and the browser gets the client secret and publishable key', async () => {
    expect(t.deps.payments.name).toBe('stripe');
    const { attempt, action, response } = await stripeCardOrder(t, v);
    expect(response.order.paymentStatus).toBe('pending');
    expect(ZStripeCardActionSchema.parse(action)).toMatchObject({
      provider: 'stripe',
      publishableKey: PUBLISHABLE_KEY,
      stripeAccount: null,
      amount: 3441,
      currency: 'eur',
    });
    expect(action.clientSecret).toMatch(new RegExp(`^${action.paymentIntentId}_secret_`));

    const before = fake.intents.size;
    const again = await t.deps.payments.intents!.create({
      amount: 3441,
      currency: 'eur',
      idempotencyKey: attempt.idempotency_key,
      description: 'MenuDelite order',
      metadata: { attemptId: attempt.id, attemptKey: attempt.idempotency_key, orderId: attempt.order_id!, restaurantId: v.restaurantId },
    });
    expect(again.id).toBe(action.paymentIntentId);
    expect(fake.intents.size).toBe(before);
    const creates = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === `pi:${attempt.idempotency_key}`,
    );
    expect(creates.map((r) => r.replayed)).toEqual([false, true]);
    // The card never reaches us: nothing in any request to Stripe from the server carries a card number.
    expect(JSON.stringify(fake.requests)).not.toMatch(/4242424242424242/);
    const stored = await t.db
      .selectFrom('payment_attempts')
      .select(['provider', 'provider_ref', 'status'])
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ provider: 'stripe', provider_ref: action.paymentIntentId, status: 'pending' });
  });

  it('answers a retried checkout (same Idempotency-Key) with the same order and intent, creating no second one', async () => {
    const first = await stripeCardOrder(t, v);
    const intents = fake.intents.size;
    const again = await placeOrder(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', expectedTotal: first.response.order.total }), first.key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      orderId: first.orderId,
      payment: { paymentIntentId: first.action.paymentIntentId, clientSecret: first.action.clientSecret },
    });
    expect(fake.intents.size).toBe(intents);
    expect(await t.db.selectFrom('payment_attempts').select('id').where('order_id', '=', first.orderId).execute()).toHaveLength(1);
  });

  it('refuses a card number posted to our server with Stripe (PCI SAQ A): 400 CARD_INVALID, nothing written or sent to Stripe', async () => {
    const before = await orderSnapshot(t);
    const requests = fake.requests.length;
    const res = await placeOrder(
      t,
      v.restaurantId,
      dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441, card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('CARD_INVALID');
    expect(await orderSnapshot(t)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
    const direct = await t.deps.payments.charge({
      amount: 100,
      currency: 'eur',
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
      idempotencyKey: 'x',
      description: 'x',
    });
    expect(direct.status).toBe('invalid');
  });

  it("lets the reconciliation job read Stripe's record of an attempt by its key", async () => {
    const paid = await stripeCardOrder(t, v);
    // Not confirmed by the diner yet: in progress, never "not found" (the job must not fail it).
    expect(await t.deps.payments.retrieve(paid.attempt.idempotency_key)).toEqual({ status: 'in_progress', providerRef: paid.action.paymentIntentId });
    fake.payInBrowser(paid.action.paymentIntentId, { last4: '4444' });
    expect(await t.deps.payments.retrieve(paid.attempt.idempotency_key)).toEqual({
      status: 'succeeded',
      providerRef: paid.action.paymentIntentId,
      last4: '4444',
    });
    const declined = await stripeCardOrder(t, v);
    fake.declineInBrowser(declined.action.paymentIntentId);
    expect(await t.deps.payments.retrieve(declined.attempt.idempotency_key)).toMatchObject({ status: 'declined' });
  });

  it('creates SetupIntents (a card saved for a tab) and manual-capture intents, captured for part of the amount', async () => {
    const intents = t.deps.payments.intents!;
    const a = await intents.createSetup({ idempotencyKey: 'tab-1', metadata: { tab: '1' } });
    const b = await intents.createSetup({ idempotencyKey: 'tab-1', metadata: { tab: '1' } });
    expect(a.id).toBe(b.id);
    expect(a.clientSecret).toMatch(/^seti_.*_secret_/);
    const held = await intents.create({ amount: 5000, currency: 'eur', idempotencyKey: 'hold-1', description: 'tab', metadata: {}, captureLater: true });
    fake.payInBrowser(held.id);
    expect((await intents.retrieve(held.id)).status).toBe('requires_capture');
    const captured = await intents.capture(held.id, 4200);
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 4200, last4: '4242' });
  });

  it('confirms an intent on the server with a saved payment method (closing a tab off-session); a decline is a card error', async () => {
    const intents = t.deps.payments.intents!;
    const tab = await intents.create({ amount: 2500, currency: 'eur', idempotencyKey: 'tab-close-1', description: 'tab', metadata: {} });
    expect(await intents.confirm(tab.id, 'pm_card_visa')).toMatchObject({ status: 'succeeded', amountReceived: 2500, last4: '4242' });
    const declined = await intents.create({ amount: 2500, currency: 'eur', idempotencyKey: 'tab-close-2', description: 'tab', metadata: {} });
    await expect(intents.confirm(declined.id, 'pm_card_chargeDeclined')).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect(fake.requests.filter((r) => r.path.endsWith('/confirm')).map((r) => r.body.off_session)).toEqual(['true', 'true']);
  });
});

describe('webhooks', () => {
  it('payment_intent.succeeded releases the order: attempt succeeded, order paid, one payment row, the staff event', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    expect((await orderState(orderId)).paymentStatus).toBe('pending');
    fake.payInBrowser(action.paymentIntentId);
    for (const event of fake.eventsFor(action.paymentIntentId)) {
      const res = await send(event);
      expect(res.statusCode, res.body).toBe(200);
    }
    const state = await orderState(orderId);
    expect(state).toMatchObject({
      paymentStatus: 'paid',
      attempts: [{ status: 'succeeded', provider_ref: action.paymentIntentId, card_last4: '4242' }],
      staffEvents: 1,
    });
    expect(state.payments).toEqual([
      { provider: 'stripe', provider_ref: action.paymentIntentId, status: 'succeeded', amount: 3441, refunded_amount: 0, card_last4: '4242' },
    ]);
  });

  it('a replayed event answers 200 with no second effect, also when deliveries race', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    fake.payInBrowser(action.paymentIntentId);
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    const answers = await Promise.all([send(succeeded!), send(succeeded!), send(succeeded!)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const again = await send(succeeded!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ received: true, duplicate: true });
    const state = await orderState(orderId);
    expect(state.payments).toHaveLength(1);
    expect(state.staffEvents).toBe(1);
    const inbox = await t.db.selectFrom('stripe_webhook_events').select(['id', 'processed_at']).where('id', '=', succeeded!.id).execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.processed_at).not.toBeNull();
  });

  it('refuses forged events with 400 in our error shape, storing nothing: wrong secret, tampered body, no signature', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    fake.payInBrowser(action.paymentIntentId);
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    const before = await inboxCount();

    const wrongSecret = await send(succeeded!, { secret: 'whsec_not_ours' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(wrongSecret.json().error.message).toMatch(/signature/i);

    const payload = JSON.stringify(succeeded);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"amount":3441', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('BAD_REQUEST');

    expect(await inboxCount()).toBe(before);
    expect((await orderState(orderId)).paymentStatus).toBe('pending');
  });

  it('late: a delivery signed more than 300 s ago is a replay (400); an event created hours ago but delivered now (a Stripe retry) is applied', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    fake.payInBrowser(action.paymentIntentId);
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    const now = Math.floor(Date.now() / 1000);

    const replayed = await send(succeeded!, { timestamp: now - 301 });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toMatch(/tolerance/i);
    expect((await orderState(orderId)).paymentStatus).toBe('pending');

    const old = { ...succeeded!, created: now - 3 * 3600 };
    const retried = await send(old, { timestamp: now });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await orderState(orderId)).paymentStatus).toBe('paid');
    const stored = await t.db.selectFrom('stripe_webhook_events').select('event_created').where('id', '=', succeeded!.id).executeTakeFirstOrThrow();
    expect(Number(stored.event_created)).toBe(now - 3 * 3600);
  });

  it('out of order: payment_failed after succeeded does not downgrade the payment', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    // The diner's first card is declined, the second goes through; Stripe delivers the failure last.
    fake.declineInBrowser(action.paymentIntentId);
    fake.payInBrowser(action.paymentIntentId);
    const [failed] = fake.eventsFor(action.paymentIntentId, 'payment_intent.payment_failed');
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    expect((await send(succeeded!)).statusCode).toBe(200);
    expect((await send(failed!)).statusCode).toBe(200);
    const state = await orderState(orderId);
    expect(state).toMatchObject({ paymentStatus: 'paid', attempts: [{ status: 'succeeded' }], staffEvents: 1 });
    expect(state.payments).toHaveLength(1);
  });

  it('late: a payment_failed arriving before succeeded, about a card since replaced by one that paid, asks Stripe and pays (never fails) the order', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    fake.declineInBrowser(action.paymentIntentId);
    fake.payInBrowser(action.paymentIntentId, { last4: '5556' });
    const [failed] = fake.eventsFor(action.paymentIntentId, 'payment_intent.payment_failed');
    const res = await send(failed!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('applied:succeeded');
    expect(await orderState(orderId)).toMatchObject({
      paymentStatus: 'paid',
      attempts: [{ status: 'succeeded', provider_ref: action.paymentIntentId, card_last4: '5556' }],
      staffEvents: 1,
    });
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    expect((await send(succeeded!)).statusCode).toBe(200);
    expect((await orderState(orderId)).payments).toHaveLength(1);
  });

  it('payment_failed and canceled events are checked against Stripe: failed when Stripe says so, ignored while the diner is still confirming', async () => {
    const declined = await stripeCardOrder(t, v);
    fake.declineInBrowser(declined.action.paymentIntentId);
    const [failed] = fake.eventsFor(declined.action.paymentIntentId, 'payment_intent.payment_failed');
    // The diner is in a 3-D Secure challenge with another card: not failed yet.
    fake.intents.get(declined.action.paymentIntentId)!.status = 'requires_action';
    expect((await send(failed!)).json().outcome).toBe('ignored:not_failed_at_stripe');
    expect((await orderState(declined.orderId)).attempts).toMatchObject([{ status: 'pending' }]);
    fake.intents.get(declined.action.paymentIntentId)!.status = 'requires_payment_method';
    const again = { ...failed!, id: `${failed!.id}_redelivered` };
    expect((await send(again)).json().outcome).toBe('applied:failed');
    expect((await orderState(declined.orderId)).attempts).toMatchObject([{ status: 'failed' }]);
  });

  it('out of order: charge.refunded before payment_intent.succeeded settles the payment and keeps the refund; older refund totals never lower it', async () => {
    const { orderId, action } = await stripeCardOrder(t, v);
    fake.payInBrowser(action.paymentIntentId);
    // Refunds made in Stripe's Dashboard, through the SDK against the fake.
    const dashboard = new Stripe('sk_test_dashboard', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    await dashboard.refunds.create({ payment_intent: action.paymentIntentId, amount: 1000 });
    await dashboard.refunds.create({ payment_intent: action.paymentIntentId, amount: 441 });
    const [firstRefund, secondRefund] = fake.eventsFor(action.paymentIntentId, 'charge.refunded');
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');

    expect((await send(secondRefund!)).statusCode).toBe(200);
    let state = await orderState(orderId);
    expect(state.paymentStatus).toBe('paid');
    expect(state.payments).toMatchObject([{ status: 'succeeded', amount: 3441, refunded_amount: 1441 }]);

    expect((await send(firstRefund!)).statusCode).toBe(200);
    expect((await send(succeeded!)).statusCode).toBe(200);
    state = await orderState(orderId);
    expect(state.payments).toMatchObject([{ refunded_amount: 1441 }]);
    expect(state.staffEvents).toBe(1);
  });

  it('stores and answers events it does not act on, and ones about payments it does not know', async () => {
    const res = await send({
      id: 'evt_unrelated_1',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored:no_payment_intent');
    const stranger = await send({
      id: 'evt_unknown_pi',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_not_ours', object: 'payment_intent', amount_received: 100, metadata: {} } },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().outcome).toBe('ignored:unknown_attempt');
  });
});
