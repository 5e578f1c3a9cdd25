import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDelitePayResponseSchema, ZPaymentPageInfoSchema } from '@menudelite/shared/delitepay/contracts';
import { LINK_HOLD_MS } from '../src/features/delitepay/link-hold.ts';
import { REFUND_RETRY_JOB } from '../src/features/delitepay/refund-source.ts';
import { reconcileAttempts, REFUND_ASK_LIMIT_MS } from '../src/features/payments/public.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { deliver } from './fake-stripe/deliver.ts';
import type { TFakeEvent, TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, PUBLISHABLE_KEY, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';
import { createLink, delitePayVenue, GOOD_CARD, keyOf, pay, payState, type TPayVenue } from './delitepay-venue.ts';

/** DelitePay with Stripe, through the real SDK against the fake Stripe server: intents, the webhook settling, declines, refunds, reconciliation. */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TPayVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await delitePayVenue(t);
});
afterAll(() => close());

const send = (event: TFakeEvent) => deliver(t.app, event, { secret: WEBHOOK_SECRET });
const paymentRow = (id: string) => t.db.selectFrom('delitepay_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refundRows = (paymentId: string) => t.db.selectFrom('delitepay_refunds').selectAll().where('payment_id', '=', paymentId).execute();
const linkRow = (id: string) => t.db.selectFrom('delitepay_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function startPayment(body: Record<string, unknown>, key = newKey()) {
  const res = await pay(t, v.slug, body, key);
  expect(res.statusCode, res.body).toBe(201);
  const answer = ZDelitePayResponseSchema.parse(res.json());
  expect(answer.payment).toBeDefined();
  return { answer, action: answer.payment!, key };
}

/** A payment whose first card was declined in the browser, then attempt 2 with a new intent (the payer's retry under the same key). */
async function retriedPayment(venue: TPayVenue, amount: number) {
  const key = newKey();
  const first = ZDelitePayResponseSchema.parse((await pay(t, venue.slug, { amount }, key)).json());
  const intentA = first.payment!.paymentIntentId;
  fake.declineInBrowser(intentA);
  for (const event of fake.eventsFor(intentA, 'payment_intent.payment_failed')) await send(event);
  expect((await paymentRow(first.paymentId)).status).toBe('failed');
  const retry = await pay(t, venue.slug, { amount }, key);
  expect(retry.statusCode, retry.body).toBe(200);
  const intentB = retry.json().payment.paymentIntentId as string;
  expect(intentB).not.toBe(intentA);
  return { paymentId: first.paymentId, intentA, intentB };
}

const paid = async (intent: string) => {
  fake.payInBrowser(intent);
  for (const event of fake.eventsFor(intent, 'payment_intent.succeeded')) expect((await send(event)).statusCode).toBe(200);
};

const transactions = async (venue: TPayVenue) =>
  (await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions', headers: venue.headers })).json();

/** The payer's attempt as if it had started `minutes` ago. */
const age = (paymentId: string, minutes: number) =>
  t.db
    .updateTable('payment_attempts')
    .set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('id', '=', (eb) => eb.selectFrom('delitepay_payments').select('attempt_id').where('id', '=', paymentId))
    .execute();

const cancels = () => fake.requests.filter((r) => r.path.endsWith('/cancel')).length;

describe('paying with Stripe', () => {
  it('the page names Stripe and its publishable key; a card posted to us is refused with nothing written', async () => {
    const page = ZPaymentPageInfoSchema.parse((await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${v.slug}` })).json());
    expect(page.gateway).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY, stripeAccount: null });
    const before = await payState(t);
    const intents = fake.intents.size;
    const res = await pay(t, v.slug, { amount: 1000, card: GOOD_CARD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CARD_INVALID');
    expect(await payState(t)).toEqual(before);
    expect(fake.intents.size).toBe(intents);
  });

  it('a link payment is written pending with its intent; a replay answers the same intent; the webhook marks it paid once', async () => {
    const link = await createLink(t, v, { amount: 6000, reference: 'EVT-1' });
    const { answer, action, key } = await startPayment({ linkToken: link.token, tip: { percent: 15 } });
    expect(answer).toMatchObject({ status: 'pending', amount: 6000, tip: 900, total: 6900 });
    expect(action).toMatchObject({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY, amount: 6900, currency: 'eur' });
    expect((await linkRow(link.id)).held_by_payment_id).toBe(answer.paymentId);
    // While one payer is on Stripe's form, a second payer cannot take the link.
    const second = await pay(t, v.slug, { linkToken: link.token });
    expect(second.statusCode).toBe(409);
    expect(keyOf(second)).toBe('paymentLinkUsed');

    const replay = await pay(t, v.slug, { linkToken: link.token, tip: { percent: 15 } }, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().payment.paymentIntentId).toBe(action.paymentIntentId);
    expect([...fake.intents.values()].filter((pi) => pi.metadata?.attemptId === fake.intents.get(action.paymentIntentId)!.metadata.attemptId)).toHaveLength(1);

    fake.payInBrowser(action.paymentIntentId, { last4: '1881' });
    const [succeeded] = fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded');
    const hook = await send(succeeded!);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json()).toMatchObject({ outcome: 'applied:succeeded', duplicate: false });
    expect(await paymentRow(answer.paymentId)).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      provider_ref: action.paymentIntentId,
      card_last4: '1881',
    });
    const paidLink = await linkRow(link.id);
    expect(paidLink.status).toBe('paid');
    expect(Number(paidLink.times_paid)).toBe(1);
    expect(Number(paidLink.amount_collected)).toBe(6900);

    const again = await send(succeeded!);
    expect(again.json()).toMatchObject({ duplicate: true });
    expect(Number((await linkRow(link.id)).times_paid)).toBe(1);
    const success = await t.app.inject({ method: 'GET', url: `/api/public/payment-success/${answer.successToken}` });
    expect(success.json().payment).toMatchObject({ status: 'succeeded', cardLast4: '1881', total: 6900 });
  });

  it('a declined card fails the payment by webhook and frees the single-use link for the next payer', async () => {
    const link = await createLink(t, v, { amount: 2000 });
    const { answer, action } = await startPayment({ linkToken: link.token });
    fake.declineInBrowser(action.paymentIntentId);
    for (const event of fake.eventsFor(action.paymentIntentId, 'payment_intent.payment_failed')) expect((await send(event)).statusCode).toBe(200);
    expect((await paymentRow(answer.paymentId)).status).toBe('failed');
    expect((await linkRow(link.id)).held_by_payment_id).toBeNull();
    const next = await startPayment({ linkToken: link.token });
    expect(next.answer.paymentId).not.toBe(answer.paymentId);
  });

  it('a payment the browser confirmed but whose webhook never came is settled by the reconciliation job', async () => {
    const { answer, action } = await startPayment({ amount: 1500, reference: 'LOST-HOOK' });
    fake.payInBrowser(action.paymentIntentId);
    await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    expect(await paymentRow(answer.paymentId)).toMatchObject({ status: 'succeeded', provider_ref: action.paymentIntentId });
  });

  it('refunds go through Stripe under our refund id; Stripe’s charge.refunded (ours or the Dashboard’s) only raises the refunded total', async () => {
    const { answer, action } = await startPayment({ amount: 5000 });
    fake.payInBrowser(action.paymentIntentId);
    for (const event of fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded')) await send(event);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/payment-page-transactions/${answer.paymentId}/refunds`,
      headers: v.headers,
      payload: { amount: 1200 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === action.paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([1200]);
    expect(fake.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund:${res.json().refund.id}`)).toBeDefined();
    const [ours] = fake.eventsFor(action.paymentIntentId, 'charge.refunded');
    expect((await send(ours!)).json().outcome).toBe('no_change:refunded');

    // Refunded in Stripe's Dashboard: the webhook tells us, and what staff may still refund shrinks.
    const charge = fake.charges.get(fake.intents.get(action.paymentIntentId)!.latest_charge)!;
    charge.amount_refunded = 3000;
    const dashboard = { ...ours!, id: `evt_dashboard_${Date.now()}`, data: { object: { ...ours!.data.object, amount_refunded: 3000 } } };
    expect((await send(dashboard as TFakeEvent)).json().outcome).toBe('applied:refunded');
    expect(Number((await paymentRow(answer.paymentId)).refunded_amount)).toBe(3000);
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/payment-page-transactions/${answer.paymentId}/refunds`,
      headers: v.headers,
      payload: { amount: 2001 },
    });
    expect(over.statusCode).toBe(400);
    expect(keyOf(over)).toBe('refundAboveCaptured');
  });
});

describe('Stripe refusing for good, and a refund through another gateway', () => {
  it('a Connect account Stripe refuses: 409 cardGatewayRefused (not 503), the attempt failed and the link free; the same request again is refused again', async () => {
    const venue = await delitePayVenue(t);
    const put = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: 'acct_1Revoked' } });
    expect(put.statusCode, put.body).toBe(200);
    fake.settings.invalidAccounts.add('acct_1Revoked');
    const link = await createLink(t, venue, { amount: 2600 });
    const key = newKey();
    const res = await pay(t, venue.slug, { linkToken: link.token }, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(keyOf(res)).toBe('cardGatewayRefused');
    const row = await t.db.selectFrom('delitepay_payments').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'failure_code']).where('id', '=', row.attempt_id).execute();
    expect(attempts).toEqual([{ status: 'failed', failure_code: 'PROVIDER_REFUSED' }]);
    expect((await linkRow(link.id)).held_by_payment_id).toBeNull();
    const again = await pay(t, venue.slug, { linkToken: link.token }, key);
    expect(again.statusCode, again.body).toBe(409);
    expect(keyOf(again)).toBe('cardGatewayRefused');
  });

  it('Stripe unreachable while a payment starts is still 503 (worth a retry), the payment kept pending', async () => {
    fake.settings.unavailable = /^\/v1\/payment_intents$/;
    try {
      const res = await pay(t, v.slug, { amount: 1100 });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      fake.settings.unavailable = null;
    }
  });

  it('a payment taken with another gateway than today’s: 409 refundOtherGateway naming it, nothing reserved', async () => {
    const { answer, action } = await startPayment({ amount: 3000 });
    fake.payInBrowser(action.paymentIntentId);
    for (const event of fake.eventsFor(action.paymentIntentId, 'payment_intent.succeeded')) await send(event);
    // As if the venue had taken it with the demo gateway before switching to Stripe.
    await t.db.updateTable('delitepay_payments').set({ provider: 'demo' }).where('id', '=', answer.paymentId).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/payment-page-transactions/${answer.paymentId}/refunds`,
      headers: v.headers,
      payload: { amount: 500 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.details[0]).toMatchObject({ key: 'refundOtherGateway', params: { gateway: 'demo' } });
    expect(Number((await paymentRow(answer.paymentId)).refunded_amount)).toBe(0);
  });
});

describe('refunds while Stripe cannot be reached', () => {
  it('the refund is kept pending with its amount reserved (201 pending), shown apart from money given back, and the retry job finishes it under the same key', async () => {
    const venue = await delitePayVenue(t);
    const res0 = await pay(t, venue.slug, { amount: 5000, reference: 'OUTAGE' });
    const started = ZDelitePayResponseSchema.parse(res0.json());
    fake.payInBrowser(started.payment!.paymentIntentId);
    for (const event of fake.eventsFor(started.payment!.paymentIntentId, 'payment_intent.succeeded')) await send(event);
    fake.settings.unavailable = /^\/v1\/refunds$/;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/restaurant/payment-page-transactions/${started.paymentId}/refunds`,
        headers: venue.headers,
        payload: { amount: 1200 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        refund: { amount: 1200, status: 'pending' },
        transaction: { refundedAmount: 0, refundPendingAmount: 1200, refundableAmount: 3800 },
      });
      const listed = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions', headers: venue.headers });
      expect(listed.json().totals).toMatchObject({ total: 5000, refunded: 0, refundPending: 1200, net: 5000 });
      const csv = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions/export.csv', headers: venue.headers });
      expect(csv.body).toContain(',50.00,0.00,12.00,EUR,');
      // Still down: the job leaves it pending.
      await t.deps.jobs.enqueue(REFUND_RETRY_JOB, { graceMs: 0 });
      await t.deps.jobs.runDueJobs();
      expect((await refundRows(started.paymentId)).map((r) => r.status)).toEqual(['pending']);
    } finally {
      fake.settings.unavailable = null;
    }
    await t.deps.jobs.enqueue(REFUND_RETRY_JOB, { graceMs: 0 });
    await t.deps.jobs.runDueJobs();
    const [row] = await refundRows(started.paymentId);
    expect(row).toMatchObject({ status: 'succeeded' });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === started.payment!.paymentIntentId).map((r) => r.amount)).toEqual([1200]);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund:${row!.id}`).length).toBeGreaterThanOrEqual(2);
    const after = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions', headers: venue.headers });
    expect(after.json().totals).toMatchObject({ refunded: 1200, refundPending: 0, net: 3800 });
    expect(after.json().items[0]).toMatchObject({ refundedAmount: 1200, refundPendingAmount: 0, refundableAmount: 3800 });
  });
});

const refundOf = (venue: TPayVenue, paymentId: string, amount: number, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/restaurant/payment-page-transactions/${paymentId}/refunds`,
    headers: { ...venue.headers, 'idempotency-key': key },
    payload: { amount },
  });
