import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { checkedIn, createHotel, guestToken, type THotel } from './hotel-helpers.ts';
import { guestSend, inbox } from './guest-chat-helpers.ts';

let t: TTestApp;
let hotel: THotel;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  hotel = await createHotel(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('at the same moment', () => {
  it('ten first messages of a stay open one thread and count ten unread', async () => {
    await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia' });
    const token = await guestToken(t, hotel, '101', 'Garcia');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => guestSend(t, token, `message ${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.json().threadId)).size).toBe(1);
    const threads = await t.db.selectFrom('chat_threads').selectAll().execute();
    expect(threads).toHaveLength(1);
    expect(Number(threads[0]!.staff_unread)).toBe(10);
    expect((await inbox(t, hotel.headers)).totalUnread).toBe(10);
  });

  it('ten sends of one clientId write one message; all answer it', async () => {
    await checkedIn(t, hotel, hotel.rooms.r102.id, { guestLastName: 'Smith' });
    const token = await guestToken(t, hotel, '102', 'Smith');
    const results = await Promise.all(Array.from({ length: 10 }, () => guestSend(t, token, 'Same tap, ten times', { clientId: 'tap-1' })));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.selectFrom('chat_messages').select('id').where('client_id', '=', 'tap-1').execute();
    expect(rows).toHaveLength(1);
  });
});
