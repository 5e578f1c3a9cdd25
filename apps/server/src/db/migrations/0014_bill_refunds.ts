import type { Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Refunds of table bill payments (issue 9 section 2, docs/api/bills.md "Refunds"). A bill payment
 * keeps its refunded total, reserved by a conditional update before the provider is asked, so
 * refunds never total more than it captured; each refund is a row, keyed by its Idempotency-Key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bill_payments')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('bill_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_payment_id', 'text', (c) => c.notNull().references('bill_payments.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.notNull())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // pending (reserved, the provider not answered yet) | succeeded | failed (released again)
    .addColumn('status', 'text', (c) => c.notNull())
    // Cash and card-terminal payments are given back at the table: recorded, no provider call.
    .addColumn('recorded', 'boolean', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_by_member_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_refunds_key_idx').on('bill_refunds').columns(['restaurant_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('bill_refunds_payment_idx').on('bill_refunds').column('bill_payment_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
