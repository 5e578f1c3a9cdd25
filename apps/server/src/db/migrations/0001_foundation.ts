import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('restaurants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_hotel', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sign_up_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('eur'))
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo('#1f6f5c'))
    .addColumn('secondary_color', 'text', (c) => c.notNull().defaultTo('#f2a541'))
    .addColumn('background_color', 'text', (c) => c.notNull().defaultTo('#ffffff'))
    .addColumn('logo_url', 'text')
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('accepting_reservations', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_dine_in', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allows_pick_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_remote_pick_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_delivery', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_guest_checkout', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allows_pay_later', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_offline_payments', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requires_checkout_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requires_checkout_phone_no', 'boolean', (c) => c.notNull().defaultTo(false))
    // bigint: IDR amounts are held in 1/100000 units.
    .addColumn('order_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_prep_time', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('loyalty_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('uses_table_view', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_delite_pay', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_delite_club', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('price_level', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_admin_account', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_restaurant_idx').on('users').column('restaurant_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_to_idx').on('email_outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('restaurant_tables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('table_display_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('occupancy', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('restaurant_tables_display_idx').on('restaurant_tables').columns(['restaurant_id', 'table_display_id']).unique().execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
