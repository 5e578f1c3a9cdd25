import type { Kysely } from 'kysely';

/**
 * Receipts and fees (issue 9 section 6). The card processing fee becomes a venue setting: a percent
 * (hundredths of a percent, 150 = 1.5%) and a fixed part in minor units. Every venue keeps today's
 * rule (1.5% + 0.20 of its currency): the percent defaults to 150, and a null fixed part means
 * "0.20 of the venue's currency", so it stays right in KWD and IDR and if a venue changes currency
 * during sign-up. The receipts' delivery log makes each receipt e-mail go out once: its key is
 * the receipts.send job's unique key, written in the same transaction as the e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('processing_fee_percent_bp', 'integer', (c) => c.notNull().defaultTo(150))
    .execute();
  await db.schema.alterTable('restaurants').addColumn('processing_fee_fixed', 'bigint').execute();

  await db.schema
    .createTable('receipt_deliveries')
    // receipt:<source>:<id>[:request:<requestId>]
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipt_deliveries_source_idx').on('receipt_deliveries').columns(['source', 'source_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt_deliveries').execute();
  await db.schema.alterTable('restaurants').dropColumn('processing_fee_fixed').execute();
  await db.schema.alterTable('restaurants').dropColumn('processing_fee_percent_bp').execute();
}
