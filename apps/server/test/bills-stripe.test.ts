import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBillPayResponseSchema } from '@menudelite/shared/bills/contracts';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { deliver } from './fake-stripe/deliver.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, PUBLISHABLE_KEY, WEBHOOK_SECRET } from './fake-stripe/stripe-venue.ts';
import { CARD, billOf, createBillVenue, newTable, orderAt, paymentSnapshot, staffEventsOf, tableBill, type TBillVenue } from './bills-venue.ts';

/**
 * The bill paid through Stripe (the real SDK against the in-repo fake server): the pay answer
 * carries the PaymentIntent for Stripe.js, the lines stay taken while the diner confirms, and the
 * webhook (or the reconciliation job) settles the payment, once.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TBillVenue;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createBillVenue(t);
});
afterAll(() => close());

const fee = (base: number) => Math.round(base * 0.015) + 20;
const payStripe = (token: string, body: Record<string, unknown>, key = newKey()) =>
  t.app.inject({ method: 'POST', url: `/api/public/bills/${token}/payments`, headers: { 'idempotency-key': key }, payload: body });
const deliverAll = async (intentId: string) => {
  for (const event of fake.eventsFor(intentId)) {
    const res = await deliver(t.app, event, { secret: WEBHOOK_SECRET });
    expect(res.statusCode, res.body).toBe(200);
  }
};

async function freshBill() {
  const table = await newTable(t, v);
  const order = await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
  return { bill: await tableBill(t, table.code), orderId: order.orderId as string };
}

describe('paying the bill with Stripe', () => {
  it('answers the PaymentIntent; the lines stay taken until the succeeded webhook settles the payment, once', async () => {
    const { bill } = await freshBill();
    expect(bill.gateway).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY, stripeAccount: null });
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const key = newKey();
    const res = await payStripe(bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] }, tip: { kind: 'percent', percent: 10 } }, key);
    expect(res.statusCode, res.body).toBe(201);
    const answer = ZBillPayResponseSchema.parse(res.json());
    const total = 3300 + fee(3300);
    expect(answer.payment).toMatchObject({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY, amount: total, currency: 'eur' });
    expect(answer.billPayment).toMatchObject({ status: 'pending', amount: 3000, tip: 300, total });
    expect(answer.bill.totals).toMatchObject({ amountPending: 3000, amountRemaining: 350 });
    // A second diner cannot take the bottle meanwhile.
    const second = await payStripe(bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] } });
    expect(second.statusCode).toBe(409);
    // The retry answers the same intent (no second one).
    const intents = fake.intents.size;
    const retry = await payStripe(bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] }, tip: { kind: 'percent', percent: 10 } }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.paymentIntentId).toBe(answer.payment!.paymentIntentId);
    expect(fake.intents.size).toBe(intents);

    fake.payInBrowser(answer.payment!.paymentIntentId, { last4: '4444' });
    await deliverAll(answer.payment!.paymentIntentId);
    // Delivered twice: no second effect.
    const [succeeded] = fake.eventsFor(answer.payment!.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(t.app, succeeded!, { secret: WEBHOOK_SECRET })).json()).toMatchObject({ duplicate: true });
    const after = await billOf(t, bill.token);
    expect(after.totals).toMatchObject({ amountPaid: 3000, amountPending: 0, amountRemaining: 350, totalTips: 300, processingFee: fee(3300) });
    expect(after.payments).toEqual([expect.objectContaining({ id: answer.billPayment.id, status: 'succeeded', cardLast4: '4444' })]);
    expect((await staffEventsOf(t, v.restaurantId, 'newPaymentForPayLaterOrder')).filter((e) => e.billPaymentId === answer.billPayment.id)).toHaveLength(1);
  });

  it('the last payment settled by the webhook closes the bill and pays its orders', async () => {
    const { bill, orderId } = await freshBill();
    const res = await payStripe(bill.token, { selection: { mode: 'whole' } });
    expect(res.statusCode, res.body).toBe(201);
    const intent = res.json().payment.paymentIntentId as string;
    expect((await billOf(t, bill.token)).status).toBe('open');
    fake.payInBrowser(intent);
    await deliverAll(intent);
    expect(await billOf(t, bill.token)).toMatchObject({ status: 'closed', totals: { amountRemaining: 0, amountPaid: 3350 } });
    const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
  });

  it('a declined card (payment_failed) gives the lines back', async () => {
    const { bill } = await freshBill();
    const res = await payStripe(bill.token, { selection: { mode: 'custom', amount: 1000 } });
    const intent = res.json().payment.paymentIntentId as string;
    fake.declineInBrowser(intent);
    await deliverAll(intent);
    const after = await billOf(t, bill.token);
    expect(after.totals).toMatchObject({ amountPending: 0, amountPaid: 0, amountRemaining: 3350 });
    expect(after.payments).toEqual([]);
    const row = await t.db.selectFrom('bill_payments').select('status').where('id', '=', res.json().billPayment.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('a payment confirmed in the browser whose webhook never came is settled by the reconciliation job', async () => {
    const { bill } = await freshBill();
    const res = await payStripe(bill.token, { selection: { mode: 'custom', amount: 1000 } });
    fake.payInBrowser(res.json().payment.paymentIntentId);
    await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    expect((await billOf(t, bill.token)).totals).toMatchObject({ amountPaid: 1000, amountPending: 0 });
  });

  it('card details posted with Stripe are refused and nothing is written; the minimum is Stripe’s where it is higher than 1.00', async () => {
    const { bill } = await freshBill();
    const before = await paymentSnapshot(t);
    const withCard = await payStripe(bill.token, { selection: { mode: 'whole' }, card: CARD });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().error.code).toBe('CARD_INVALID');
    expect(await paymentSnapshot(t)).toEqual(before);

    const dirham = await createBillVenue(t, { currency: 'aed' });
    await orderAt(t, dirham, [{ itemId: dirham.bottle }], { tableCode: dirham.tables.one.code });
    const aedBill = await tableBill(t, dirham.tables.one.code);
    expect(aedBill.minimumAmount).toBe(200);
    const small = await payStripe(aedBill.token, { selection: { mode: 'custom', amount: 150 } });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toBe('Amount to pay must be at least 2.00');
    expect(await paymentSnapshot(t)).toEqual(before);
  });
});

describe('refunding a bill payment made with Stripe', () => {
  it("refunds at Stripe under our refund id, on the venue's Connect account; Stripe's charge.refunded (ours or the Dashboard's) only raises the refunded total", async () => {
    const venue = await createBillVenue(t);
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: 'acct_1BillVenue' } });
    expect(set.statusCode, set.body).toBe(200);
    const table = await newTable(t, venue);
    await orderAt(t, venue, [{ itemId: venue.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const res = await payStripe(bill.token, { selection: { mode: 'whole' } });
    expect(res.statusCode, res.body).toBe(201);
    const intent = res.json().payment.paymentIntentId as string;
    const paymentId = res.json().billPayment.id as string;
    const total = res.json().billPayment.total as number;
    fake.payInBrowser(intent);
    await deliverAll(intent);

    const url = `/api/restaurant/bills/${bill.id}/payments/${paymentId}/refunds`;
    const ours = await t.app.inject({ method: 'POST', url, headers: venue.headers, payload: { amount: 1200 } });
    expect(ours.statusCode, ours.body).toBe(201);
    expect(ours.json().refund).toMatchObject({ status: 'succeeded', recorded: false, amount: 1200 });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([1200]);
    const sent = fake.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund:${ours.json().refund.id}`);
    expect(sent?.account).toBe('acct_1BillVenue');
    const [refunded] = fake.eventsFor(intent, 'charge.refunded');
    expect((await deliver(t.app, refunded!, { secret: WEBHOOK_SECRET })).json().outcome).toBe('no_change:refunded');

    // Refunded in Stripe's Dashboard: the webhook raises the total, and what staff may still refund shrinks.
    const charge = fake.charges.get(fake.intents.get(intent)!.latest_charge)!;
    charge.amount_refunded = 3000;
    const dashboard = { ...refunded!, id: `evt_dashboard_${Date.now()}`, data: { object: { ...refunded!.data.object, amount_refunded: 3000 } } };
    expect((await deliver(t.app, dashboard as typeof refunded & object, { secret: WEBHOOK_SECRET })).json().outcome).toBe('applied:refunded');
    expect((await billOf(t, bill.token)).payments.find((p) => p.id === paymentId)!.refundedAmount).toBe(3000);
    // An older total arriving late never lowers it.
    const older = { ...refunded!, id: `evt_older_${Date.now()}` };
    expect((await deliver(t.app, older, { secret: WEBHOOK_SECRET })).json().outcome).toBe('no_change:refunded');
    const over = await t.app.inject({ method: 'POST', url, headers: venue.headers, payload: { amount: total - 3000 + 1 } });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.details[0].key).toBe('refundAboveCaptured');
    expect((await t.app.inject({ method: 'POST', url, headers: venue.headers, payload: { amount: total - 3000 } })).statusCode).toBe(201);
  });

  it("Stripe made it but its answer was lost: 201 pending; charge.refunded settles it by our id in Stripe's record, never asking again", async () => {
    const { bill } = await freshBill();
    const res = await payStripe(bill.token, { selection: { mode: 'custom', amount: 2000 } });
    const intent = res.json().payment.paymentIntentId as string;
    const paymentId = res.json().billPayment.id as string;
    fake.payInBrowser(intent);
    await deliverAll(intent);
    const url = `/api/restaurant/bills/${bill.id}/payments/${paymentId}/refunds`;
    fake.settings.lostAnswers = /^\/v1\/refunds$/;
    let lost;
    try {
      lost = await t.app.inject({ method: 'POST', url, headers: v.headers, payload: { amount: 800 } });
    } finally {
      fake.settings.lostAnswers = null;
    }
    expect(lost.statusCode, lost.body).toBe(201);
    expect(lost.json().refund.status).toBe('pending');
    const refundId = lost.json().refund.id as string;
    const posts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === `refund:${refundId}`).length;
    const asked = posts();
    const [event] = fake.eventsFor(intent, 'charge.refunded');
    expect((await deliver(t.app, event!, { secret: WEBHOOK_SECRET })).json().outcome).toBe('applied:refunded');
    const row = await t.db.selectFrom('bill_refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
    expect(row.status).toBe('succeeded');
    expect(posts()).toBe(asked);
    expect((await billOf(t, bill.token)).payments.find((p) => p.id === paymentId)!.refundedAmount).toBe(800);
  });
});
