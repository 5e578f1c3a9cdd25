import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Pay-later tabs that close themselves (issue 9 section 4, docs/api/tabs.md). A tab is a card left
 * on a table's open bill: written first (pending_card), open once the card is saved, and closed by
 * charging what the bill still asks for. One live tab per bill (open or closing) is a partial unique
 * index, so two diners opening a tab at once cannot both win. The venue's rules (idle minutes,
 * default tip) have a table of their own, owned by the tabs feature like the tabs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tabs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('table_display_id', 'text', (c) => c.notNull())
    // pending_card -> open -> closing -> closed | failed (docs/api/tabs.md)
    .addColumn('status', 'text', (c) => c.notNull())
    // Where the closing charge's receipt goes; never shown to other diners.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('language', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    // The saved card at the provider (demo reference or Stripe pm_...), its customer (Stripe) and the SetupIntent.
    .addColumn('payment_method_ref', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('setup_ref', 'text')
    .addColumn('card_last4', 'text')
    // When the card was saved: the idle clock starts here at the latest.
    .addColumn('opened_at', 'text')
    // The deadline last computed (idle or closing time): what the staff list sorts by; the job re-checks it.
    .addColumn('closes_at', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('charged_amount', 'bigint')
    .addColumn('tip_amount', 'bigint')
    .addColumn('bill_payment_id', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tabs_one_live_per_bill')
    .on('tabs')
    .column('bill_id')
    .unique()
    .where(sql<boolean>`status in ('open', 'closing')`)
    .execute();
  await db.schema.createIndex('tabs_venue_status_idx').on('tabs').columns(['restaurant_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('tab_settings')
    .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('idle_minutes', 'integer', (c) => c.notNull())
    // null: no tip is added when a tab closes by itself.
    .addColumn('default_tip_percent', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
