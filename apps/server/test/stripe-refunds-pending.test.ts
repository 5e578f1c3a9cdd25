import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { ZPaymentSummarySchema } from '@menudelite/shared/payments/contracts';
import { REFUND_ASK_LIMIT_MS } from '../src/features/payments/refunds/ask.ts';
import { ORDER_REFUND_RETRY_JOB } from '../src/features/payments/refunds/order-refunds.ts';
import { createOrderingVenue, newKey, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { deliver } from './fake-stripe/deliver.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, stripeCardOrder, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';

/**
 * Order refunds Stripe did not answer (down, or the answer lost after Stripe acted): the refund stays
 * pending with its amount reserved and the API says so (201 pending); the payments.refunds job asks
 * again under the refund's own key, and Stripe's charge.refunded settles one Stripe made. Past 23 hours
 * nothing asks again (Stripe keeps keys for 24): staff see it pending.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
const CONNECT = 'acct_1PendingRefunds';
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
});
afterAll(() => close());
afterEach(() => {
  fake.settings.unavailable = null;
  fake.settings.lostAnswers = null;
});

async function settledPayment(venue = v) {
  const { orderId, action } = await stripeCardOrder(t, venue);
  fake.payInBrowser(action.paymentIntentId);
  for (const event of fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded')) {
    expect((await deliver(t.app, event, { secret: WEBHOOK_SECRET })).statusCode).toBe(200);
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/payments?orderId=${orderId}`, headers: venue.headers });
  return { payment: ZPaymentSummarySchema.parse(res.json()[0]), intent: action.paymentIntentId };
}

const refund = (paymentId: string, amount: number, venue = v, key = newKey()) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/refunds`, headers: { ...venue.headers, 'idempotency-key': key }, payload: { amount } });
const summary = async (paymentId: string, venue = v) =>
  ZPaymentSummarySchema.parse((await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: venue.headers })).json());
const stripeRefunds = (intent: string) => [...fake.refunds.values()].filter((r) => r.payment_intent === intent);
const refundPosts = (refundId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === `refund:${refundId}`);
async function runRetryJob() {
  await t.deps.jobs.enqueue(ORDER_REFUND_RETRY_JOB, { graceMs: 0 });
  await t.deps.jobs.runDueJobs();
}

describe('an order refund Stripe did not answer', () => {
  it('Stripe down: 201 pending, the amount stays reserved (no over-refund meanwhile), the job finishes it under the same key once Stripe is back', async () => {
    const { payment, intent } = await settledPayment();
    fake.settings.unavailable = /^\/v1\/refunds$/;
    const res = await refund(payment.id, 1200);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 1200, status: 'pending' });
    expect(await summary(payment.id)).toMatchObject({ refundedAmount: 1200, refundableAmount: 3441 - 1200, refunds: [{ status: 'pending' }] });
    // The reservation holds: the rest cannot be refunded twice over.
    expect((await refund(payment.id, 3441 - 1200 + 1)).statusCode).toBe(409);

    // Still down: the job asks, and leaves it pending.
    await runRetryJob();
    expect((await summary(payment.id)).refunds.map((r) => r.status)).toEqual(['pending']);
    expect(refundPosts(res.json().id).length).toBeGreaterThanOrEqual(2);

    fake.settings.unavailable = null;
    await runRetryJob();
    expect(await summary(payment.id)).toMatchObject({ refundedAmount: 1200, refundableAmount: 2241, refunds: [{ status: 'succeeded' }] });
    expect(stripeRefunds(intent).map((r) => [r.amount, r.metadata.refundId])).toEqual([[1200, res.json().id]]);
    // Done: the next run asks nothing more.
    const asked = refundPosts(res.json().id).length;
    await runRetryJob();
    expect(refundPosts(res.json().id)).toHaveLength(asked);
  });

  it('the answer lost after Stripe refunded: charge.refunded settles it with Stripe’s refund (on the venue’s Connect account), never asking again', async () => {
    const venue = await createOrderingVenue(t);
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: CONNECT } });
    expect(set.statusCode, set.body).toBe(200);
    const { payment, intent } = await settledPayment(venue);
    fake.settings.lostAnswers = /^\/v1\/refunds$/;
    const res = await refund(payment.id, 500, venue);
    fake.settings.lostAnswers = null;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('pending');
    const [made] = stripeRefunds(intent);
    expect(made).toMatchObject({ amount: 500, metadata: { refundId: res.json().id } });

    const asked = refundPosts(res.json().id).length;
    const [event] = fake.eventsFor(intent, 'charge.refunded');
    const hook = await deliver(t.app, event!, { secret: WEBHOOK_SECRET });
    expect(hook.json()).toMatchObject({ outcome: 'applied:refunded' });
    const row = await t.db.selectFrom('payment_refunds').select(['status', 'provider_ref']).where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'succeeded', provider_ref: made!.id });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/refunds' && r.account === CONNECT)).toBe(true);
    await runRetryJob();
    expect(refundPosts(res.json().id)).toHaveLength(asked);
    expect(await summary(payment.id, venue)).toMatchObject({ refundedAmount: 500, refundableAmount: 3441 - 500 });
  });

  it('the answer lost, no webhook: the job asks again under the same key and Stripe answers the refund it made (still one)', async () => {
    const { payment, intent } = await settledPayment();
    fake.settings.lostAnswers = /^\/v1\/refunds$/;
    const res = await refund(payment.id, 700);
    fake.settings.lostAnswers = null;
    expect(res.json().status).toBe('pending');
    await runRetryJob();
    const [made] = stripeRefunds(intent);
    const row = await t.db.selectFrom('payment_refunds').select(['status', 'provider_ref']).where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'succeeded', provider_ref: made!.id });
    expect(stripeRefunds(intent)).toHaveLength(1);
    expect(refundPosts(res.json().id).at(-1)!.replayed).toBe(true);
  });

  it('the job and the staff’s retry with the same Idempotency-Key at once: one Stripe refund, settled once', async () => {
    const { payment, intent } = await settledPayment();
    fake.settings.unavailable = /^\/v1\/refunds$/;
    const key = newKey();
    const first = await refund(payment.id, 900, v, key);
    expect(first.json().status).toBe('pending');
    fake.settings.unavailable = null;
    const [again] = await Promise.all([refund(payment.id, 900, v, key), runRetryJob(), runRetryJob()]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, status: 'succeeded' });
    expect(stripeRefunds(intent).map((r) => r.amount)).toEqual([900]);
    expect(await summary(payment.id)).toMatchObject({ refundedAmount: 900, refunds: [{ status: 'succeeded' }] });
  });

  it('older than 23 hours: neither the job nor a retry of the key asks Stripe again (its key may be gone); it stays pending and reserved for staff', async () => {
    const { payment } = await settledPayment();
    fake.settings.unavailable = /^\/v1\/refunds$/;
    const key = newKey();
    const res = await refund(payment.id, 400, v, key);
    fake.settings.unavailable = null;
    const old = new Date(Date.now() - REFUND_ASK_LIMIT_MS - 60_000).toISOString();
    await t.db.updateTable('payment_refunds').set({ created_at: old, updated_at: old }).where('id', '=', res.json().id).execute();
    const asked = refundPosts(res.json().id).length;
    await runRetryJob();
    const replay = await refund(payment.id, 400, v, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toMatchObject({ id: res.json().id, status: 'pending' });
    expect(refundPosts(res.json().id)).toHaveLength(asked);
    expect(await summary(payment.id)).toMatchObject({ refundedAmount: 400, refunds: [{ status: 'pending' }] });
  });
});
