import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { clubVenue, createPlan, customer, type TClubVenue } from './club-helpers.ts';

/**
 * A first charge whose answer a crash lost: the subscription stays incomplete (holding the customer's
 * place) until the settle job asks the gateway for the charge under its key: made → active with its
 * period and renewal; never made → failed, and the place is free again.
 */
let t: TTestApp;
let v: TClubVenue;
let plan: any;

beforeAll(async () => {
  t = await createTestApp();
  v = await clubVenue(t);
  plan = await createPlan(t, v);
});
afterAll(async () => t?.close());

/** An incomplete subscription as a crash after saving the card leaves it, its invoice and its settle job (due now). */
async function crashedSubscription(): Promise<{ id: string; userId: string }> {
  const c = await customer(t);
  const id = newId();
  const now = new Date().toISOString();
  const cardRef = `demo_pm_4242_${createHash('sha256').update(`club:${id}:card`).digest('hex').slice(0, 24)}`;
  await t.db
    .insertInto('club_subscriptions')
    .values({
      id,
      restaurant_id: v.restaurantId,
      customer_user_id: c.userId,
      plan_id: plan.id,
      status: 'incomplete',
      price: 999,
      currency: 'eur',
      period_number: 1,
      current_period_start: null,
      current_period_end: null,
      grace_until: null,
      cancelled_at: null,
      cancel_reason: null,
      idempotency_key: `key-${id}`,
      request_hash: 'x',
      provider: 'demo',
      payment_method_ref: cardRef,
      customer_ref: null,
      card_last4: '4242',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('club_invoices')
    .values({
      id: newId(),
      restaurant_id: v.restaurantId,
      subscription_id: id,
      period_number: 1,
      amount: 999,
      currency: 'eur',
      status: 'pending',
      attempts: 0,
      idempotency_key: `club:${id}:1`,
      provider_ref: null,
      failure_message: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.deps.jobs.enqueue('club.settle', { subscriptionId: id }, { uniqueKey: `club-settle:${id}` });
  return { id, userId: c.userId };
}

const row = (id: string) => t.db.selectFrom('club_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('settling a first charge a crash left open', () => {
  it('the charge was made before the crash: active, with its period and renewal, and no second charge', async () => {
    const { id } = await crashedSubscription();
    const sub = await row(id);
    // The gateway took the charge under the invoice's first key; the answer never came back.
    const first = await t.deps.payments.chargeSaved!({
      amount: 999,
      currency: 'eur',
      paymentMethodRef: sub.payment_method_ref!,
      idempotencyKey: `club:${id}:1:0`,
      description: 'x',
    });
    expect(first.status).toBe('succeeded');
    const charges = async () =>
      Number(
        (
          await t.db
            .selectFrom('demo_charges')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await charges();
    await t.deps.jobs.runDueJobs();
    expect(await row(id)).toMatchObject({ status: 'active' });
    expect((await row(id)).current_period_end).not.toBeNull();
    expect(await charges()).toBe(before);
    const renewal = await t.db.selectFrom('jobs').select('status').where('unique_key', '=', `club-renew:${id}:1`).executeTakeFirstOrThrow();
    expect(renewal.status).toBe('queued');
  });

  it('the charge never reached the gateway: failed, and the customer may subscribe again', async () => {
    const { id, userId } = await crashedSubscription();
    await t.deps.jobs.runDueJobs();
    expect(await row(id)).toMatchObject({ status: 'failed', cancel_reason: 'payment_failed' });
    const live = await t.db
      .selectFrom('club_subscriptions')
      .select('id')
      .where('customer_user_id', '=', userId)
      .where('status', 'in', ['incomplete', 'active', 'past_due', 'pending_cancellation'])
      .execute();
    expect(live).toEqual([]);
  });
});
