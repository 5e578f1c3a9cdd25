import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBillWith } from '../src/features/bills/public.ts';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import { createTabBills } from '../src/features/tabs/bills.ts';
import { createTabCloser } from '../src/features/tabs/close-service.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { card, openTab, orderAtTable, setTabSettings, tabCharges, tabClock, tabRow } from './tabs-helpers.ts';

/**
 * A tab's closing charge against everything else that may happen on its bill at the same moment: a
 * diner's payment still in progress, staff pressing "close now", a diner paying the whole bill, and a
 * job queue that cannot take the closer's recheck. Money is taken once, and no line is left unpaid
 * behind a closed tab.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const billPaymentsOf = (billId: string) => t.db.selectFrom('bill_payments').selectAll().where('bill_id', '=', billId).execute();
const staffBill = async (v: TOrderingVenue, billId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/restaurant/bills/${billId}`, headers: v.headers })).json();

async function tabOnTable(v: TOrderingVenue) {
  await setTabSettings(t, v, { idleMinutes: 10, defaultTipPercent: null });
  const { billId, bill } = await orderAtTable(t, v, v.tables.one.code);
  const res = await openTab(t, v.tables.one.code);
  expect(res.statusCode, res.body).toBe(201);
  return { billId, token: bill.token as string, tab: res.json() as { id: string; closesAt: string } };
}

describe('a diner’s payment in progress when the tab is due', () => {
  it('the tab waits for it (staff too: 409), then charges what its failure gave back: the bill ends at 0', async () => {
    const v = await createOrderingVenue(t);
    const { billId, tab } = await tabOnTable(v);
    // A diner pays 10.00 of the 33.70 by card; the gateway has not answered (the payment stays pending, its share taken).
    const pending = payBillWith(
      { db: t.db, payments: t.deps.payments, jobs: t.deps.jobs, realtime: t.app.realtime },
      {
        restaurantId: v.restaurantId,
        billId,
        idempotencyKey: 'diner-custom-1',
        method: 'card',
        request: { selection: { mode: 'custom', amount: 1000 } },
        charge: () => Promise.reject(new Error('socket hang up')),
      },
    );
    await expect(pending).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    const clock = tabClock(t);
    await clock.after(11);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'open', close_reason: null });
    expect(await tabCharges(t, tab.id)).toHaveLength(0);
    const now = await t.app.inject({ method: 'POST', url: `/api/tabs/${tab.id}/close`, headers: v.headers });
    expect(now.statusCode, now.body).toBe(409);
    expect(now.json().error.code).toBe('BILL_CHANGED');
    expect((await tabRow(t, tab.id)).status).toBe('open');

    // The diner's payment fails (the reconciliation finds no charge): its 10.00 is owed again.
    await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    expect((await staffBill(v, billId)).totals).toMatchObject({ amountRemaining: 3370, amountPending: 0 });

    // The closer's recheck (5 minutes on) charges all of it.
    await clock.after(17);
    const row = await tabRow(t, tab.id);
    expect(row).toMatchObject({ status: 'closed' });
    const paid = (await billPaymentsOf(billId)).filter((p) => p.status === 'succeeded');
    expect(paid.map((p) => [p.id, Number(p.amount)])).toEqual([[row.bill_payment_id, 3370]]);
    expect(await staffBill(v, billId)).toMatchObject({ status: 'closed', totals: { amountRemaining: 0 } });
  });
});

describe('the closer claims a tab and queues its recheck in one write', () => {
  it('a queue that cannot take the recheck leaves the tab open (never closing with no check to come)', async () => {
    const v = await createOrderingVenue(t);
    const { tab } = await tabOnTable(v);
    const closer = createTabCloser({
      db: t.db,
      jobs: { enqueue: () => Promise.reject(new Error('the job queue is unavailable')) },
      payments: t.deps.payments,
      bills: createTabBills(t.deps, t.app.realtime),
      realtime: t.app.realtime,
      now: () => new Date(),
    });
    await expect(closer.close(tab.id, 'staff')).rejects.toThrow('unavailable');
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'open', close_reason: null });
    expect(await tabCharges(t, tab.id)).toHaveLength(0);
  });
});

describe('everyone at once', () => {
  it('the due check, staff’s "close now" and a diner paying the whole bill: the bill is paid exactly once', async () => {
    const v = await createOrderingVenue(t);
    const { billId, token, tab } = await tabOnTable(v);
    const clock = tabClock(t);
    clock.set(new Date(Date.parse(tab.closesAt) + 1000));
    const [, staff, diner] = await Promise.all([
      clock.closer.check(tab.id),
      t.app.inject({ method: 'POST', url: `/api/tabs/${tab.id}/close`, headers: v.headers }),
      t.app.inject({
        method: 'POST',
        url: `/api/public/bills/${token}/payments`,
        headers: { 'idempotency-key': `race-${tab.id}` },
        payload: { selection: { mode: 'whole' }, card: card() },
      }),
    ]);
    expect([200, 409]).toContain(staff.statusCode);
    expect([201, 409]).toContain(diner.statusCode);
    // Whatever waited looks again later (the closer's recheck).
    clock.set(new Date(Date.parse(tab.closesAt) + 7 * 60_000));
    await clock.runner.runDueJobs();

    const paid = (await billPaymentsOf(billId)).filter((p) => p.status === 'succeeded');
    expect(paid.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(3370);
    expect(await tabCharges(t, tab.id)).toHaveLength(diner.statusCode === 201 ? 0 : 1);
    const bill = await staffBill(v, billId);
    expect(bill).toMatchObject({ status: 'closed', totals: { amountRemaining: 0, amountPaid: 3370 } });
    for (const line of bill.lines) expect(line.paidAmount).toBeLessThanOrEqual(line.amount);
    expect((await tabRow(t, tab.id)).status).toBe('closed');
  });
});
