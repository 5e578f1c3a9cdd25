import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Loyalty stamp cards and wallet passes (issue 11 section 3, docs/api/growth-loyalty.md).
 * A pass's two counts are changed only by conditional updates, each with a row in
 * loyalty_entries; an order's stamp and its take-back are unique per (order, kind), so the order
 * lifecycle job may run again without stamping twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loyalty_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reward_description', 'text', (c) => c.notNull())
    .addColumn('min_spend_quantity', 'integer', (c) => c.notNull())
    .addColumn('min_order_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_campaigns_venue_idx').on('loyalty_campaigns').columns(['restaurant_id', 'created_at', 'id']).execute();

  // The five loyalty images (SPEC section 3): JSON {slot: mediaImageId}.
  await db.schema
    .createTable('loyalty_settings')
    .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_passes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('loyalty_campaigns.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What the QR code carries and staff type; the Apple pass's serial number.
    .addColumn('pass_identifier', 'text', (c) => c.notNull().unique())
    // Apple's web service token (pass.json authenticationToken); compared in constant time.
    .addColumn('auth_token', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('redemptions_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gifts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Moves with every stamp change: the wallet web service's "updated since" tag.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_passes_member_idx').on('loyalty_passes').columns(['campaign_id', 'customer_user_id']).unique().execute();
  await db.schema.createIndex('loyalty_passes_venue_idx').on('loyalty_passes').columns(['restaurant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('loyalty_passes_customer_idx').on('loyalty_passes').columns(['customer_user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('loyalty_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pass_id', 'text', (c) => c.notNull().references('loyalty_passes.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    // 'stamp' | 'unstamp' | 'redeem' | 'redeemFree'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('stamps', 'integer', (c) => c.notNull())
    .addColumn('gifts', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'integer')
    .addColumn('member_id', 'text')
    .addColumn('member_name', 'text')
    // A staff redeem's Idempotency-Key: a double tap or a retry answers the first result.
    .addColumn('request_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_entries_request_idx')
    .on('loyalty_entries')
    .columns(['pass_id', 'request_key'])
    .unique()
    .where(sql<boolean>`request_key is not null`)
    .execute();
  await db.schema.createIndex('loyalty_entries_pass_idx').on('loyalty_entries').columns(['pass_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('loyalty_entries_order_idx')
    .on('loyalty_entries')
    .columns(['order_id', 'kind'])
    .unique()
    .where(sql<boolean>`order_id is not null`)
    .execute();

  // Apple Wallet devices that registered for a pass's updates (wallet-passes feature).
  await db.schema
    .createTable('wallet_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_library_identifier', 'text', (c) => c.notNull())
    .addColumn('pass_type_identifier', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('push_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_registrations_key_idx')
    .on('wallet_registrations')
    .columns(['device_library_identifier', 'pass_type_identifier', 'serial_number'])
    .unique()
    .execute();
  await db.schema.createIndex('wallet_registrations_serial_idx').on('wallet_registrations').columns(['serial_number']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