const refundPosts = (refundId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === `refund:${refundId}`);
const runRetryJob = async () => {
  await t.deps.jobs.enqueue(REFUND_RETRY_JOB, { graceMs: 0 });
  await t.deps.jobs.runDueJobs();
};
async function paidPayment(venue: TPayVenue, amount: number) {
  const started = ZDelitePayResponseSchema.parse((await pay(t, venue.slug, { amount })).json());
  await paid(started.payment!.paymentIntentId);
  return { paymentId: started.paymentId, intent: started.payment!.paymentIntentId };
}

describe('refunds whose answer was lost, and refunds past the key window (the shared ask and retry loop)', () => {
  it('Stripe made it but its answer was lost: charge.refunded settles it by our id in the refund’s metadata (on the venue’s Connect account), never asking again', async () => {
    const venue = await delitePayVenue(t);
    const put = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: 'acct_1DpLost' } });
    expect(put.statusCode, put.body).toBe(200);
    const { paymentId, intent } = await paidPayment(venue, 4000);
    fake.settings.lostAnswers = /^\/v1\/refunds$/;
    let res;
    try {
      res = await refundOf(venue, paymentId, 900);
    } finally {
      fake.settings.lostAnswers = null;
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refund: { status: 'pending' }, transaction: { refundedAmount: 0, refundPendingAmount: 900 } });
    const refundId = res.json().refund.id as string;
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(made.map((r) => [r.amount, r.metadata.refundId])).toEqual([[900, refundId]]);

    const asked = refundPosts(refundId).length;
    const [event] = fake.eventsFor(intent, 'charge.refunded');
    expect((await send(event!)).json()).toMatchObject({ outcome: 'applied:refunded' });
    expect(await refundRows(paymentId)).toMatchObject([{ id: refundId, status: 'succeeded', provider_ref: made[0]!.id }]);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/refunds' && r.account === 'acct_1DpLost')).toBe(true);
    await runRetryJob();
    expect(refundPosts(refundId)).toHaveLength(asked);
    expect(Number((await paymentRow(paymentId)).refunded_amount)).toBe(900);
    expect((await transactions(venue)).totals).toMatchObject({ refunded: 900, refundPending: 0 });
  });

  it('older than 23 hours: neither the job nor the staff’s retry of the same key asks Stripe again (its key may be gone); it stays pending and reserved', async () => {
    const venue = await delitePayVenue(t);
    const { paymentId, intent } = await paidPayment(venue, 3000);
    const key = newKey();
    fake.settings.unavailable = /^\/v1\/refunds$/;
    let res;
    try {
      res = await refundOf(venue, paymentId, 700, key);
    } finally {
      fake.settings.unavailable = null;
    }
    expect(res.json().refund.status).toBe('pending');
    const refundId = res.json().refund.id as string;
    const old = new Date(Date.now() - REFUND_ASK_LIMIT_MS - 60_000).toISOString();
    await t.db.updateTable('delitepay_refunds').set({ created_at: old, updated_at: old }).where('id', '=', refundId).execute();
    const asked = refundPosts(refundId).length;
    await runRetryJob();
    const replay = await refundOf(venue, paymentId, 700, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toMatchObject({ refund: { id: refundId, status: 'pending' }, transaction: { refundPendingAmount: 700, refundableAmount: 2300 } });
    expect(refundPosts(refundId)).toHaveLength(asked);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent)).toEqual([]);
    expect(await refundRows(paymentId)).toMatchObject([{ status: 'pending' }]);
  });
});

