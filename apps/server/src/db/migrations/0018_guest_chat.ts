import { sql, type Kysely } from 'kysely';

const restaurantFk = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');

/**
 * Hotel guest chat (issue 10 section 2, docs/api/guest-chat.md): one thread per stay, its messages.
 * The stay lives in the stays feature; the thread keeps the room number and guest name it showed
 * when it opened, so the staff inbox lists threads without reading another feature's tables.
 * Unread counts are kept on the thread, recomputed from the messages in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', restaurantFk)
    .addColumn('stay_id', 'text', (c) => c.notNull().unique())
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('assigned_member_id', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('last_message_preview', 'text')
    .addColumn('last_message_author', 'text')
    // Guest messages no staff member has read; staff messages the guest has not read.
    .addColumn('staff_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guest_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_threads_venue_activity_idx').on('chat_threads').columns(['restaurant_id', 'last_message_at', 'id']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', restaurantFk)
    // 'guest' | 'staff'
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('member_name', 'text')
    // Sanitised: plain text, at most 2,000 characters.
    .addColumn('body', 'text', (c) => c.notNull())
    // The sender's id for the message (clientId or Idempotency-Key): a retry finds the first one.
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_by_guest_at', 'text')
    .addColumn('read_by_staff_at', 'text')
    // When the unread e-mail of a staff message went out.
    .addColumn('emailed_at', 'text')
    .execute();
  await db.schema.createIndex('chat_messages_thread_idx').on('chat_messages').columns(['thread_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('chat_messages_client_id_idx')
    .on('chat_messages')
    .columns(['thread_id', 'author', 'client_id'])
    .unique()
    .where(sql<boolean>`client_id is not null`)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
