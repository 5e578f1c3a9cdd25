import type { Kysely } from 'kysely';
import { autoIncrementColumn } from '../dialect-sql.ts';

type TColumn = Parameters<ReturnType<Kysely<any>['schema']['createTable']>['addColumn']>;

/** One ALTER per column: SQLite accepts a single ADD COLUMN per statement. */
async function addColumn(db: Kysely<any>, table: string, ...column: TColumn) {
  await db.schema
    .alterTable(table)
    .addColumn(...column)
    .execute();
}

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/** Ordering: orders with copied lines and prices, payments, staff, rooms, delivery, staff events (docs/api/ordering.md). */
export async function up(db: Kysely<any>): Promise<void> {
  // Delivery settings (SPEC section 3). Percent in hundredths of a percent, so 12.5% is exact.
  await addColumn(db, 'restaurants', 'delivery_fee_type', 'text', (c) => c.notNull().defaultTo('fixed'));
  await addColumn(db, 'restaurants', 'delivery_fixed_fee', 'bigint', (c) => c.notNull().defaultTo(0));
  await addColumn(db, 'restaurants', 'delivery_percent_fee_bp', 'integer', (c) => c.notNull().defaultTo(0));
  await addColumn(db, 'restaurants', 'delivery_min_order_value', 'bigint', (c) => c.notNull().defaultTo(0));
  await addColumn(db, 'restaurants', 'delivery_order_prep_time', 'integer', (c) => c.notNull().defaultTo(45));

  await db.schema
    .createTable('employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_id', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employees_display_idx').on('employees').columns(['restaurant_id', 'display_id']).unique().execute();

  await db.schema
    .createTable('delivery_locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_locations_restaurant_idx').on('delivery_locations').column('restaurant_id').execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rooms_number_idx').on('rooms').columns(['restaurant_id', 'room_number']).unique().execute();

  // Per-venue running order numbers (#1, #2 ...), kept apart from the restaurants row so
  // placing an order never contends with staff editing the venue.
  await db.schema
    .createTable('order_counters')
    .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of the submission without card details: a reused key with another body is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('restaurant_table_id', 'text', (c) => c.references('restaurant_tables.id').onDelete('set null'))
    .addColumn('table_display_id', 'text')
    .addColumn('room_number', 'text')
    .addColumn('checkout_as_visitor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('employee_id', 'text', (c) => c.references('employees.id').onDelete('set null'))
    // The signed-in diner, when the venue requires an account; no foreign key, an order outlives its account.
    .addColumn('customer_user_id', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_time', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('delivery_notes', 'text')
    .addColumn('delivery_location_id', 'text', (c) => c.references('delivery_locations.id').onDelete('set null'))
    .addColumn('delivery_location_name', 'text')
    .addColumn('estimated_ready_at', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('order_fee', 'bigint', (c) => c.notNull())
    .addColumn('delivery_fee', 'bigint', (c) => c.notNull())
    .addColumn('tip', 'bigint', (c) => c.notNull())
    .addColumn('processing_fee', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('sms_sent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_external_integration', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_delivery_id', 'text')
    .addColumn('delivery_quote', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_time', 'text')
    .execute();
  await db.schema.createIndex('orders_idempotency_idx').on('orders').columns(['restaurant_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['restaurant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['restaurant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('orders_table_idx').on('orders').columns(['restaurant_table_id', 'status']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('position', 'integer', (c) => c.notNull())
    // No foreign key: a line keeps its copied name and prices after the item is edited or deleted.
    .addColumn('item_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    // JSON text: [{ id, groupId, name, price }].
    .addColumn('modifiers', 'text', (c) => c.notNull())
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    // card | room_charge
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('room_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  const offset = autoIncrementColumn(db);
  await db.schema
    .createTable('staff_events')
    .addColumn('id', offset.type, offset.build)
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_events_restaurant_idx').on('staff_events').columns(['restaurant_id', 'id']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('sms_outbox_restaurant_idx').on('sms_outbox').columns(['restaurant_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
