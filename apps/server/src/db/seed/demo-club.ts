import { createHash } from 'node:crypto';
import { periodEnd } from '@menudelite/shared/growth/club-period';
import type { TDb } from '../database.ts';
import { newId } from '../../lib/ids.ts';

const DINER_EMAIL = 'diner@demo.menudelite.test';
/** The items free with the demo plan: one coffee a day. */
const COFFEES = ['Espresso', 'Cappuccino', 'Flat white'];

/**
 * DeliteClub on the demo bistro (issue 11 section 5): the club switched on, a "Coffee Club" plan
 * (9.99 a month, 10 % off, one coffee a day free) and the demo diner subscribed and active, paid
 * through the demo gateway, with the renewal on the job runner at the end of the period. Seeded once.
 */
export async function seedDemoClub(db: TDb, restaurantId: string): Promise<void> {
  const existing = await db.selectFrom('club_plans').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (existing) return;
  const venue = await db.selectFrom('restaurants').select(['currency', 'time_zone']).where('id', '=', restaurantId).executeTakeFirstOrThrow();
  const coffees = await db.selectFrom('menu_items').select(['id', 'name']).where('restaurant_id', '=', restaurantId).where('name', 'in', COFFEES).execute();
  const diner = await db.selectFrom('users').select('id').where('email', '=', DINER_EMAIL).executeTakeFirst();
  const start = new Date();
  const end = periodEnd(start, venue.time_zone);
  const now = start.toISOString();
  const planId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('restaurants')
      .set((eb) => ({ allows_delite_club: true, menu_version: eb('menu_version', '+', 1) }))
      .where('id', '=', restaurantId)
      .execute();
    await trx
      .insertInto('club_plans')
      .values({
        id: planId,
        restaurant_id: restaurantId,
        name: 'Coffee Club',
        description: 'A coffee on us every day, and 10% off everything else.',
        monthly_price: 999,
        percent_off: 10,
        free_items_per_day: 1,
        free_item_ids: JSON.stringify(coffees.map((item) => item.id)),
        is_active: true,
        is_deleted: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (!diner) return;
    const subscriptionId = newId();
    // The demo gateway's saved-card reference for 4242 4242 4242 4242 (features/payments/demo-provider.ts).
    const cardRef = `demo_pm_4242_${createHash('sha256').update(`club:${subscriptionId}:card`).digest('hex').slice(0, 24)}`;
    await trx
      .insertInto('club_subscriptions')
      .values({
        id: subscriptionId,
        restaurant_id: restaurantId,
        customer_user_id: diner.id,
        plan_id: planId,
        status: 'active',
        price: 999,
        currency: venue.currency,
        period_number: 1,
        current_period_start: now,
        current_period_end: end.toISOString(),
        billing_anchor: now,
        grace_until: null,
        cancelled_at: null,
        cancel_reason: null,
        idempotency_key: `seed-${subscriptionId}`,
        request_hash: 'seed',
        provider: 'demo',
        payment_method_ref: cardRef,
        customer_ref: null,
        card_last4: '4242',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('club_invoices')
      .values({
        id: newId(),
        restaurant_id: restaurantId,
        subscription_id: subscriptionId,
        period_number: 1,
        amount: 999,
        currency: venue.currency,
        status: 'paid',
        attempts: 1,
        idempotency_key: `club:${subscriptionId}:1`,
        provider_ref: null,
        failure_message: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('jobs')
      .values({
        id: newId(),
        kind: 'club.renew',
        payload: JSON.stringify({ subscriptionId, period: 1 }),
        status: 'queued',
        run_at: end.toISOString(),
        attempts: 0,
        max_attempts: 8,
        backoff_ms: 10_000,
        unique_key: `club-renew:${subscriptionId}:1`,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}
