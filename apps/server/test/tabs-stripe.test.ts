import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, PUBLISHABLE_KEY } from './fake-stripe/stripe-venue.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { keyOf } from './helpers/team.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { card, openTab, orderAtTable, setTabSettings, tabClock, tabRow, tabSnapshot } from './tabs-helpers.ts';

/**
 * Tabs with Stripe, through the real SDK against the fake Stripe server: the card is saved in the
 * browser with a SetupIntent on a customer (never sent to us), the tab opens once Stripe's own
 * record shows it saved, and closing charges it off-session.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
  await setTabSettings(t, v, { idleMinutes: 20, defaultTipPercent: 10 });
});
afterAll(() => close());

const confirm = (tableCode: string, tabId: string) => t.app.inject({ method: 'POST', url: `/api/public/tables/${tableCode}/tab/${tabId}/card` });

async function pendingTab(tableCode: string) {
  const res = await openTab(t, tableCode, { card: undefined });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('saving the card', () => {
  it('refuses card details posted to us (400, nothing written)', async () => {
    await orderAtTable(t, v, v.tables.one.code);
    const before = await tabSnapshot(t);
    const res = await openTab(t, v.tables.one.code, { card: card() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CARD_INVALID');
    expect(await tabSnapshot(t)).toEqual(before);
  });

  it('writes the tab pending with a SetupIntent on a customer; it opens only when Stripe says the card is saved', async () => {
    const tab = await pendingTab(v.tables.one.code);
    expect(tab).toMatchObject({
      status: 'pending_card',
      cardLast4: null,
      closesAt: null,
      setup: { provider: 'stripe', publishableKey: PUBLISHABLE_KEY, stripeAccount: null, clientSecret: expect.stringMatching(/^seti_.*_secret_/) },
    });
    const si = fake.setupIntents.get(tab.setup.setupIntentId)!;
    expect(si).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_/), metadata: { tabId: tab.id } });

    const early = await confirm(v.tables.one.code, tab.id);
    expect(early.statusCode).toBe(409);
    expect(keyOf(early.body)).toBe('tabCardRequired');
    expect((await confirm(v.tables.two.code, tab.id)).statusCode).toBe(404);

    fake.confirmSetupInBrowser(tab.setup.setupIntentId, 'pm_card_visa');
    const opened = await confirm(v.tables.one.code, tab.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id: tab.id, status: 'open', cardLast4: '4242', closesBecause: 'idle' });
    expect(await tabRow(t, tab.id)).toMatchObject({ payment_method_ref: si.payment_method, customer_ref: si.customer, provider: 'stripe' });
    // Again: the tab as it is, no second check queued.
    expect((await confirm(v.tables.one.code, tab.id)).json().status).toBe('open');
    const checks = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'tabs.check').where('payload', 'like', `%${tab.id}%`).execute();
    expect(checks).toHaveLength(1);
  });
});

describe('closing', () => {
  it('charges the saved card off-session for the remainder plus the tip, once', async () => {
    const tab = (await t.app.inject({ method: 'GET', url: `/api/public/tables/${v.tables.one.code}/tab` })).json().tab;
    const clock = tabClock(t);
    await clock.after(21);
    const row = await tabRow(t, tab.id);
    expect(row.status).toBe('closed');
    const payment = await t.db.selectFrom('bill_payments').selectAll().where('id', '=', row.bill_payment_id!).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ method: 'saved_card', status: 'succeeded', card_last4: '4242' });
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.confirm === 'true');
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toMatchObject({
      off_session: 'true',
      customer: row.customer_ref,
      payment_method: row.payment_method_ref,
      amount: String(payment.total),
    });
    await clock.closer.check(tab.id);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.confirm === 'true')).toHaveLength(1);
  });

  it("on a Connect venue, charges on the venue's account with the platform's order fee as application_fee_amount", async () => {
    const w = await createOrderingVenue(t);
    await setTabSettings(t, w, { idleMinutes: 20, defaultTipPercent: 10 });
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: w.headers, payload: { accountId: 'acct_1TabVenueAcct' } });
    expect(set.statusCode, set.body).toBe(200);
    await orderAtTable(t, w, w.tables.one.code);
    const tab = await pendingTab(w.tables.one.code);
    fake.confirmSetupInBrowser(tab.setup.setupIntentId, 'pm_card_visa');
    expect((await confirm(w.tables.one.code, tab.id)).json().status).toBe('open');
    await tabClock(t).after(21);
    const row = await tabRow(t, tab.id);
    expect(row.status).toBe('closed');
    const made = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.confirm === 'true' && r.body.customer === row.customer_ref,
    );
    expect(made).toHaveLength(1);
    // The bill's one order carries the venue's 0.50 order fee: the platform's part, as a diner's bill payment sends it.
    expect(made[0]).toMatchObject({ account: 'acct_1TabVenueAcct', body: { off_session: 'true', application_fee_amount: '50' } });
  });

  it('a card that saves but declines charges (0341) fails the tab and leaves the bill open', async () => {
    const { billId } = await orderAtTable(t, v, v.tables.two.code);
    const tab = await pendingTab(v.tables.two.code);
    fake.confirmSetupInBrowser(tab.setup.setupIntentId, 'pm_card_chargeCustomerFail');
    expect((await confirm(v.tables.two.code, tab.id)).json()).toMatchObject({ status: 'open', cardLast4: '0341' });
    await tabClock(t).after(21);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });
    const bill = await t.app.inject({ method: 'GET', url: `/api/restaurant/bills/${billId}`, headers: v.headers });
    expect(bill.json()).toMatchObject({ status: 'open', totals: { amountRemaining: 3370 } });
  });
});
