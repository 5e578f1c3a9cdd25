import { expect } from 'vitest';
import { DEMO_CARD_SUCCEEDS } from '../src/features/payments/public.ts';
import { createJobRunner } from '../src/features/jobs/public.ts';
import { createTabBills } from '../src/features/tabs/bills.ts';
import { createTabCloser } from '../src/features/tabs/close-service.ts';
import { registerTabJobs } from '../src/features/tabs/jobs.ts';
import { dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Shared by the tabs-*.test.ts files: a table with a pay-later order and its bill, a tab on it, and the check job on a clock the test moves. */

export const card = (number = DEMO_CARD_SUCCEEDS) => ({ number, expiry: '12/40', cvc: '123' });

/** A pay-later order at the table (33.70 with the 0.50 order fee), and the table's bill opened by the diners' bill page. */
export async function orderAtTable(t: TTestApp, v: TOrderingVenue, tableCode: string) {
  const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { tableCode }));
  const bill = await t.app.inject({ method: 'GET', url: `/api/public/tables/${tableCode}/bill` });
  expect(bill.statusCode, bill.body).toBe(200);
  return { orderId: order.orderId as string, billId: bill.json().id as string, bill: bill.json() };
}

export function openTab(t: TTestApp, tableCode: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/tables/${tableCode}/tab`,
    payload: { email: 'ana@example.com', payerName: 'Ana', language: 'en', card: card(), ...body },
  });
}

export async function setTabSettings(t: TTestApp, v: TOrderingVenue, settings: { idleMinutes: number; defaultTipPercent: number | null }) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/tabs/settings', headers: v.headers, payload: settings });
  expect(res.statusCode, res.body).toBe(200);
}

const silent = { error: () => {}, warn: () => {} };

/**
 * The tabs.check job on a runner whose clock the test sets: the real job runner and the real
 * closer, only "now" is the test's, so an idle time passes without waiting for it.
 */
export function tabClock(t: TTestApp, start = new Date()) {
  const clock = { now: start };
  const runner = createJobRunner({ db: t.db, log: silent, now: () => clock.now });
  const closer = createTabCloser({
    db: t.db,
    jobs: runner,
    payments: t.deps.payments,
    bills: createTabBills(t.deps, t.app.realtime),
    realtime: t.app.realtime,
    now: () => clock.now,
  });
  registerTabJobs(runner, closer);
  return {
    closer,
    runner,
    set: (at: Date) => {
      clock.now = at;
    },
    /** Moves the clock `minutes` past now and runs the tab checks due by then. */
    async after(minutes: number) {
      clock.now = new Date(Date.now() + minutes * 60_000);
      return runner.runDueJobs();
    },
  };
}

export async function tabRow(t: TTestApp, id: string) {
  return t.db.selectFrom('tabs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The demo gateway's charges of a tab's closing (its bill payment's attempt key contains tab:<id>). */
export async function tabCharges(t: TTestApp, tabId: string) {
  return t.db.selectFrom('demo_charges').selectAll().where('idempotency_key', 'like', `%tab:${tabId}%`).execute();
}

export const TAB_TABLES = ['tabs', 'jobs', 'demo_charges', 'bill_payments', 'payment_attempts', 'rate_limits'] as const;

/** Row counts of what opening or closing a tab may write: equal before and after proves a refusal wrote nothing. */
export async function tabSnapshot(t: TTestApp): Promise<Record<(typeof TAB_TABLES)[number], number>> {
  const counts = {} as Record<(typeof TAB_TABLES)[number], number>;
  for (const table of TAB_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
