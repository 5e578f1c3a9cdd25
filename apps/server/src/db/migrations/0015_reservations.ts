import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Table reservations (issue 10 section 1, docs/api/reservations.md). A booking takes its table(s)
 * block by block: reservation_table_blocks has one row per table and 15-minute block (UTC ISO) with
 * UNIQUE(table_id, block_start), so two bookings of one table at overlapping times cannot both
 * commit, whatever the isolation level: the loser's insert fails and answers 409 SLOT_TAKEN.
 * Pacing (covers starting per 15-minute block) is a counter row raised by a conditional update in
 * the same transaction. Holds are reservations in status 'held' with an expiry; they own blocks too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_settings')
    .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    // The whole ZReservationSettingsSchema object as JSON.
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reservation_closed_dates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // The venue's service date, YYYY-MM-DD.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reservation_closed_dates_venue_date', ['restaurant_id', 'date'])
    .execute();

  await db.schema
    .createTable('reservation_table_combinations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text')
    // JSON array of restaurant_tables ids, sorted.
    .addColumn('table_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_table_combinations_venue_idx')
    .on('reservation_table_combinations')
    .columns(['restaurant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    // held | expired | booked | confirmed | seated | completed | noShow | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    // online | phone | walkIn
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    // The venue's service date the start belongs to (a 01:00 start after a Friday evening is Friday's).
    .addColumn('service_date', 'text', (c) => c.notNull())
    .addColumn('party_size', 'integer', (c) => c.notNull())
    // JSON array of restaurant_tables ids the booking holds blocks of.
    .addColumn('table_ids', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    // Lower-cased; with phone_digits, how a guest is recognised (no-shows, history).
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_digits', 'text')
    .addColumn('notes', 'text')
    .addColumn('occasion', 'text')
    .addColumn('allergies', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    // sha256 of the hold's token and of the manage token (the guest's link): never the tokens themselves.
    .addColumn('hold_token_hash', 'text')
    .addColumn('manage_token_hash', 'text')
    // Holds only: when the hold lapses and its blocks may be taken.
    .addColumn('expires_at', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('seated_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reservations_venue_start_idx').on('reservations').columns(['restaurant_id', 'starts_at']).execute();
  await db.schema.createIndex('reservations_venue_date_idx').on('reservations').columns(['restaurant_id', 'service_date']).execute();
  await db.schema.createIndex('reservations_venue_email_idx').on('reservations').columns(['restaurant_id', 'email']).execute();
  await db.schema.createIndex('reservations_venue_phone_idx').on('reservations').columns(['restaurant_id', 'phone_digits']).execute();
  await db.schema.createIndex('reservations_held_idx').on('reservations').columns(['status', 'expires_at']).execute();
  await db.schema
    .createIndex('reservations_idempotency_key')
    .on('reservations')
    .columns(['restaurant_id', 'idempotency_key'])
    .unique()
    .where(sql<boolean>`idempotency_key is not null`)
    .execute();

  await db.schema
    .createTable('reservation_table_blocks')
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('table_id', 'text', (c) => c.notNull())
    // UTC ISO start of a 15-minute block.
    .addColumn('block_start', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('reservation_table_blocks_pk', ['table_id', 'block_start'])
    .execute();
  await db.schema.createIndex('reservation_table_blocks_venue_idx').on('reservation_table_blocks').columns(['restaurant_id', 'block_start']).execute();
  await db.schema.createIndex('reservation_table_blocks_reservation_idx').on('reservation_table_blocks').column('reservation_id').execute();

  await db.schema
    .createTable('reservation_pacing')
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('block_start', 'text', (c) => c.notNull())
    // Covers of the live bookings (and holds) starting in this block.
    .addColumn('covers', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_pacing_pk', ['restaurant_id', 'block_start'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
