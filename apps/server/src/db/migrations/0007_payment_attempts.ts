import type { Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Payments: write first, charge second (docs/decisions.md). Every charge is preceded by a committed
 * payment attempt, so a process that dies after the provider charged leaves a pending attempt that
 * a retry or the reconciliation job settles from the provider's own record. The demo provider keeps
 * its charges in a table of its own, as a real gateway keeps them on its side.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // What is being paid: 'order' today; bill shares, tabs and payment links leave order_id null.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    // 1, 2, ... per order: a declined attempt is followed by a new one with its own provider key.
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // pending -> succeeded | failed | unknown (the provider call errored: the job asks the provider later)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_attempts_key_idx').on('payment_attempts').columns(['provider', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('payment_attempts_order_idx').on('payment_attempts').columns(['order_id', 'sequence']).execute();
  // The reconciliation job's scan: attempts still pending or unknown, oldest first.
  await db.schema.createIndex('payment_attempts_status_idx').on('payment_attempts').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('demo_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // succeeded | declined
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
