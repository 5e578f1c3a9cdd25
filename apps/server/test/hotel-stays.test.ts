import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ZCheckOutResultSchema, ZGuestSessionSchema, ZHotelRoomPageSchema, ZStayPageSchema, type TGuestRequest } from '@menudelite/shared/hotel/contracts';
import type { TJoinStayAck } from '@menudelite/shared/hotel/contracts';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue } from './helpers/menu-venue.ts';
import { staffOf } from './helpers/team.ts';
import { guestChatStays } from '../src/features/stays/public.ts';
import {
  checkedIn,
  checkIn,
  createHotel,
  guestHeaders,
  guestToken,
  hotelSnapshot,
  inMinutes,
  keyOf,
  openSession,
  sent,
  setStatus,
  type THotel,
} from './hotel-helpers.ts';

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

function connect(): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const joinStay = (socket: Socket, token: string) => new Promise<TJoinStayAck>((resolve) => socket.emit('joinStay', { token }, resolve));
const settle = (socket: Socket) => new Promise((resolve) => socket.emit('ping', resolve));

describe('rooms screen and check-in', () => {
  it('lists the rooms with an unguessable QR code each and their open stay; check-in fills it', async () => {
    const before = ZHotelRoomPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/hotel/rooms', headers: hotel.headers })).json());
    expect(before.items.map((r) => r.roomNumber)).toEqual(['101', '102', '103']);
    expect(before.items.every((r) => r.stay === null && r.code.length >= 16)).toBe(true);
    expect(new Set(before.items.map((r) => r.code)).size).toBe(3);

    const stay = await checkedIn(t, hotel, hotel.rooms.r102.id, { email: 'maria@example.com', language: 'es' });
    expect(stay).toMatchObject({ roomNumber: '102', guestLastName: 'García', guestFirstName: 'Maria', status: 'open', source: 'staff', language: 'es' });
    const after = ZHotelRoomPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/hotel/rooms?occupied=true', headers: hotel.headers })).json());
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ roomNumber: '102', stay: { id: stay.id } });
    const open = ZStayPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stays?status=open', headers: hotel.headers })).json());
    expect(open.items.map((s) => s.id)).toContain(stay.id);
    // The other hotel sees none of it.
    const theirs = ZStayPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stays?status=open', headers: other.headers })).json());
    expect(theirs.items.map((s) => s.id)).not.toContain(stay.id);

    const sheet = await t.app.inject({ method: 'GET', url: '/api/hotel/rooms/qr-sheet.svg', headers: hotel.headers });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('image/svg+xml');
    expect(sheet.body.match(/<g class="table">/g)).toHaveLength(3);
  });

  it('refuses a second open stay in a room (409 stayAlreadyOpen), another venue’s room (404), and writes nothing', async () => {
    await checkedIn(t, hotel, hotel.rooms.r103.id, { guestLastName: 'Okafor' });
    const snapshot = await hotelSnapshot(t);
    const again = await checkIn(t, hotel, hotel.rooms.r103.id, { guestLastName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(keyOf(again.body)).toBe('stayAlreadyOpen');
    const foreign = await checkIn(t, other, hotel.rooms.r101.id);
    expect(foreign.statusCode).toBe(404);
    const noName = await checkIn(t, hotel, hotel.rooms.r101.id, { guestLastName: '' });
    expect(noName.statusCode).toBe(400);
    const badEmail = await checkIn(t, hotel, hotel.rooms.r101.id, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(await hotelSnapshot(t)).toEqual(snapshot);
  });

  it('a room with a guest checked in cannot be deleted (409 stayAlreadyOpen); after check-out it can', async () => {
    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r102.id);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/rooms/${h.rooms.r102.id}`, headers: h.headers });
    expect([refused.statusCode, keyOf(refused.body)]).toEqual([409, 'stayAlreadyOpen']);
    expect((await t.app.inject({ method: 'GET', url: `/api/rooms/${h.rooms.r102.id}`, headers: h.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rooms/${h.rooms.r102.id}`, headers: h.headers })).statusCode).toBe(204);
  });

  it('needs guests.serve: a kitchen member cannot check guests in', async () => {
    const cook = await staffOf(t, hotel.restaurantId, 'kitchen');
    const res = await t.app.inject({ method: 'POST', url: '/api/stays', headers: cook.headers, payload: { roomId: hotel.rooms.r101.id, guestLastName: 'X' } });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly one of many concurrent check-ins to the same room win', async () => {
    const fresh = await createHotel(t);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => checkIn(t, fresh, fresh.rooms.r101.id, { guestLastName: `Racer${i}` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost.every((r) => r.statusCode === 409 && keyOf(r.body) === 'stayAlreadyOpen')).toBe(true);
    expect(await t.db.selectFrom('stays').select('id').where('room_id', '=', fresh.rooms.r101.id).execute()).toHaveLength(1);
  });
});

