import type { Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Membership points (issue 11 section 2, docs/api/growth-points.md). points_rules: one row per venue
 * (its earn and redeem rates, minimum, expiry and since when that expiry applies). points_accounts:
 * one balance per venue and customer, changed only by a conditional update in the transaction that
 * appends its points_ledger row. points_ledger is append-only; its unique `key` (earn:<order>,
 * redeem:<order>, reverse:<order>:<refund>, expire:<account>:<day> ...) makes every retried job or
 * checkout write its row at most once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_rules')
    .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('earn_points', 'integer', (c) => c.notNull())
    .addColumn('earn_amount', 'bigint', (c) => c.notNull())
    .addColumn('redeem_points', 'integer', (c) => c.notNull())
    .addColumn('redeem_amount', 'bigint', (c) => c.notNull())
    .addColumn('min_redeem_points', 'integer', (c) => c.notNull())
    .addColumn('expiry_days', 'integer')
    .addColumn('expiry_effective_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('points_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('customer_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_accounts_owner_idx').on('points_accounts').columns(['restaurant_id', 'customer_user_id']).unique().execute();
  await db.schema.createIndex('points_accounts_customer_idx').on('points_accounts').columns(['customer_user_id', 'updated_at']).execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('points_accounts.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('note', 'text')
    .addColumn('actor_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_ledger_key_idx').on('points_ledger').column('key').unique().execute();
  await db.schema.createIndex('points_ledger_account_idx').on('points_ledger').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('points_ledger_order_idx').on('points_ledger').column('order_id').execute();
  await db.schema.createIndex('points_ledger_expiry_idx').on('points_ledger').columns(['restaurant_id', 'expires_at']).execute();

  // The customer's past orders on /profile (GET /api/customer/me/orders), newest first.
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_user_id', 'created_at', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
