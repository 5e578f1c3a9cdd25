import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Gift cards (issue 11 section 4, docs/api/growth-gift-cards.md). Products are what a venue sells;
 * a purchase is written before its card is charged (its attempt lives in payment_attempts with
 * purpose 'giftCard'); the card is made when the charge settles. A card's code is stored only as a
 * keyed hash (HMAC-SHA-256 with the server's pepper) plus its last four characters. The balance is
 * changed only by guarded updates (balance >= amount), each with a ledger row holding the balance
 * after it; the ledger is append-only and its ref_key makes each order's redeem and refund happen once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_card_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    // fixed | custom
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('min_amount', 'bigint')
    .addColumn('max_amount', 'bigint')
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_products_list_idx').on('gift_card_products').columns(['restaurant_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('gift_card_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('product_id', 'text', (c) => c.notNull().references('gift_card_products.id').onDelete('cascade'))
    // The buyer's Idempotency-Key and a hash of the request: a retry answers the same purchase, never a second card.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('success_token', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('purchaser_name', 'text', (c) => c.notNull())
    .addColumn('purchaser_email', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    // Venue-local day of delivery (null: at once) and its UTC instant (09:00 venue time, DST-correct).
    .addColumn('deliver_on', 'text')
    .addColumn('deliver_at', 'text')
    // pending -> succeeded | failed (a failed one may be paid again with a new attempt)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('attempt_sequence', 'integer', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('gift_card_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_purchases_key_idx').on('gift_card_purchases').columns(['restaurant_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // One card per paid purchase (null: issued by the seed or staff tooling).
    .addColumn('purchase_id', 'text', (c) => c.unique().references('gift_card_purchases.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_last4', 'text', (c) => c.notNull())
    .addColumn('initial_amount', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text')
    .addColumn('recipient_email', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    // activate | redeem | refund | adjust
    .addColumn('kind', 'text', (c) => c.notNull())
    // Signed minor units; balance_after is the card's balance right after this row.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('bill_payment_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('actor_user_id', 'text')
    // 'redeem:order:<id>', 'refund:order:<id>', 'redeem:bill:<paymentId>', 'activate:<purchaseId>': each happens once.
    .addColumn('ref_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_ledger_card_idx').on('gift_card_ledger').columns(['gift_card_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('gift_card_ledger_order_idx').on('gift_card_ledger').columns(['order_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
