import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import { RECONCILE_IN_PROGRESS_LIMIT_MS } from '../src/features/payments/reconcile.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';
import { billOf, createBillVenue, newTable, orderAt, tableBill, type TBillVenue } from './bills-venue.ts';
import { openTab, orderAtTable, setTabSettings, tabClock, tabRow } from './tabs-helpers.ts';
import { createLink, delitePayVenue, pay } from './delitepay-venue.ts';

/**
 * The reconciliation for the table bill and tabs of a venue on its own Stripe account (Connect):
 * as for orders, a bill attempt's intent is read by the id stored on it, on the venue's account
 * (Stripe's search lagging changes nothing), and canceled there at the 24-hour limit; a tab's
 * off-session charge whose answer was lost (no id stored) is searched for on the venue's account;
 * DelitePay's page and link payments likewise.
 */
const ACCOUNT = 'acct_1BillConnectVenue';
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TBillVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createBillVenue(t);
  const res = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: v.headers, payload: { accountId: ACCOUNT } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => close());
afterEach(() => {
  fake.settings.searchLagMs = 0;
  fake.settings.lostAnswers = null;
});

const deps = () => ({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers });
const intentRequests = (from: number) => fake.requests.slice(from).filter((r) => r.path.startsWith('/v1/payment_intents'));

async function billPayment(amount: number) {
  const table = await newTable(t, v);
  await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
  const bill = await tableBill(t, table.code);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/bills/${bill.token}/payments`,
    headers: { 'idempotency-key': newKey() },
    payload: { selection: { mode: 'custom', amount } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const attempt = await t.db
    .selectFrom('payment_attempts')
    .innerJoin('bill_payments', 'bill_payments.attempt_id', 'payment_attempts.id')
    .select(['payment_attempts.id', 'payment_attempts.created_at', 'payment_attempts.purpose'])
    .where('bill_payments.id', '=', res.json().billPayment.id)
    .executeTakeFirstOrThrow();
  return { token: bill.token, paymentId: res.json().billPayment.id as string, intent: res.json().payment.paymentIntentId as string, attempt };
}
const paymentStatus = async (id: string) => (await t.db.selectFrom('bill_payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('a bill payment on a Connect venue', () => {
  it('is read by its stored id on the venue’s account (search lagging): pending while the diner pays, paid once confirmed', async () => {
    const p = await billPayment(1000);
    expect(p.attempt.purpose).toBe('bill');
    expect(fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.metadata?.attemptId === p.attempt.id)?.account).toBe(
      ACCOUNT,
    );
    fake.settings.searchLagMs = 10 * 60_000;
    const before = fake.requests.length;
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await paymentStatus(p.paymentId)).toBe('pending');
    expect(intentRequests(before).map((r) => [r.method, r.path, r.account])).toContainEqual(['GET', `/v1/payment_intents/${p.intent}`, ACCOUNT]);
    expect(intentRequests(before).some((r) => r.path.endsWith('/search'))).toBe(false);

    // Paid in the browser, the webhook lost: the next run settles the bill's payment.
    fake.payInBrowser(p.intent);
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await paymentStatus(p.paymentId)).toBe('succeeded');
    expect((await billOf(t, p.token)).totals).toMatchObject({ amountPaid: 1000, amountPending: 0 });
  });

  it('past the 24-hour limit its intent is canceled on the venue’s account and the lines are given back', async () => {
    const p = await billPayment(1200);
    const before = fake.requests.length;
    await reconcileAttempts(deps(), { now: new Date(Date.parse(p.attempt.created_at) + RECONCILE_IN_PROGRESS_LIMIT_MS + 60_000), graceMs: 0 });
    expect(intentRequests(before).find((r) => r.path === `/v1/payment_intents/${p.intent}/cancel`)?.account).toBe(ACCOUNT);
    expect(fake.intents.get(p.intent)!.status).toBe('canceled');
    expect(await paymentStatus(p.paymentId)).toBe('failed');
    expect((await billOf(t, p.token)).totals).toMatchObject({ amountPaid: 0, amountPending: 0 });
  });
});

describe('a tab’s saved-card charge on a Connect venue', () => {
  it('charged at Stripe but the answer lost (no intent id stored): found by its key on the venue’s account and settled, once', async () => {
    await setTabSettings(t, v, { idleMinutes: 20, defaultTipPercent: null });
    const table = await newTable(t, v);
    await orderAtTable(t, v, table.code);
    const opened = await openTab(t, table.code, { card: undefined });
    expect(opened.statusCode, opened.body).toBe(201);
    const tab = opened.json();
    expect(tab.setup.stripeAccount).toBe(ACCOUNT);
    fake.confirmSetupInBrowser(tab.setup.setupIntentId, 'pm_card_visa');
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/public/tables/${table.code}/tab/${tab.id}/card` });
    expect(confirmed.json().status).toBe('open');

    fake.settings.lostAnswers = /^\/v1\/payment_intents$/;
    await tabClock(t).after(21);
    fake.settings.lostAnswers = null;
    const row = await tabRow(t, tab.id);
    expect(row.status).toBe('closing');
    const attempt = await t.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('purpose', '=', 'bill')
      .where('idempotency_key', 'like', `%tab:${tab.id}%`)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: 'pending', provider_ref: null });
    const charged = [...fake.intents.values()].filter((pi) => pi.metadata.attemptId === attempt.id);
    expect(charged.map((pi) => pi.status)).toEqual(['succeeded']);

    const before = fake.requests.length;
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(intentRequests(before).find((r) => r.path === '/v1/payment_intents/search')?.account).toBe(ACCOUNT);
    const after = await t.db.selectFrom('payment_attempts').select(['status', 'provider_ref']).where('id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'succeeded', provider_ref: charged[0]!.id });
    const payment = await t.db.selectFrom('bill_payments').select(['status', 'method']).where('attempt_id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'succeeded', method: 'saved_card' });
    expect([...fake.intents.values()].filter((pi) => pi.metadata.tabId === tab.id)).toHaveLength(1);
  });
});

describe('DelitePay payments on a Connect venue', () => {
  it('a page payment and a link payment are read by their stored ids on the venue’s account and settled once paid', async () => {
    const venue = await delitePayVenue(t);
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: ACCOUNT } });
    expect(set.statusCode, set.body).toBe(200);
    const link = await createLink(t, venue, { amount: 2600 });
    const started = [await pay(t, venue.slug, { amount: 1500 }), await pay(t, venue.slug, { linkToken: link.token })].map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return { paymentId: res.json().paymentId as string, intent: res.json().payment.paymentIntentId as string };
    });
    fake.settings.searchLagMs = 10 * 60_000;
    const before = fake.requests.length;
    await reconcileAttempts(deps(), { graceMs: 0 });
    const reads = intentRequests(before).map((r) => [r.method, r.path, r.account]);
    for (const { intent } of started) expect(reads).toContainEqual(['GET', `/v1/payment_intents/${intent}`, ACCOUNT]);
    expect(reads.some(([, path]) => String(path).endsWith('/search'))).toBe(false);

    for (const { intent } of started) fake.payInBrowser(intent);
    await reconcileAttempts(deps(), { graceMs: 0 });
    const rows = await t.db
      .selectFrom('delitepay_payments')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        started.map((p) => p.paymentId),
      )
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const attempts = await t.db
      .selectFrom('payment_attempts')
      .select('purpose')
      .where(
        'provider_ref',
        'in',
        started.map((p) => p.intent),
      )
      .execute();
    expect(attempts.map((a) => a.purpose).toSorted()).toEqual(['link', 'page']);
  });
});