describe('a second charge for one payment (an earlier attempt’s card form confirmed too)', () => {
  it('paid by attempt 2, then attempt 1’s old form pays too: recorded as a duplicate for staff, refunded in full automatically, not counted in the totals', async () => {
    const venue = await delitePayVenue(t);
    const { paymentId, intentA, intentB } = await retriedPayment(venue, 2400);
    await paid(intentB);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', provider_ref: intentB });
    await paid(intentA);
    // Once more (a webhook redelivered, the reconciliation): still one duplicate.
    for (const event of fake.eventsFor(intentA, 'payment_intent.succeeded')) await send({ ...event, id: `${event.id}_again` });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', provider_ref: intentB });
    await t.deps.jobs.runDueJobs();
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentA).map((r) => r.amount)).toEqual([2400]);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentB)).toEqual([]);
    const page = await transactions(venue);
    expect(page.items).toHaveLength(2);
    expect(page.items.find((i: any) => i.status === 'duplicate')).toMatchObject({
      total: 2400,
      refundedAmount: 2400,
      refundPendingAmount: 0,
      refundableAmount: 0,
    });
    expect(page.totals).toMatchObject({ count: 1, total: 2400, refunded: 0, net: 2400 });
    const only = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions?status=duplicate', headers: venue.headers });
    expect(only.json().items.map((i: any) => i.status)).toEqual(['duplicate']);
  });

  it('attempt 1’s old form pays first: the payment moves to it, and attempt 2’s later charge is the duplicate', async () => {
    const venue = await delitePayVenue(t);
    const { paymentId, intentA, intentB } = await retriedPayment(venue, 1800);
    await paid(intentA);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', provider_ref: intentA });
    await paid(intentB);
    await t.deps.jobs.runDueJobs();
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentB).map((r) => r.amount)).toEqual([1800]);
    const page = await transactions(venue);
    expect(page.items.map((i: any) => i.status).toSorted()).toEqual(['duplicate', 'succeeded']);
    expect(page.totals).toMatchObject({ count: 1, total: 1800 });
  });
});

