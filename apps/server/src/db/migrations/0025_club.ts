import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * DeliteClub (issue 11 section 5, docs/api/growth-club.md): plans with a monthly price, a percent off
 * and items free with the club (a number a day on the venue's clock); subscriptions, one live one per
 * customer and venue (a partial unique index, so two parallel subscribes create one); one invoice per
 * billing period (written before the card is charged, keyed so a retry never charges twice); the
 * free-item uses per subscription and day (a guarded counter) and the club's share of each order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('monthly_price', 'bigint', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.notNull())
    .addColumn('free_items_per_day', 'integer', (c) => c.notNull())
    .addColumn('free_item_ids', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('is_deleted', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_plans_restaurant_idx').on('club_plans').columns(['restaurant_id', 'created_at']).execute();

  await db.schema
    .createTable('club_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('customer_user_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('club_plans.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_number', 'integer', (c) => c.notNull())
    .addColumn('current_period_start', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('grace_until', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_method_ref', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One live subscription per customer and venue: the second parallel subscribe finds this index taken.
  await db.schema
    .createIndex('club_subscriptions_live_idx')
    .on('club_subscriptions')
    .columns(['restaurant_id', 'customer_user_id'])
    .unique()
    .where(sql<boolean>`status in ('incomplete', 'active', 'past_due', 'pending_cancellation')`)
    .execute();
  await db.schema
    .createIndex('club_subscriptions_key_idx')
    .on('club_subscriptions')
    .columns(['restaurant_id', 'customer_user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('club_subscriptions_venue_idx').on('club_subscriptions').columns(['restaurant_id', 'created_at']).execute();
  await db.schema.createIndex('club_subscriptions_customer_idx').on('club_subscriptions').columns(['customer_user_id', 'created_at']).execute();

  await db.schema
    .createTable('club_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('club_subscriptions.id').onDelete('cascade'))
    .addColumn('period_number', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_invoices_period_idx').on('club_invoices').columns(['subscription_id', 'period_number']).unique().execute();

  await db.schema
    .createTable('club_usage')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('club_subscriptions.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_usage_pk', ['subscription_id', 'day'])
    .execute();

  await db.schema
    .createTable('club_redemptions')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('club_subscriptions.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('free_units', 'integer', (c) => c.notNull())
    .addColumn('free_amount', 'bigint', (c) => c.notNull())
    .addColumn('percent_amount', 'bigint', (c) => c.notNull())
    .addColumn('returned_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_redemptions_subscription_idx').on('club_redemptions').columns(['subscription_id', 'day']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
