import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * The table bill (issue 9 section 3, docs/api/bills.md). A bill gathers a table's dine-in orders
 * (bill_orders: an order is on one bill at most) and copies what they ask for into bill_lines.
 * Payments are written pending with the lines they take (bill_payment_lines) before anything is
 * charged, so a second diner paying the same items sees them taken. One open bill per table is a
 * partial unique index, which both databases enforce.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // No foreign key: a table deleted later keeps its bills (display id copied).
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('table_display_id', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_reason', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('close_note', 'text')
    .addColumn('split_plan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('split_people', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bills_one_open_per_table').on('bills').column('table_id').unique().where(sql.ref('status'), '=', 'open').execute();
  await db.schema.createIndex('bills_venue_status_idx').on('bills').columns(['restaurant_id', 'status', 'opened_at']).execute();

  await db.schema
    .createTable('bill_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('attached_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_orders_bill_idx').on('bill_orders').column('bill_id').execute();

  await db.schema
    .createTable('bill_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('prepaid', 'boolean', (c) => c.notNull())
    .addColumn('ordered_by', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('comped_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('comped_at', 'text')
    .addColumn('comped_by', 'text')
    .addColumn('comp_reason', 'text')
    .addColumn('share_parts', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_lines_bill_idx').on('bill_lines').columns(['bill_id', 'position']).execute();

  await db.schema
    .createTable('bill_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tip', 'bigint', (c) => c.notNull())
    .addColumn('processing_fee', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('email', 'text')
    .addColumn('language', 'text')
    .addColumn('attempt_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('split_plan', 'integer')
    .addColumn('split_people', 'integer')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_payments_key_idx').on('bill_payments').columns(['bill_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('bill_payments_attempt_idx').on('bill_payments').column('attempt_id').execute();

  await db.schema
    .createTable('bill_payment_lines')
    .addColumn('bill_payment_id', 'text', (c) => c.notNull().references('bill_payments.id').onDelete('cascade'))
    .addColumn('bill_line_id', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bill_payment_lines_pk', ['bill_payment_id', 'bill_line_id'])
    .execute();
  await db.schema.createIndex('bill_payment_lines_bill_idx').on('bill_payment_lines').column('bill_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
