import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import { RECONCILE_IN_PROGRESS_LIMIT_MS } from '../src/features/payments/reconcile.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, stripeCardOrder } from './fake-stripe/stripe-venue.ts';

/**
 * The reconciliation job for a venue on its own Stripe account (Connect: the intent lives on the
 * venue's account, not the platform's): it reads the intent by the id stored on the attempt, with
 * the venue's account, and does not depend on Stripe's search index (which lags). Only an attempt
 * with no id stored (a crash between creating the intent and remembering it) is searched for, on
 * the venue's account too.
 */
const ACCOUNT = 'acct_1ReconcileVenue';
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
  const res = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: v.headers, payload: { accountId: ACCOUNT } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => close());
beforeEach(() => {
  fake.settings.searchLagMs = 0;
});

const deps = () => ({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers });
async function state(orderId: string) {
  const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'failure_code']).where('order_id', '=', orderId).execute();
  return { paymentStatus: order.payment_status, attempts: attempts.map((a) => a.status) };
}

describe('payments.reconcile for a Connect venue', () => {
  it('finds the intent on the venue’s account by its stored id, with search lagging: pending while the diner pays, paid once confirmed', async () => {
    const placed = await stripeCardOrder(t, v);
    expect(fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST' && r.account === ACCOUNT)).toBeDefined();
    // Stripe's search has not indexed the new intent yet: a lookup by search alone would say "no such payment".
    fake.settings.searchLagMs = 10 * 60_000;
    const before = fake.requests.length;
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'pending', attempts: ['pending'] });
    const lookups = fake.requests.slice(before).filter((r) => r.path.startsWith('/v1/payment_intents'));
    expect(lookups.map((r) => [r.method, r.path, r.account])).toContainEqual(['GET', `/v1/payment_intents/${placed.action.paymentIntentId}`, ACCOUNT]);
    expect(lookups.some((r) => r.path === '/v1/payment_intents/search')).toBe(false);

    // Paid in the browser, and the webhook was lost: the next run pays the order.
    fake.payInBrowser(placed.action.paymentIntentId);
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'paid', attempts: ['succeeded'] });
  });

  it('an attempt with no intent id stored (a crash before it was remembered) is searched for on the venue’s account', async () => {
    const placed = await stripeCardOrder(t, v);
    await t.db.updateTable('payment_attempts').set({ provider_ref: null }).where('id', '=', placed.attempt.id).execute();
    const before = fake.requests.length;
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'pending', attempts: ['pending'] });
    const search = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents/search');
    expect(search?.account).toBe(ACCOUNT);
    fake.payInBrowser(placed.action.paymentIntentId);
    await reconcileAttempts(deps(), { graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'paid', attempts: ['succeeded'] });
  });

  it('past the long limit the intent is canceled at Stripe before the attempt fails (the diner’s form can no longer pay it); one paid before is paid', async () => {
    const late = await stripeCardOrder(t, v);
    const after = new Date(Date.parse(late.attempt.created_at) + RECONCILE_IN_PROGRESS_LIMIT_MS + 60_000);
    await reconcileAttempts(deps(), { now: after, graceMs: 0 });
    expect(await state(late.orderId)).toEqual({ paymentStatus: 'failed', attempts: ['failed'] });
    expect(fake.intents.get(late.action.paymentIntentId)!.status).toBe('canceled');
    expect(() => fake.payInBrowser(late.action.paymentIntentId)).toThrow(/canceled/);

    // Paid before the run (its webhook lost): paid, never canceled.
    const paid = await stripeCardOrder(t, v);
    const cancelOf = fake.requests.length;
    fake.payInBrowser(paid.action.paymentIntentId);
    await reconcileAttempts(deps(), { now: new Date(Date.parse(paid.attempt.created_at) + RECONCILE_IN_PROGRESS_LIMIT_MS + 60_000), graceMs: 0 });
    expect(await state(paid.orderId)).toEqual({ paymentStatus: 'paid', attempts: ['succeeded'] });
    expect(fake.requests.slice(cancelOf).some((r) => r.path.endsWith('/cancel'))).toBe(false);
  });
});
