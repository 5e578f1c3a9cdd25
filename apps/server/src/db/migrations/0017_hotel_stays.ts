import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Hotel guest services (issue 10 section 2, docs/api/hotel.md).
 * - rooms.code: the unguessable code of the room's QR code (generated for every existing room here).
 * - stays: a guest checked in to a room, by staff or (later, ROADMAP 12) by the PMS (source, external_id).
 *   At most one open stay per room is a partial unique index, so two check-ins at once cannot both win.
 * - guest_sessions: a guest's phone admitted to the stay; only the token's SHA-256 is stored.
 * - amenities: the hotel's amenity catalogue; guest_requests: amenity, wake-up and service requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rooms').addColumn('code', 'text').execute();
  const rooms = await db.selectFrom('rooms').select('id').execute();
  for (const room of rooms) {
    await db
      .updateTable('rooms')
      .set({ code: randomBytes(12).toString('base64url') })
      .where('id', '=', room.id)
      .execute();
  }
  await db.schema.createIndex('rooms_code_idx').on('rooms').column('code').unique().execute();

  await db.schema
    .createTable('stays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    // The room's number at check-in (lists and requests show it without reading the rooms table).
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('guest_last_name', 'text', (c) => c.notNull())
    // The last name lower-cased without accents: what a guest's typed last name is matched against.
    .addColumn('last_name_key', 'text', (c) => c.notNull())
    .addColumn('guest_first_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('check_in_at', 'text', (c) => c.notNull())
    .addColumn('expected_check_out', 'text')
    .addColumn('checked_out_at', 'text')
    // 'staff' | 'pms'; a PMS stay carries the PMS's own id.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    // Charged amenities of the stay (minor units).
    .addColumn('amenity_charges', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stays_one_open_per_room')
    .on('stays')
    .column('room_id')
    .unique()
    .where(sql<boolean>`checked_out_at is null`)
    .execute();
  await db.schema
    .createIndex('stays_external_id_idx')
    .on('stays')
    .columns(['restaurant_id', 'source', 'external_id'])
    .unique()
    .where(sql<boolean>`external_id is not null`)
    .execute();
  await db.schema.createIndex('stays_venue_checkout_idx').on('stays').columns(['restaurant_id', 'checked_out_at', 'id']).execute();

  await db.schema
    .createTable('guest_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('stay_id', 'text', (c) => c.notNull().references('stays.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // 'roomCode' | 'lastName'
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('guest_sessions_stay_idx').on('guest_sessions').column('stay_id').execute();

  await db.schema
    .createTable('amenities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON: { "<language>": "<name>" }
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    // 'free' | 'charged' | 'approval'
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('approval_expiry_minutes', 'integer')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('amenities_venue_idx').on('amenities').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .createTable('guest_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('stay_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('guest_name', 'text', (c) => c.notNull())
    // 'amenity' | 'wakeUp' | 'service'
    .addColumn('type', 'text', (c) => c.notNull())
    // new -> acknowledged -> inProgress -> done | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    // JSON: [{ amenityId, name, quantity, mode, unitPrice }]
    .addColumn('items', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('charge_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'text')
    .addColumn('raised_at', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('approval_expires_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('target_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('done_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guest_requests_venue_idx').on('guest_requests').columns(['restaurant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('guest_requests_stay_idx').on('guest_requests').columns(['stay_id', 'created_at', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
