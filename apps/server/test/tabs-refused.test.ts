import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { createJobRunner } from '../src/features/jobs/public.ts';
import { PaymentProviderRefused, type TPaymentProvider } from '../src/features/payments/public.ts';
import { createTabBills } from '../src/features/tabs/bills.ts';
import { createTabCloser, TAB_CLOSING_STALE_MS } from '../src/features/tabs/close-service.ts';
import { registerTabJobs } from '../src/features/tabs/jobs.ts';
import { createTabOpenService } from '../src/features/tabs/open-service.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { openTab, orderAtTable, setTabSettings, tabCharges, tabRow, tabSnapshot } from './tabs-helpers.ts';

/**
 * A card gateway that refuses for good (PaymentProviderRefused: the venue's Connect account revoked,
 * a key without access) is not asked again and again: the tab fails and staff are told why, and the
 * diner opening a tab is told at once with nothing written. An earlier try's charge still counts.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { error: () => {}, warn: () => {} };
const refusal = () => new PaymentProviderRefused("The provided key does not have access to account 'acct_1Revoked'", 'account_invalid');

/** The real closer and job runner on a clock the test sets, with the saved-card charge swapped for `chargeSaved`. */
function closerWith(chargeSaved: TPaymentProvider['chargeSaved']) {
  const clock = { now: new Date() };
  const runner = createJobRunner({ db: t.db, log: silent, now: () => clock.now });
  const payments: TPaymentProvider = { ...t.deps.payments, chargeSaved };
  const closer = createTabCloser({
    db: t.db,
    jobs: runner,
    payments,
    bills: createTabBills(t.deps, t.app.realtime),
    realtime: t.app.realtime,
    now: () => clock.now,
  });
  registerTabJobs(runner, closer);
  return {
    closer,
    runner,
    async at(ms: number) {
      clock.now = new Date(ms);
      await runner.runDueJobs();
    },
  };
}

async function openTabAt(v: TOrderingVenue) {
  await setTabSettings(t, v, { idleMinutes: 10, defaultTipPercent: 10 });
  const { billId } = await orderAtTable(t, v, v.tables.one.code);
  const res = await openTab(t, v.tables.one.code);
  expect(res.statusCode, res.body).toBe(201);
  return { billId, tab: res.json() as { id: string; closesAt: string } };
}

const billPaymentsOf = (billId: string) => t.db.selectFrom('bill_payments').selectAll().where('bill_id', '=', billId).execute();

describe('the gateway refuses the closing charge for good', () => {
  it('fails the tab once (no retry loop), frees the bill and tells staff with the key cardGatewayRefused', async () => {
    const v = await createOrderingVenue(t);
    const { billId, tab } = await openTabAt(v);
    let asked = 0;
    const { at } = closerWith(async () => {
      asked += 1;
      throw refusal();
    });

    await at(Date.parse(tab.closesAt) + 1000);
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'failed', charged_amount: null, closes_at: null });
    expect((await tabRow(t, tab.id)).failure_message).toContain('refused');
    const [payment] = await billPaymentsOf(billId);
    expect(payment).toMatchObject({ method: 'saved_card', status: 'failed' });
    const attempt = await t.db.selectFrom('payment_attempts').selectAll().where('id', '=', payment!.attempt_id!).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('failed');

    const bill = await t.app.inject({ method: 'GET', url: `/api/restaurant/bills/${billId}`, headers: v.headers });
    expect(bill.json()).toMatchObject({ status: 'open', totals: { amountRemaining: 3370, amountPending: 0 } });
    const events = (await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0', headers: v.headers })).json().items;
    expect(events.filter((e: { type: string }) => e.type === 'tabChargeFailed')).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ tabId: tab.id, key: 'cardGatewayRefused', amountRemaining: 3370 }) }),
    ]);

    // The check queued for a closer that dies comes and finds nothing to do: the gateway is not asked again.
    await at(Date.parse(tab.closesAt) + TAB_CLOSING_STALE_MS + 10_000);
    expect(asked).toBe(1);
    expect((await tabRow(t, tab.id)).status).toBe('failed');
    // The table may leave a card again (once the venue fixed its account).
    expect((await openTab(t, v.tables.one.code)).statusCode).toBe(201);
  });

  it('a charge an earlier try made under the same key (its answer lost) stands: the tab closes paid, charged once', async () => {
    const v = await createOrderingVenue(t);
    const { billId, tab } = await openTabAt(v);
    // The charge went through at the gateway, then the gateway refused the repeat (the account was revoked meanwhile).
    const { at } = closerWith(async (request) => {
      await t.deps.payments.chargeSaved!(request);
      throw refusal();
    });

    await at(Date.parse(tab.closesAt) + 1000);
    const [payment] = await billPaymentsOf(billId);
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(await tabRow(t, tab.id)).toMatchObject({ status: 'closed', bill_payment_id: payment!.id });
    expect(await tabCharges(t, tab.id)).toHaveLength(1);
  });
});

/** The diners' tab service with a Stripe-like gateway whose SetupIntent creation answers `createSetup`. */
function openServiceWith(createSetup: () => Promise<never>) {
  const payments: TPaymentProvider = {
    ...t.deps.payments,
    checkCard: undefined,
    saveCard: undefined,
    intents: {
      publishableKey: 'pk_test_menudelite',
      createSetup,
      create: () => Promise.reject(new Error('unused')),
      retrieve: () => Promise.reject(new Error('unused')),
      confirm: () => Promise.reject(new Error('unused')),
      capture: () => Promise.reject(new Error('unused')),
      cancel: () => Promise.reject(new Error('unused')),
    },
  };
  return createTabOpenService({
    db: t.db,
    jobs: t.deps.jobs,
    payments,
    bills: createTabBills(t.deps, t.app.realtime),
    rateLimiter: t.deps.rateLimiter,
    now: () => new Date(),
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describe('the gateway refuses to prepare the card form (Stripe SetupIntent)', () => {
  it('refused for good: 409 cardGatewayRefused and no tab written; unreachable: 503 and no tab written', async () => {
    const v = await createOrderingVenue(t);
    await orderAtTable(t, v, v.tables.two.code);
    const body = { email: 'ana@example.com' };
    const before = await tabSnapshot(t);

    const refused = await failure(openServiceWith(() => Promise.reject(refusal())).open(v.tables.two.code, body));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', details: [expect.objectContaining({ key: 'cardGatewayRefused' })] });

    const down = await failure(openServiceWith(() => Promise.reject(new Error('connect ECONNREFUSED'))).open(v.tables.two.code, body));
    expect(down).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    const after = await tabSnapshot(t);
    expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });
});
