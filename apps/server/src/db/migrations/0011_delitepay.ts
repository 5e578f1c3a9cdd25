import type { Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * DelitePay (issue 9 section 5, docs/api/delitepay.md): payment links, payments made on the venue's
 * payment page or with a link, and their refunds. A payment is written before its card is charged
 * (its attempt lives in payment_attempts with purpose 'page' or 'link'); a single-use link is held by
 * the payment that is paying it, taken by a conditional update in the payment's own transaction.
 * These payments have no order, so they keep their own refunded total and refunds
 * (docs/decisions.md "DelitePay: payments and refunds of their own").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delitepay_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // Unguessable (32 random bytes): the payer's URL carries it.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    // null: never expires. Compared with the server's clock (UTC ISO text sorts as time).
    .addColumn('expires_at', 'text')
    .addColumn('reusable', 'boolean', (c) => c.notNull().defaultTo(false))
    // active | paid (single-use, its one payment succeeded) | cancelled; "expired" is computed from expires_at.
    .addColumn('status', 'text', (c) => c.notNull())
    // Single-use: the payment paying it now (written, charge not settled yet); released again if that fails.
    .addColumn('held_by_payment_id', 'text')
    .addColumn('times_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_collected', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_channel', 'text')
    .addColumn('sent_to', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_by_member_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delitepay_links_list_idx').on('delitepay_links').columns(['restaurant_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('delitepay_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // page | link
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.references('delitepay_links.id').onDelete('cascade'))
    // The payer's Idempotency-Key and a hash of the request: a retry answers the same payment.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // The success page's secret (32 random bytes).
    .addColumn('success_token', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tip', 'bigint', (c) => c.notNull())
    // The venue's card processing fee on amount + tip (its rule when the payment was written).
    .addColumn('processing_fee', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('language', 'text')
    // pending (written, not charged or not confirmed yet) -> succeeded | failed (a retry with another card makes it pending again)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('failure_message', 'text')
    // The newest payment attempt (payment_attempts): a retry continues it.
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('attempt_sequence', 'integer', (c) => c.notNull())
    // Refunds reserve from here by a conditional update: never more than total.
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delitepay_payments_key_idx').on('delitepay_payments').columns(['restaurant_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('delitepay_payments_list_idx').on('delitepay_payments').columns(['restaurant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('delitepay_payments_link_idx').on('delitepay_payments').column('link_id').execute();

  await db.schema
    .createTable('delitepay_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('delitepay_payments.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
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
  await db.schema.createIndex('delitepay_refunds_key_idx').on('delitepay_refunds').columns(['restaurant_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('delitepay_refunds_payment_idx').on('delitepay_refunds').column('payment_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