describe('guest sessions', () => {
  it('admits a guest by the room QR code, or by room number and last name ignoring case and accents', async () => {
    const h = await createHotel(t);
    await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'García' });
    const rooms = ZHotelRoomPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/hotel/rooms', headers: h.headers })).json());
    const code = rooms.items.find((r) => r.roomNumber === '101')!.code;

    const byCode = await openSession(t, h.restaurantId, { roomCode: code });
    expect(byCode.statusCode, byCode.body).toBe(201);
    const session = ZGuestSessionSchema.parse(byCode.json());
    expect(session.stay).toMatchObject({ roomNumber: '101', guestName: 'Maria García', restaurantId: h.restaurantId, currency: 'eur' });
    for (const lastName of ['garcia', 'GARCÍA', ' García ']) {
      const res = await openSession(t, h.restaurantId, { roomNumber: '101', lastName });
      expect(res.statusCode, `${lastName}: ${res.body}`).toBe(201);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/public/guest/session', headers: guestHeaders(session.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ stayId: session.stay.stayId });
    // Only the hash is stored.
    const stored = await t.db.selectFrom('guest_sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === session.token)).toBe(false);
  });

  it('refuses a wrong last name, an empty room, an unknown room, another hotel’s code and a non-hotel, writing no session', async () => {
    const h = await createHotel(t);
    await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const otherRooms = ZHotelRoomPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/hotel/rooms', headers: other.headers })).json());
    const restaurant = await createVenue(t);
    const snapshot = await hotelSnapshot(t);

    const wrongName = await openSession(t, h.restaurantId, { roomNumber: '101', lastName: 'Smith' });
    expect([wrongName.statusCode, keyOf(wrongName.body)]).toEqual([409, 'noOpenStay']);
    const empty = await openSession(t, h.restaurantId, { roomNumber: '102', lastName: 'Garcia' });
    expect([empty.statusCode, keyOf(empty.body)]).toEqual([409, 'noOpenStay']);
    const unknown = await openSession(t, h.restaurantId, { roomNumber: '999', lastName: 'Garcia' });
    expect([unknown.statusCode, keyOf(unknown.body)]).toEqual([400, 'roomNumberIncorrect']);
    const foreignCode = await openSession(t, h.restaurantId, { roomCode: otherRooms.items[0]!.code });
    expect([foreignCode.statusCode, keyOf(foreignCode.body)]).toEqual([400, 'roomNumberIncorrect']);
    const notHotel = await openSession(t, restaurant.restaurantId, { roomNumber: '101', lastName: 'Garcia' });
    expect(notHotel.statusCode).toBe(404);
    const both = await openSession(t, h.restaurantId, { roomNumber: '101', lastName: 'Garcia', roomCode: 'x'.repeat(16) });
    expect(both.statusCode).toBe(400);
    expect(await hotelSnapshot(t)).toEqual(snapshot);

    const noToken = await t.app.inject({ method: 'GET', url: '/api/public/guest/session' });
    expect(noToken.statusCode).toBe(401);
    const badToken = await t.app.inject({ method: 'GET', url: '/api/public/guest/session', headers: guestHeaders('x'.repeat(43)) });
    expect(badToken.statusCode).toBe(401);
  });

  it('a signed-out token is dead everywhere (chat too); one ended by check-out still reads its closed stay', async () => {
    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const leaving = await guestToken(t, h);
    const staying = await guestToken(t, h);
    expect(await guestChatStays.byGuestToken(t.db, leaving)).toMatchObject({ stayId: stay.id, open: true });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/public/guest/session', headers: guestHeaders(leaving) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/guest/session', headers: guestHeaders(leaving) })).statusCode).toBe(401);
    expect(await guestChatStays.byGuestToken(t.db, leaving)).toBeNull();
    await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers });
    expect(await guestChatStays.byGuestToken(t.db, staying)).toMatchObject({ stayId: stay.id, open: false });
    expect(await guestChatStays.byGuestToken(t.db, leaving)).toBeNull();
  });

  it('a new room code replaces the old one', async () => {
    const h = await createHotel(t);
    await checkedIn(t, h, h.rooms.r101.id);
    const before = ZHotelRoomPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/hotel/rooms', headers: h.headers })).json()).items[0]!;
    const renewed = await t.app.inject({ method: 'POST', url: `/api/hotel/rooms/${h.rooms.r101.id}/code`, headers: h.headers });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().code).not.toBe(before.code);
    expect((await openSession(t, h.restaurantId, { roomCode: before.code })).statusCode).toBe(400);
    expect((await openSession(t, h.restaurantId, { roomCode: renewed.json().code })).statusCode).toBe(201);
  });
});

