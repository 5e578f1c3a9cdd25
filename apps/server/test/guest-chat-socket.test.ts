import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { TChatMessageEvent, TChatReadEvent } from '@menudelite/shared/guest-chat/contracts';
import { ZStaffEventPageSchema } from '@menudelite/shared/orders/staff-events';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { staffOf } from './helpers/team.ts';
import { checkedIn, createHotel, guestHeaders, guestToken, type THotel } from './hotel-helpers.ts';
import { guestSent, staffSent } from './guest-chat-helpers.ts';

let t: TTestApp;
let origin: string;
let hotel: THotel;
let other: THotel;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  hotel = await createHotel(t);
  other = await createHotel(t);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(query: Record<string, string> = {}): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], query, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const staffSocket = (venue: THotel) => connect({ authorization: venue.headers.authorization!, isRestaurant: 'true' });
async function guestSocket(token: string): Promise<Socket> {
  const socket = await connect();
  const ack = await new Promise<{ ok: boolean }>((resolve) => socket.emit('joinStay', { token }, resolve));
  expect(ack.ok).toBe(true);
  return socket;
}
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
const settle = (...list: Socket[]) => Promise.all(list.map((s) => new Promise((resolve) => s.emit('ping', resolve))));

describe('live chat', () => {
  it('a guest message reaches the venue’s staff (stored, with offset and the thread’s counts) and the guest’s own room; not another venue or stay', async () => {
    await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia' });
    await checkedIn(t, hotel, hotel.rooms.r102.id, { guestLastName: 'Smith' });
    const token = await guestToken(t, hotel, '101', 'Garcia');
    const neighbour = await guestToken(t, hotel, '102', 'Smith');
    const staff = await staffSocket(hotel);
    const otherStaff = await staffSocket(other);
    const guest = await guestSocket(token);
    const nextDoor = await guestSocket(neighbour);
    const staffSeen = collect<TChatMessageEvent>(staff, 'chatMessage');
    const leaked = collect<TChatMessageEvent>(otherStaff, 'chatMessage');
    const guestSeen = collect<TChatMessageEvent>(guest, 'chatMessage');
    const neighbourSeen = collect<TChatMessageEvent>(nextDoor, 'chatMessage');

    const message = await guestSent(t, token, 'Could I have <b>two</b> pillows?');
    await settle(staff, otherStaff, guest, nextDoor);
    expect(staffSeen).toHaveLength(1);
    // Staff sockets (kitchen ones too) get ids and counts, never the guest's words.
    expect(staffSeen[0]).toEqual({
      offset: expect.any(Number),
      messageId: message.id,
      threadId: message.threadId,
      stayId: expect.any(String),
      author: 'guest',
      roomNumber: '101',
      staffUnread: 1,
      guestUnread: 0,
    });
    expect(staffSeen[0]!.offset).toBeGreaterThan(0);
    expect(JSON.stringify(staffSeen[0])).not.toContain('pillows');
    expect(guestSeen).toHaveLength(1);
    expect(guestSeen[0]!.message).toMatchObject({ id: message.id, body: 'Could I have two pillows?', author: 'guest' });
    expect(guestSeen[0]).not.toHaveProperty('offset');
    expect(leaked).toEqual([]);
    expect(neighbourSeen).toEqual([]);

    // Stored for replay like the other staff events.
    const replay = await t.app.inject({ method: 'GET', url: `/api/staff-events?after=${staffSeen[0]!.offset! - 1}`, headers: hotel.headers });
    expect(replay.statusCode, replay.body).toBe(200);
    const events = ZStaffEventPageSchema.parse(replay.json()).items.filter((e) => e.type === 'chatMessage');
    expect(events.map((e) => e.payload.messageId)).toContain(message.id);
    // The replay is open to every staff role with orders.view (the kitchen): it holds no message text.
    const kitchen = await staffOf(t, hotel.restaurantId, 'kitchen');
    const kitchenReplay = await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0', headers: kitchen.headers });
    expect(kitchenReplay.statusCode, kitchenReplay.body).toBe(200);
    expect(kitchenReplay.body).toContain(message.id);
    expect(kitchenReplay.body).not.toContain('pillows');
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/threads/${message.threadId}/messages`, headers: kitchen.headers })).statusCode).toBe(403);
  });

  it('a staff reply reaches the guest live; read receipts go both ways', async () => {
    const token = await guestToken(t, hotel, '101', 'Garcia');
    const staff = await staffSocket(hotel);
    const guest = await guestSocket(token);
    const guestMessages = collect<TChatMessageEvent>(guest, 'chatMessage');
    const guestReads = collect<TChatReadEvent>(guest, 'chatRead');
    const staffReads = collect<TChatReadEvent>(staff, 'chatRead');
    const threadId = (await t.app.inject({ method: 'GET', url: '/api/public/guest/chat', headers: guestHeaders(token) })).json().threadId as string;

    const staffRead = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/read`, headers: hotel.headers });
    expect(staffRead.json().marked).toBeGreaterThan(0);
    const reply = await staffSent(t, hotel.headers, threadId, 'On their way!');
    await settle(staff, guest);
    expect(guestReads).toEqual([expect.objectContaining({ threadId, reader: 'staff', staffUnread: 0 })]);
    expect(guestMessages.map((e) => e.message?.id)).toEqual([reply.id]);
    expect(guestMessages[0]!.guestUnread).toBe(1);

    await t.app.inject({ method: 'POST', url: '/api/public/guest/chat/read', headers: guestHeaders(token) });
    await settle(staff, guest);
    expect(staffReads).toEqual([expect.objectContaining({ reader: 'staff' }), expect.objectContaining({ threadId, reader: 'guest', guestUnread: 0 })]);
  });
});
