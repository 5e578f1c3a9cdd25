import type { Kysely } from 'kysely';

/**
 * Checkout benefits (issue 11, docs/api/growth.md "Checkout benefits"). An order keeps what offers and
 * the club took off (benefit_discount) and what points and gift cards paid (tendered), so the card is
 * charged total - tendered. Each granted benefit is a row of order_benefits (owner: checkout) with the
 * provider's facts, so a void can give exactly it back; released_at marks a benefit given back, and
 * an order whose benefits were given back is never charged again by a late retry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('benefit_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('tendered', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_benefits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    // 'offer' | 'club' (discounts), 'points' | 'giftCard' (tenders)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint')
    // JSON text: the provider's own facts (which code, which free items).
    .addColumn('meta_json', 'text')
    .addColumn('released_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_benefits_order_idx').on('order_benefits').column('order_id').execute();
  await db.schema.createIndex('order_benefits_ref_idx').on('order_benefits').columns(['source', 'ref_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