describe('check-out', () => {
  it('closes the stay, ends guest sessions, cancels open requests and wake-up calls, and the room can no longer be charged', async () => {
    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const token = await guestToken(t, h);
    const socket = await connect();
    const ack = await joinStay(socket, token);
    expect(ack).toEqual({ ok: true, stayId: stay.id });
    const updates: TGuestRequest[] = [];
    const closed: { stayId: string }[] = [];
    socket.on('guestRequestUpdated', (payload: TGuestRequest) => updates.push(payload));
    socket.on('stayClosed', (payload: { stayId: string }) => closed.push(payload));

    const towels = await sent(t, token, {
      type: 'amenity',
      items: [
        { amenityId: h.amenities.towels.id, quantity: 2 },
        { amenityId: h.amenities.bathrobe.id, quantity: 1 },
      ],
    });
    expect(towels.chargeTotal).toBe(1500);
    const wakeUp = await sent(t, token, { type: 'wakeUp', dueAt: inMinutes(600) });
    const done = await sent(t, token, { type: 'service', category: 'housekeeping', note: 'Fresh sheets' });
    for (const status of ['acknowledged', 'inProgress', 'done']) expect((await setStatus(t, h, done.id, status)).statusCode).toBe(200);
    await settle(socket);
    expect(updates.map((u) => [u.id, u.status])).toContainEqual([done.id, 'done']);
    const charged = await t.app.inject({ method: 'GET', url: `/api/stays/${stay.id}`, headers: h.headers });
    expect(charged.json().amenityCharges).toBe(1500);

    const out = await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers });
    expect(out.statusCode, out.body).toBe(200);
    const result = ZCheckOutResultSchema.parse(out.json());
    expect(result).toMatchObject({ cancelledRequests: 2, endedSessions: 1, stay: { status: 'closed', amenityCharges: 0 } });
    await settle(socket);
    expect(closed).toEqual([{ stayId: stay.id }]);

    const list = await t.app.inject({ method: 'GET', url: `/api/guest-requests?stayId=${stay.id}`, headers: h.headers });
    const byId = new Map((list.json().items as TGuestRequest[]).map((r) => [r.id, r]));
    expect(byId.get(towels.id)).toMatchObject({ status: 'cancelled', cancelReason: 'checkOut' });
    expect(byId.get(wakeUp.id)).toMatchObject({ status: 'cancelled', cancelReason: 'checkOut' });
    expect(byId.get(done.id)).toMatchObject({ status: 'done', cancelReason: null });

    // The guest's token stops working; a new session is refused; the second check-out is a conflict.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/guest/session', headers: guestHeaders(token) })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/public/guest/requests',
          headers: guestHeaders(token),
          payload: { type: 'service', category: 'concierge' },
        })
      ).statusCode,
    ).toBe(401);
    const rejoin = await joinStay(await connect(), token);
    expect(rejoin).toEqual({ ok: false, error: 'NOT_FOUND' });
    const session = await openSession(t, h.restaurantId, { roomNumber: '101', lastName: 'Garcia' });
    expect([session.statusCode, keyOf(session.body)]).toEqual([409, 'noOpenStay']);
    const twice = await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers });
    expect([twice.statusCode, keyOf(twice.body)]).toEqual([409, 'stayClosed']);
    const closedList = ZStayPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stays?status=closed', headers: h.headers })).json());
    expect(closedList.items.map((s) => s.id)).toEqual([stay.id]);
    // Another venue's stay is 404.
    expect((await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: other.headers })).statusCode).toBe(404);
  });

  it('two concurrent check-outs: one closes the stay, the other gets 409 stayClosed', async () => {
    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r101.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && keyOf(r.body) === 'stayClosed')).toHaveLength(4);
  });
});
