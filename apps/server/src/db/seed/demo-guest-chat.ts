import type { TDb } from '../database.ts';
import { newId } from '../../lib/ids.ts';
import { DEMO_HOTEL_GUEST } from './demo-hotel.ts';

/**
 * Guest chat demo, once (keyed by the stay's thread): Maria Garcia in room 101 asked for a late
 * check-out, reception answered (she read it), and her newest question waits unread in the staff
 * inbox, so /requests shows a chat with an unread count and the guest app a conversation.
 */
export async function seedDemoGuestChat(db: TDb, hotelId: string): Promise<void> {
  const stay = await db
    .selectFrom('stays')
    .select(['id', 'room_number', 'guest_first_name', 'guest_last_name'])
    .where('restaurant_id', '=', hotelId)
    .where('room_number', '=', DEMO_HOTEL_GUEST.room)
    .where('checked_out_at', 'is', null)
    .executeTakeFirst();
  if (!stay) return;
  if (await db.selectFrom('chat_threads').select('id').where('stay_id', '=', stay.id).executeTakeFirst()) return;
  const member = await db
    .selectFrom('team_members')
    .select(['id', 'name'])
    .where('restaurant_id', '=', hotelId)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .executeTakeFirst();
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const threadId = newId();
  const messages = [
    { author: 'guest' as const, minutesAgo: 42, body: 'Hi! Could we get a late check-out tomorrow, around 1 pm?' },
    { author: 'staff' as const, minutesAgo: 38, body: 'Good morning Maria! A 13:00 check-out is fine, enjoy your stay.' },
    { author: 'guest' as const, minutesAgo: 6, body: 'Wonderful, thank you! Is the spa open this evening?' },
  ];
  const last = messages.at(-1)!;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_threads')
      .values({
        id: threadId,
        restaurant_id: hotelId,
        stay_id: stay.id,
        room_number: stay.room_number,
        guest_name: [stay.guest_first_name, stay.guest_last_name].filter(Boolean).join(' '),
        assigned_member_id: null,
        last_message_at: iso(last.minutesAgo),
        last_message_preview: last.body,
        last_message_author: last.author,
        staff_unread: 1,
        guest_unread: 0,
        created_at: iso(42),
        updated_at: iso(last.minutesAgo),
      })
      .execute();
    for (const message of messages) {
      const staff = message.author === 'staff';
      await trx
        .insertInto('chat_messages')
        .values({
          id: newId(),
          thread_id: threadId,
          restaurant_id: hotelId,
          author: message.author,
          member_id: staff ? (member?.id ?? null) : null,
          member_name: staff ? (member?.name ?? 'Reception') : null,
          body: message.body,
          client_id: null,
          created_at: iso(message.minutesAgo),
          // Maria read the answer; reception read her first message, not yet the newest.
          read_by_guest_at: staff ? iso(message.minutesAgo - 2) : null,
          read_by_staff_at: !staff && message.minutesAgo > 10 ? iso(message.minutesAgo - 3) : null,
          emailed_at: null,
        })
        .execute();
    }
  });
}
