import type { Kysely } from 'kysely';

/**
 * Stripe and refunds (issue 9 section 2): the webhook inbox (one row per Stripe event id, so a
 * redelivered event has no second effect), refunds with the running refunded total on the payment
 * (a refund is reserved by a conditional update of that total, so refunds never exceed the
 * captured amount), and a venue's own Stripe account for Connect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stripe_webhook_events')
    // Stripe's event id (evt_...): the primary key is the de-duplication.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    // The PaymentIntent the event is about, when it is about one.
    .addColumn('payment_intent_id', 'text')
    // Stripe's `created` (unix seconds): how old the event is, whatever the delivery time.
    .addColumn('event_created', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    // What processing did: applied, ignored (stale or unknown payment) and why.
    .addColumn('outcome', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stripe_webhook_events_intent_idx').on('stripe_webhook_events').column('payment_intent_id').execute();

  await db.schema
    .alterTable('payments')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // pending (reserved, provider not yet answered) | succeeded | failed (released again)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_by_member_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_key_idx').on('payment_refunds').columns(['restaurant_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').column('payment_id').execute();

  // Connect: the venue's own Stripe account (acct_...); null charges on the platform's account.
  await db.schema.alterTable('restaurants').addColumn('stripe_account_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropTable('stripe_webhook_events').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('restaurants').dropColumn('stripe_account_id').execute();
}
