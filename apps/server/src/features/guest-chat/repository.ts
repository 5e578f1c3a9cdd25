import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ChatMessagesTable, ChatThreadsTable } from '../../db/schema.ts';

/** All SQL of the guest chat: its two tables only (db/table-owners.ts). */

export type TThreadRow = ChatThreadsTable;
export type TMessageRow = ChatMessagesTable;

export async function findThreadById(db: TDb, restaurantId: string, id: string): Promise<TThreadRow | undefined> {
  return db.selectFrom('chat_threads').selectAll().where('id', '=', id).where('restaurant_id', '=', restaurantId).executeTakeFirst();
}

export async function findThreadOfStay(db: TDb, stayId: string): Promise<TThreadRow | undefined> {
  return db.selectFrom('chat_threads').selectAll().where('stay_id', '=', stayId).executeTakeFirst();
}

export async function findThreadByIdAnyVenue(db: TDb, id: string): Promise<TThreadRow | undefined> {
  return db.selectFrom('chat_threads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stay's thread, created if it has none; two first messages at once both land in the one thread (unique stay_id). */
export async function ensureThread(
  trx: TDb,
  row: { id: string; restaurantId: string; stayId: string; roomNumber: string; guestName: string; now: string },
): Promise<TThreadRow> {
  await trx
    .insertInto('chat_threads')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      stay_id: row.stayId,
      room_number: row.roomNumber,
      guest_name: row.guestName,
      assigned_member_id: null,
      last_message_at: row.now,
      last_message_preview: null,
      last_message_author: null,
      staff_unread: 0,
      guest_unread: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column('stay_id').doNothing())
    .execute();
  return trx.selectFrom('chat_threads').selectAll().where('stay_id', '=', row.stayId).executeTakeFirstOrThrow();
}

export async function findMessageByClientId(db: TDb, threadId: string, author: string, clientId: string): Promise<TMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('thread_id', '=', threadId)
    .where('author', '=', author as TMessageRow['author'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Inserts a message; answers false when a message with the same client id already exists (a retry). */
export async function insertMessage(trx: TDb, row: TMessageRow): Promise<boolean> {
  const result = await trx
    .insertInto('chat_messages')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findMessage(db: TDb, id: string): Promise<TMessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, before the cursor's (created_at, id); one more row than asked tells whether another page exists. */
export async function listMessages(db: TDb, threadId: string, before: { createdAt: string; id: string } | null, limit: number): Promise<TMessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('thread_id', '=', threadId);
  if (before) {
    query = query.where((eb) => eb.or([eb('created_at', '<', before.createdAt), eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Marks the other side's unread messages read; answers how many. */
export async function markRead(trx: TDb, threadId: string, reader: 'guest' | 'staff', at: string): Promise<number> {
  const result =
    reader === 'guest'
      ? await trx
          .updateTable('chat_messages')
          .set({ read_by_guest_at: at })
          .where('thread_id', '=', threadId)
          .where('author', '=', 'staff')
          .where('read_by_guest_at', 'is', null)
          .executeTakeFirst()
      : await trx
          .updateTable('chat_messages')
          .set({ read_by_staff_at: at })
          .where('thread_id', '=', threadId)
          .where('author', '=', 'guest')
          .where('read_by_staff_at', 'is', null)
          .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Counts recomputed from the messages, in the caller's transaction; `last` moves the thread's activity to a new message. */
export async function refreshThread(
  trx: TDb,
  threadId: string,
  now: string,
  last?: { at: string; preview: string; author: 'guest' | 'staff' },
): Promise<TThreadRow> {
  await trx
    .updateTable('chat_threads')
    .set({
      staff_unread: sql<number>`(select count(*) from chat_messages m where m.thread_id = ${threadId} and m.author = 'guest' and m.read_by_staff_at is null)`,
      guest_unread: sql<number>`(select count(*) from chat_messages m where m.thread_id = ${threadId} and m.author = 'staff' and m.read_by_guest_at is null)`,
      updated_at: now,
      ...(last ? { last_message_at: last.at, last_message_preview: last.preview, last_message_author: last.author } : {}),
    })
    .where('id', '=', threadId)
    .execute();
  return trx.selectFrom('chat_threads').selectAll().where('id', '=', threadId).executeTakeFirstOrThrow();
}

export async function setAssignee(trx: TDb, threadId: string, memberId: string | null, now: string): Promise<void> {
  await trx.updateTable('chat_threads').set({ assigned_member_id: memberId, updated_at: now }).where('id', '=', threadId).execute();
}

/** The inbox: most recent activity first, after the cursor's (last_message_at, id). */
export async function listThreads(
  db: TDb,
  restaurantId: string,
  filter: { assigned?: string | null; unread?: boolean; before?: { at: string; id: string } | null; limit: number },
): Promise<TThreadRow[]> {
  let query = db.selectFrom('chat_threads').selectAll().where('restaurant_id', '=', restaurantId);
  if (filter.assigned === null) query = query.where('assigned_member_id', 'is', null);
  else if (filter.assigned !== undefined) query = query.where('assigned_member_id', '=', filter.assigned);
  if (filter.unread) query = query.where('staff_unread', '>', 0);
  const before = filter.before;
  if (before) {
    query = query.where((eb) => eb.or([eb('last_message_at', '<', before.at), eb.and([eb('last_message_at', '=', before.at), eb('id', '<', before.id)])]));
  }
  return query.orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Unread guest messages over all the venue's threads (the inbox badge). */
export async function totalStaffUnread(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_threads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('staff_unread'), sql<number>`0`).as('total'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function markEmailed(trx: TDb, messageId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('chat_messages')
    .set({ emailed_at: at })
    .where('id', '=', messageId)
    .where('emailed_at', 'is', null)
    .where('read_by_guest_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
