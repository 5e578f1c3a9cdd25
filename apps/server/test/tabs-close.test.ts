import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD_DECLINES_LATER } from '../src/features/payments/public.ts';
import { createTabBills } from '../src/features/tabs/bills.ts';
import { scheduleTabCheck } from '../src/features/tabs/schedule.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { card, openTab, orderAtTable, setTabSettings, tabCharges, tabClock, tabRow } from './tabs-helpers.ts';

/**
 * Tabs that close themselves, through the real job runner on a clock the test moves: what remains
 * is charged once with the venue's default tip, the bill closes at 0 and the receipt is e-mailed; a
 * declined card fails the tab and tells staff; activity on the bill pushes the deadline.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffBill(v: TOrderingVenue, billId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurant/bills/${billId}`, headers: v.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const billPaymentsOf = (billId: string) => t.db.selectFrom('bill_payments').selectAll().where('bill_id', '=', billId).execute();

describe('closing by itself after the idle time', () => {
  it('charges what remains plus the default tip once, closes the bill at 0 and e-mails the receipt', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 60, defaultTipPercent: 10 });
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code, { email: 'close@example.com' })).json();
    const clock = tabClock(t);

    // Half-way through the idle time nothing is due.
    await clock.after(30);
    expect((await tabRow(t, tab.id)).status).toBe('open');

    await clock.after(61);
    const row = await tabRow(t, tab.id);
    const [payment] = await billPaymentsOf(billId);
    expect(payment).toMatchObject({ method: 'saved_card', status: 'succeeded', mode: 'whole', email: 'close@example.com' });
    expect(Number(payment!.amount)).toBe(3370);
    // 10 % of the items (33.20), not of the order fee.
    expect(Number(payment!.tip)).toBe(332);
    expect(row).toMatchObject({ status: 'closed', close_reason: 'idle', bill_payment_id: payment!.id, closes_at: null });
    expect(Number(row.charged_amount)).toBe(Number(payment!.total));
    expect(Number(row.tip_amount)).toBe(332);
    const charges = await tabCharges(t, tab.id);
    expect(charges.map((c) => [Number(c.amount), c.status, c.card_last4])).toEqual([[Number(payment!.total), 'succeeded', '4242']]);

    const bill = await staffBill(v, billId);
    expect(bill).toMatchObject({ status: 'closed', closedReason: 'paid', totals: { amountRemaining: 0 } });

    // The receipt job (receipts.send) runs on the app's own runner and writes the e-mail to the outbox.
    await t.deps.jobs.runDueJobs();
    const mails = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'close@example.com').execute();
    expect(mails).toHaveLength(1);

    // The job again (a retry, a second check, staff at once): no second charge, no second payment.
    await clock.closer.check(tab.id);
    await scheduleTabCheck(clock.runner, tab.id, new Date(Date.now() + 62 * 60_000));
    await clock.after(63);
    expect(await tabCharges(t, tab.id)).toHaveLength(1);
    expect(await billPaymentsOf(billId)).toHaveLength(1);
    const staffTab = await t.app.inject({ method: 'GET', url: '/api/tabs?state=closed', headers: v.headers });
    expect(staffTab.json().items).toEqual([
      expect.objectContaining({ id: tab.id, status: 'closed', amountRemaining: 0, tipAmount: 332, closesBecause: 'idle' }),
    ]);
  });

  it('checks racing at the deadline make one charge', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 5, defaultTipPercent: null });
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code)).json();
    const clock = tabClock(t);
    clock.set(new Date(Date.now() + 6 * 60_000));
    await Promise.all([clock.closer.check(tab.id), clock.closer.check(tab.id), clock.closer.check(tab.id), clock.runner.runDueJobs()]);
    expect((await tabRow(t, tab.id)).status).toBe('closed');
    expect(await tabCharges(t, tab.id)).toHaveLength(1);
    const payments = await billPaymentsOf(billId);
    expect(payments.map((p) => [p.status, Number(p.amount), Number(p.tip)])).toEqual([['succeeded', 3370, 0]]);
  });

  it('a bill the diners paid themselves closes the tab without a charge', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 5, defaultTipPercent: 15 });
    const { bill } = await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code)).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/public/bills/${bill.token}/payments`,
      headers: { 'idempotency-key': `whole-${tab.id}` },
      payload: { selection: { mode: 'whole' }, card: card() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await tabClock(t).after(6);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'closed', close_reason: 'settled' });
    expect(await tabCharges(t, tab.id)).toHaveLength(0);
  });
});

describe('a closer that died mid-way', () => {
  it('a tab left closing after its charge went through is finished by the next check under the same key: one charge', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 30, defaultTipPercent: 5 });
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code)).json();
    const clock = tabClock(t);
    // The closer claimed the tab and charged the card, then its process died before marking the tab closed.
    await t.db
      .updateTable('tabs')
      .set({ status: 'closing', close_reason: 'idle', updated_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('id', '=', tab.id)
      .execute();
    const row = await tabRow(t, tab.id);
    const bills = createTabBills(t.deps, t.app.realtime);
    const paid = await bills.payRemaining({
      restaurantId: v.restaurantId,
      billId,
      tipPercent: 5,
      email: row.email,
      language: row.language,
      payerName: row.payer_name,
      idempotencyKey: `tab:${tab.id}`,
      charge: (attempt) =>
        t.deps.payments.chargeSaved!({
          amount: Number(attempt.amount),
          currency: 'eur',
          paymentMethodRef: row.payment_method_ref!,
          idempotencyKey: attempt.idempotency_key,
          description: 'Tab',
        }),
    });
    expect(paid.status).toBe('succeeded');

    // A check that comes early (the process is maybe still alive) leaves it alone; the one after the stale time finishes it.
    await t.db.updateTable('tabs').set({ updated_at: new Date().toISOString() }).where('id', '=', tab.id).execute();
    await clock.closer.check(tab.id);
    expect((await tabRow(t, tab.id)).status).toBe('closing');
    clock.set(new Date(Date.now() + 6 * 60_000));
    await clock.closer.check(tab.id);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'closed', close_reason: 'idle' });
    expect(await tabCharges(t, tab.id)).toHaveLength(1);
    expect(await billPaymentsOf(billId)).toHaveLength(1);
  });
});

describe('a declined card', () => {
  it('fails the tab, leaves the bill open with nothing reserved, tells staff; a new tab may be opened', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 10, defaultTipPercent: 10 });
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code, { card: card(DEMO_CARD_DECLINES_LATER) })).json();
    await tabClock(t).after(11);

    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'failed', failure_message: 'Your card was declined', charged_amount: null });
    expect((await tabCharges(t, tab.id)).map((c) => c.status)).toEqual(['declined']);
    expect(await billPaymentsOf(billId)).toEqual([expect.objectContaining({ status: 'failed' })]);
    const bill = await staffBill(v, billId);
    expect(bill).toMatchObject({ status: 'open', totals: { amountRemaining: 3370, amountPending: 0 } });

    const events = await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0', headers: v.headers });
    const failed = events.json().items.filter((e: { type: string }) => e.type === 'tabChargeFailed');
    expect(failed).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          tabId: tab.id,
          billId,
          tableDisplayId: '1',
          amountRemaining: 3370,
          currency: 'eur',
          message: 'Your card was declined',
        }),
      }),
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/tabs', headers: v.headers });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: tab.id, status: 'failed', amountRemaining: 3370, failureMessage: 'Your card was declined' }),
    ]);

    const again = await openTab(t, v.tables.one.code);
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('the deadline moves', () => {
  it('activity on the bill (a new order) pushes it: the check at the old deadline leaves the tab open and comes back later', async () => {
    const v = await createOrderingVenue(t);
    await setTabSettings(t, v, { idleMinutes: 30, defaultTipPercent: null });
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const opened = (await openTab(t, v.tables.one.code)).json();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await orderAtTable(t, v, v.tables.one.code);
    const moved = (await t.app.inject({ method: 'GET', url: `/api/public/tables/${v.tables.one.code}/tab` })).json().tab;
    expect(Date.parse(moved.closesAt) - Date.parse(opened.closesAt)).toBeGreaterThanOrEqual(1000);

    const clock = tabClock(t);
    // Just past the first deadline (its check's second), before the new one.
    clock.set(new Date(Math.ceil(Date.parse(opened.closesAt) / 1000) * 1000));
    await clock.runner.runDueJobs();
    expect(await tabRow(t, opened.id)).toMatchObject({ status: 'open', closes_at: moved.closesAt });
    expect(await tabCharges(t, opened.id)).toHaveLength(0);

    clock.set(new Date(Date.parse(moved.closesAt) + 1000));
    await clock.runner.runDueJobs();
    expect((await tabRow(t, opened.id)).status).toBe('closed');
    expect((await billPaymentsOf(billId)).map((p) => Number(p.amount))).toEqual([6740]);
  });

  it('a shorter idle time in the settings is applied to open tabs at once', async () => {
    const v = await createOrderingVenue(t);
    await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code)).json();
    expect(tab.idleMinutes).toBe(180);
    await setTabSettings(t, v, { idleMinutes: 1, defaultTipPercent: null });
    const clock = tabClock(t);
    // The look the settings asked for (now) schedules the new deadline, one minute on.
    await clock.after(0.05);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'open', closes_at: expect.any(String) });
    expect(Date.parse((await tabRow(t, tab.id)).closes_at!) - Date.now()).toBeLessThanOrEqual(60_000);
    await clock.after(2);
    expect((await tabRow(t, tab.id)).status).toBe('closed');
  });
});

/** Opening hours that end `minutes` from now on the venue's clock (every day, so any weekday works). */
function closingIn(timeZone: string, minutes: number) {
  const clock = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const closesAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const opens = clock(new Date(Date.now() - 2 * 3_600_000));
  return { hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens, closes: clock(closesAt) }] })), closesAt };
}

describe('closing time, on the venue’s clock', () => {
  it('a tab closes when the venue closes (Europe/London, which changes clocks), before its idle time', async () => {
    const { hours, closesAt } = closingIn('Europe/London', 40);
    const v = await createOrderingVenue(t, { time_zone: 'Europe/London', opening_hours: JSON.stringify(hours) });
    await setTabSettings(t, v, { idleMinutes: 180, defaultTipPercent: null });
    await orderAtTable(t, v, v.tables.one.code);
    const tab = (await openTab(t, v.tables.one.code)).json();
    expect(tab).toMatchObject({ closesBecause: 'closingTime', closesAt: closesAt.toISOString(), timeZone: 'Europe/London' });

    const clock = tabClock(t);
    clock.set(new Date(closesAt.getTime() - 60_000));
    await clock.runner.runDueJobs();
    expect((await tabRow(t, tab.id)).status).toBe('open');
    clock.set(new Date(closesAt.getTime() + 1000));
    await clock.runner.runDueJobs();
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'closed', close_reason: 'closingTime' });
  });
});
