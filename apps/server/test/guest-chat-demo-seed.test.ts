import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestChatSchema } from '@menudelite/shared/guest-chat/contracts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_HOTEL_GUEST } from '../src/db/seed/demo-hotel.ts';
import { DEMO_HOTEL_SLUG } from '../src/db/seed/demo-ordering.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { guestHeaders, openSession } from './hotel-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
}, 60_000);
afterAll(() => t.close());

describe('guest chat demo seed', () => {
  it('gives room 101’s stay one short conversation, once, with one unread guest message; the guest reads it in the app', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const hotel = await t.db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_HOTEL_SLUG).executeTakeFirstOrThrow();
    const threads = await t.db.selectFrom('chat_threads').selectAll().where('restaurant_id', '=', hotel.id).execute();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ room_number: '101', guest_name: 'Maria Garcia' });
    expect(Number(threads[0]!.staff_unread)).toBe(1);

    const session = await openSession(t, hotel.id, { roomNumber: DEMO_HOTEL_GUEST.room, lastName: DEMO_HOTEL_GUEST.lastName });
    expect(session.statusCode, session.body).toBe(201);
    const chat = await t.app.inject({ method: 'GET', url: '/api/public/guest/chat', headers: guestHeaders(session.json().token) });
    expect(chat.statusCode, chat.body).toBe(200);
    const view = ZGuestChatSchema.parse(chat.json());
    expect(view).toMatchObject({ threadId: threads[0]!.id, unread: 0, canPost: true });
    expect(view.messages.items.map((m) => m.author)).toEqual(['guest', 'staff', 'guest']);
    expect(view.messages.items[1]!.readByGuestAt).not.toBeNull();
  });
});