describe('a single-use link’s hold lapses after LINK_HOLD_MS', () => {
  it('a payer who left the card form: before the hold lapses the next payer gets 409; after, the old intent is canceled at Stripe and the next payer takes the link', async () => {
    const link = await createLink(t, v, { amount: 3000 });
    const first = await startPayment({ linkToken: link.token });
    await age(first.answer.paymentId, LINK_HOLD_MS / 60_000 - 1);
    const early = await pay(t, v.slug, { linkToken: link.token });
    expect(early.statusCode).toBe(409);
    expect(keyOf(early)).toBe('paymentLinkUsed');
    expect(cancels()).toBe(0);

    await age(first.answer.paymentId, LINK_HOLD_MS / 60_000 + 1);
    const next = await startPayment({ linkToken: link.token });
    expect(fake.intents.get(first.action.paymentIntentId)!.status).toBe('canceled');
    expect(await paymentRow(first.answer.paymentId)).toMatchObject({ status: 'failed' });
    expect((await linkRow(link.id)).held_by_payment_id).toBe(next.answer.paymentId);
    // The first payer's card form can no longer pay, and their retry finds the link taken.
    expect(() => fake.payInBrowser(first.action.paymentIntentId)).toThrow(/canceled/);
    const retry = await pay(t, v.slug, { linkToken: link.token }, first.key);
    expect(retry.statusCode).toBe(409);
    expect(keyOf(retry)).toBe('paymentLinkUsed');
    // The canceled intent's webhook changes nothing.
    for (const event of fake.eventsFor(first.action.paymentIntentId, 'payment_intent.canceled')) expect((await send(event)).statusCode).toBe(200);
    expect((await linkRow(link.id)).held_by_payment_id).toBe(next.answer.paymentId);

    fake.payInBrowser(next.action.paymentIntentId);
    for (const event of fake.eventsFor(next.action.paymentIntentId, 'payment_intent.succeeded')) await send(event);
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid' });
    expect(Number((await linkRow(link.id)).times_paid)).toBe(1);
  });

  it('two payers arriving together after the hold lapsed: exactly one takes the link, the other gets 409', async () => {
    const link = await createLink(t, v, { amount: 3200 });
    const first = await startPayment({ linkToken: link.token });
    await age(first.answer.paymentId, LINK_HOLD_MS / 60_000 + 1);
    const results = await Promise.all([pay(t, v.slug, { linkToken: link.token }), pay(t, v.slug, { linkToken: link.token })]);
    expect(results.map((r) => r.statusCode).toSorted()).toEqual([201, 409]);
    expect(keyOf(results.find((r) => r.statusCode === 409)!)).toBe('paymentLinkUsed');
    const winner = results.find((r) => r.statusCode === 201)!.json().paymentId;
    expect((await linkRow(link.id)).held_by_payment_id).toBe(winner);
    expect(fake.intents.get(first.action.paymentIntentId)!.status).toBe('canceled');
    const pending = await t.db.selectFrom('delitepay_payments').select('id').where('link_id', '=', link.id).where('status', '=', 'pending').execute();
    expect(pending.map((p) => p.id)).toEqual([winner]);
  });

  it('a lapsed hold whose payer did pay (webhook not in yet): the cancel fails at Stripe, the old payment wins and the link is paid; the next payer is refused, nothing written for them', async () => {
    const link = await createLink(t, v, { amount: 3100 });
    const first = await startPayment({ linkToken: link.token });
    fake.payInBrowser(first.action.paymentIntentId, { last4: '3220' });
    await age(first.answer.paymentId, LINK_HOLD_MS / 60_000 + 5);
    const payments = Number((await payState(t)).delitepay_payments);
    const late = await pay(t, v.slug, { linkToken: link.token });
    expect(late.statusCode).toBe(409);
    expect(keyOf(late)).toBe('paymentLinkUsed');
    expect(fake.requests.filter((r) => r.path === `/v1/payment_intents/${first.action.paymentIntentId}/cancel`)).toHaveLength(1);
    expect(await paymentRow(first.answer.paymentId)).toMatchObject({ status: 'succeeded', card_last4: '3220' });
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid' });
    expect(Number((await payState(t)).delitepay_payments)).toBe(payments);
  });
});

describe("Stripe's own minimum charge", () => {
  it('an AED venue on Stripe takes at least AED 2.00 (Stripe refuses less): the page says so, a smaller payment or link is 400 with nothing written', async () => {
    const dirham = await delitePayVenue(t, { currency: 'aed' });
    const page = ZPaymentPageInfoSchema.parse((await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${dirham.slug}` })).json());
    expect(page.minAmount).toBe(200);
    const before = await payState(t);
    const intents = fake.intents.size;
    const small = await pay(t, dirham.slug, { amount: 150 });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json().error.details[0]).toMatchObject({ path: 'body.amount', key: 'splitAmountTooSmall' });
    expect(small.json().error.details[0].params.min).toContain('2.00');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/payment-links',
      headers: dirham.headers,
      payload: { amount: 150, description: 'Small' },
    });
    expect(link.statusCode, link.body).toBe(400);
    expect(keyOf(link)).toBe('splitAmountTooSmall');
    expect(await payState(t)).toEqual(before);
    expect(fake.intents.size).toBe(intents);
    expect((await pay(t, dirham.slug, { amount: 200 })).statusCode).toBe(201);
  });
});
