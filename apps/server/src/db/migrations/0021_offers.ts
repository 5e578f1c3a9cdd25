import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Offers and discount codes (issue 11 section 1, docs/api/growth-offers.md). uses_count is the
 * guarded counter an order's transaction bumps with `uses_count < total_uses_limit`, so two checkouts
 * never take the last use; offer_redemptions keeps one row per (offer, order) for the per-customer
 * limit and for giving the use back when the order is voided (released_at). A code is unique per venue
 * among offers not deleted (a partial unique index, both databases enforce it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('max_discount', 'bigint')
    .addColumn('amount_off', 'bigint')
    .addColumn('buy_quantity', 'integer')
    .addColumn('reward_item_ids', 'text', (c) => c.notNull())
    .addColumn('scope_kind', 'text', (c) => c.notNull())
    .addColumn('scope_ids', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('min_spend', 'bigint', (c) => c.notNull())
    .addColumn('per_customer_limit', 'integer')
    .addColumn('total_uses_limit', 'integer')
    .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('combinable', 'boolean', (c) => c.notNull())
    .addColumn('members_only', 'boolean', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offers_restaurant_idx').on('offers').columns(['restaurant_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('offers_code_live_idx')
    .on('offers')
    .columns(['restaurant_id', 'code'])
    .unique()
    .where(sql<boolean>`code is not null and is_deleted = false`)
    .execute();

  await db.schema
    .createTable('offer_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema.createIndex('offer_redemptions_order_idx').on('offer_redemptions').columns(['offer_id', 'order_id']).unique().execute();
  await db.schema.createIndex('offer_redemptions_customer_idx').on('offer_redemptions').columns(['offer_id', 'customer_user_id']).execute();
  await db.schema.createIndex('offer_redemptions_by_order_idx').on('offer_redemptions').column('order_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
