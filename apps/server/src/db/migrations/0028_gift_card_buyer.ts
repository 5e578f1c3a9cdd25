import type { Kysely } from 'kysely';

/**
 * The signed-in customer who bought a gift card, if any. /profile lists the cards a customer bought by
 * this id, never by the e-mail typed at purchase: sign-up does not verify e-mail addresses, so anyone
 * could register with a buyer's address and read their cards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gift_card_purchases').addColumn('purchaser_user_id', 'text').execute();
  await db.schema.createIndex('gift_card_purchases_buyer_idx').on('gift_card_purchases').columns(['purchaser_user_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
