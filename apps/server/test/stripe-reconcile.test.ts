import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAttempts, RECONCILE_JOB } from '../src/features/payments/public.ts';
import { RECONCILE_IN_PROGRESS_LIMIT_MS } from '../src/features/payments/reconcile.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp, stripeCardOrder } from './fake-stripe/stripe-venue.ts';

/**
 * The reconciliation job with Stripe: a PaymentIntent the diner has not confirmed yet is "in
 * progress", not "not found", so the job leaves the order pending instead of failing it (and then
 * paying it again when the succeeded webhook arrives). Canceled fails; succeeded pays; an intent
 * still unconfirmed after the long limit fails.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TOrderingVenue;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await createOrderingVenue(t);
});
afterAll(() => close());

async function state(orderId: string) {
  const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('payment_attempts').select(['status', 'failure_code']).where('order_id', '=', orderId).execute();
  const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute();
  return {
    paymentStatus: order.payment_status,
    attempts: attempts.map((a) => a.status),
    failure: attempts[0]?.failure_code ?? null,
    payments: payments.length,
  };
}

/** One run of the job as the runner does it, without the grace period (the attempts here are seconds old). */
async function runJob() {
  await t.deps.jobs.enqueue(RECONCILE_JOB, { graceMs: 0 });
  await t.deps.jobs.runDueJobs();
}

describe('payments.reconcile with Stripe', () => {
  it('leaves an unconfirmed intent pending across runs, and the diner can still pay it', async () => {
    const placed = await stripeCardOrder(t, v);
    expect(fake.intents.get(placed.action.paymentIntentId)!.status).toBe('requires_payment_method');
    await runJob();
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'pending', attempts: ['pending'], failure: null, payments: 0 });

    // Stripe.js asked for 3-D Secure: still the diner's turn.
    fake.intents.get(placed.action.paymentIntentId)!.status = 'requires_action';
    await runJob();
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'pending', attempts: ['pending'], failure: null, payments: 0 });

    // The diner pays; the next run (even without the webhook) pays the order, once.
    fake.payInBrowser(placed.action.paymentIntentId);
    await runJob();
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'paid', attempts: ['succeeded'], failure: null, payments: 1 });
    await runJob();
    expect((await state(placed.orderId)).payments).toBe(1);
  });

  it('fails the order when the intent was canceled', async () => {
    const placed = await stripeCardOrder(t, v);
    fake.cancelIntent(placed.action.paymentIntentId);
    await runJob();
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'failed', attempts: ['failed'], failure: 'PAYMENT_DECLINED', payments: 0 });
  });

  it('fails an intent still unconfirmed after the long limit, and not a minute before', async () => {
    const placed = await stripeCardOrder(t, v);
    const created = Date.parse(placed.attempt.created_at);
    const deps = { db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers };

    await reconcileAttempts(deps, { now: new Date(created + RECONCILE_IN_PROGRESS_LIMIT_MS - 60_000), graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'pending', attempts: ['pending'], failure: null, payments: 0 });

    await reconcileAttempts(deps, { now: new Date(created + RECONCILE_IN_PROGRESS_LIMIT_MS + 60_000), graceMs: 0 });
    expect(await state(placed.orderId)).toEqual({ paymentStatus: 'failed', attempts: ['failed'], failure: 'NOT_CHARGED', payments: 0 });
  });
});
