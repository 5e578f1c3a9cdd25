import type { Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Booking deposits and card holds (issue 10 section 1, docs/api/reservations.md "E-mails, reminders
 * and deposits"): a row is committed before the gateway is asked (write first, charge second), under
 * a derived idempotency key, so a retried booking never charges twice. reservation_messages keeps each
 * booking e-mail sent, by key, so a retried mail job never mails twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('reservation_id', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('party_size', 'integer', (c) => c.notNull())
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('payment_method_ref', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('refund_key', 'text')
    .addColumn('refund_ref', 'text')
    .addColumn('fee_key', 'text')
    .addColumn('fee_ref', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reservation_deposits_key_idx').on('reservation_deposits').columns(['restaurant_id', 'scope_key', 'sequence']).unique().execute();
  await db.schema.createIndex('reservation_deposits_idem_idx').on('reservation_deposits').column('idempotency_key').unique().execute();
  await db.schema.createIndex('reservation_deposits_reservation_idx').on('reservation_deposits').column('reservation_id').execute();

  await db.schema
    .createTable('reservation_messages')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
