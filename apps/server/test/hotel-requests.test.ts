import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ZGuestRequestPageSchema, type TAmenityRequestEvent, type TGuestRequest, type TGuestRequestChangedEvent } from '@menudelite/shared/hotel/contracts';
import { ZStaffEventPageSchema } from '@menudelite/shared/orders/staff-events';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { checkedIn, createHotel, guestHeaders, guestToken, hotelSnapshot, keyOf, sendRequest, sent, setStatus, type THotel } from './hotel-helpers.ts';

let t: TTestApp;
let origin: string;
let hotel: THotel;
let other: THotel;
let token: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  hotel = await createHotel(t);
  other = await createHotel(t);
  await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia', language: 'es' });
  await checkedIn(t, other, other.rooms.r101.id, { guestLastName: 'Garcia' });
  token = await guestToken(t, hotel);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function staffSocket(venue: THotel): Promise<Socket> {
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    query: { authorization: venue.headers.authorization!, isRestaurant: 'true' },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const settle = (socket: Socket) => new Promise((resolve) => socket.emit('ping', resolve));

describe('guest requests', () => {
  it('an amenity request: items in the guest’s language, the charge on the stay, a stored amenityRequest event live to staff only', async () => {
    const mine = await staffSocket(hotel);
    const theirs = await staffSocket(other);
    const received: TAmenityRequestEvent[] = [];
    const leaked: TAmenityRequestEvent[] = [];
    mine.on('amenityRequest', (e: TAmenityRequestEvent) => received.push(e));
    theirs.on('amenityRequest', (e: TAmenityRequestEvent) => leaked.push(e));

    const request = await sent(t, token, {
      type: 'amenity',
      items: [
        { amenityId: hotel.amenities.towels.id, quantity: 3 },
        { amenityId: hotel.amenities.bathrobe.id, quantity: 2 },
      ],
      note: 'Before 6 pm please',
    });
    expect(request).toMatchObject({
      type: 'amenity',
      status: 'new',
      roomNumber: '101',
      guestName: 'Maria Garcia',
      chargeTotal: 3000,
      note: 'Before 6 pm please',
    });
    expect(request.items).toEqual([
      { amenityId: hotel.amenities.towels.id, name: 'Toallas', quantity: 3, mode: 'free', unitPrice: 0 },
      { amenityId: hotel.amenities.bathrobe.id, name: 'Bathrobe', quantity: 2, mode: 'charged', unitPrice: 1500 },
    ]);
    expect(Date.parse(request.targetAt) - Date.parse(request.createdAt)).toBe(20 * 60_000);
    await settle(mine);
    await settle(theirs);
    expect(received.map((e) => e.requestId)).toEqual([request.id]);
    expect(received[0]!.offset).toBeGreaterThan(0);
    expect(leaked).toEqual([]);
    const replay = ZStaffEventPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0', headers: hotel.headers })).json());
    expect(replay.items.find((e) => e.type === 'amenityRequest')).toMatchObject({ payload: { requestId: request.id, request: { id: request.id } } });
    // The kitchen replays staff events too: they name the room, never the guest, the note or the items.
    const stored = JSON.stringify(replay.items.find((e) => e.type === 'amenityRequest'));
    expect(stored).toContain('"roomNumber":"101"');
    for (const secret of ['Maria', 'Garcia', 'Before 6 pm', 'Toallas']) expect(stored).not.toContain(secret);
    const stays = await t.app.inject({ method: 'GET', url: '/api/stays', headers: hotel.headers });
    expect(stays.json().items[0].amenityCharges).toBe(3000);
  });

  it('wake-up and service requests raise amenityRequest too; staff filter by type, status and room; pages follow the cursor', async () => {
    const wake = await sent(t, token, { type: 'wakeUp', dueAt: new Date(Date.now() + 8 * 3_600_000).toISOString() });
    expect(Date.parse(wake.targetAt) - Date.parse(wake.dueAt!)).toBe(5 * 60_000);
    const service = await sent(t, token, { type: 'service', category: 'maintenance', priority: 'urgent', note: 'The shower leaks' });
    expect(service).toMatchObject({ category: 'maintenance', priority: 'urgent', items: [], chargeTotal: 0 });
    expect(Date.parse(service.targetAt) - Date.parse(service.createdAt)).toBe(10 * 60_000);

    const get = async (query: string) =>
      ZGuestRequestPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/guest-requests?${query}`, headers: hotel.headers })).json());
    expect((await get('type=wakeUp')).items.map((r) => r.id)).toEqual([wake.id]);
    expect((await get('type=service&status=open&room=101')).items.map((r) => r.id)).toEqual([service.id]);
    expect((await get('room=102')).items).toEqual([]);
    const first = await get('limit=2');
    expect(first.items.map((r) => r.id)).toEqual([service.id, wake.id]);
    const second = await get(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/guest-requests?cursor=nonsense', headers: hotel.headers })).statusCode).toBe(400);
    // The guest sees their own, newest first; the other hotel sees none of them.
    const mine = ZGuestRequestPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/public/guest/requests', headers: guestHeaders(token) })).json());
    expect(mine.items[0]!.id).toBe(service.id);
    expect(ZGuestRequestPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/guest-requests', headers: other.headers })).json()).items).toEqual([]);
  });

  it('moves new → acknowledged → in progress → done, one step at a time; the guest sees each change live', async () => {
    const guest = io(origin, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
    sockets.push(guest);
    await new Promise<void>((resolve) => guest.on('connect', () => resolve()));
    expect(await new Promise((resolve) => guest.emit('joinStay', { token }, resolve))).toMatchObject({ ok: true });
    const seen: TGuestRequest[] = [];
    guest.on('guestRequestUpdated', (r: TGuestRequest) => seen.push(r));
    const staff = await staffSocket(hotel);
    const changes: TGuestRequestChangedEvent[] = [];
    staff.on('guestRequestChanged', (e: TGuestRequestChangedEvent) => changes.push(e));

    const request = await sent(t, token, { type: 'service', category: 'housekeeping' });
    const skip = await setStatus(t, hotel, request.id, 'done');
    expect([skip.statusCode, keyOf(skip.body)]).toEqual([409, 'requestTransitionNotAllowed']);
    const ack = await setStatus(t, hotel, request.id, 'acknowledged');
    expect(ack.json()).toMatchObject({ status: 'acknowledged' });
    expect(ack.json().acknowledgedAt).not.toBeNull();
    expect((await setStatus(t, hotel, request.id, 'inProgress')).json().status).toBe('inProgress');
    const done = await setStatus(t, hotel, request.id, 'done');
    expect(done.json()).toMatchObject({ status: 'done' });
    expect(done.json().doneAt).not.toBeNull();
    for (const status of ['acknowledged', 'inProgress', 'done', 'cancelled']) {
      const res = await setStatus(t, hotel, request.id, status);
      expect([res.statusCode, keyOf(res.body)]).toEqual([409, 'requestTransitionNotAllowed']);
    }
    const bogus = await setStatus(t, hotel, request.id, 'new');
    expect(bogus.statusCode).toBe(400);
    await settle(guest);
    await settle(staff);
    expect(seen.filter((r) => r.id === request.id).map((r) => r.status)).toEqual(['new', 'acknowledged', 'inProgress', 'done']);
    expect(changes.filter((e) => e.requestId === request.id).map((e) => [e.reason, e.request.status])).toEqual([
      ['status', 'acknowledged'],
      ['status', 'inProgress'],
      ['status', 'done'],
    ]);
  });

  it('of concurrent moves exactly one wins; the others get 409 requestStatusChanged', async () => {
    const request = await sent(t, token, { type: 'service', category: 'concierge', note: 'Taxi at 9' });
    const results = await Promise.all(Array.from({ length: 8 }, () => setStatus(t, hotel, request.id, 'acknowledged')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(lost.every((r) => r.statusCode === 409 && ['requestStatusChanged', 'requestTransitionNotAllowed'].includes(keyOf(r.body)!))).toBe(true);
    // Those that read 'new' lost the conditional update (requestStatusChanged); later ones found it acknowledged already.
    const events = await t.db.selectFrom('staff_events').select('payload').where('type', '=', 'guestRequestChanged').execute();
    expect(events.filter((e) => e.payload.includes(request.id))).toHaveLength(1);
  });

  it('a guest cancels a request nobody started (its charge comes off), not one in progress, and never another stay’s', async () => {
    const robe = await sent(t, token, { type: 'amenity', items: [{ amenityId: hotel.amenities.bathrobe.id, quantity: 1 }] });
    const chargesBefore = (await t.app.inject({ method: 'GET', url: '/api/stays', headers: hotel.headers })).json().items[0].amenityCharges;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/guest/requests/${robe.id}/cancel`, headers: guestHeaders(token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancelReason: 'guest' });
    const chargesAfter = (await t.app.inject({ method: 'GET', url: '/api/stays', headers: hotel.headers })).json().items[0].amenityCharges;
    expect(chargesBefore - chargesAfter).toBe(1500);

    const started = await sent(t, token, { type: 'service', category: 'housekeeping' });
    await setStatus(t, hotel, started.id, 'acknowledged');
    await setStatus(t, hotel, started.id, 'inProgress');
    const late = await t.app.inject({ method: 'POST', url: `/api/public/guest/requests/${started.id}/cancel`, headers: guestHeaders(token) });
    expect([late.statusCode, keyOf(late.body)]).toEqual([409, 'requestTransitionNotAllowed']);

    const otherToken = await guestToken(t, other);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/public/guest/requests/${started.id}/cancel`, headers: guestHeaders(otherToken) });
    expect(foreign.statusCode).toBe(404);
    // Staff of another venue: 404 to read or move it.
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-requests/${started.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await setStatus(t, other, started.id, 'done')).statusCode).toBe(404);
    // Staff may cancel one in progress.
    const staffCancel = await setStatus(t, hotel, started.id, 'cancelled');
    expect(staffCancel.json()).toMatchObject({ status: 'cancelled', cancelReason: 'staff' });
  });
});

describe('amenity catalogue', () => {
  it('staff edit it; the guest sees active items only; a charged amenity needs a price; another venue’s item is 404', async () => {
    const soap = await t.app.inject({ method: 'POST', url: '/api/amenities', headers: hotel.headers, payload: { name: 'Soap', maxQuantity: 5, mode: 'free' } });
    expect(soap.statusCode, soap.body).toBe(201);
    const hidden = await t.app.inject({ method: 'PATCH', url: `/api/amenities/${soap.json().id}`, headers: hotel.headers, payload: { isActive: false } });
    expect(hidden.json()).toMatchObject({ isActive: false });
    const guestList = await t.app.inject({ method: 'GET', url: '/api/public/guest/amenities', headers: guestHeaders(token) });
    expect(guestList.json().items.map((a: { name: string }) => a.name)).toEqual(['Towels', 'Bathrobe', 'Extra bed']);
    const snapshot = await hotelSnapshot(t);
    const noPrice = await t.app.inject({
      method: 'POST',
      url: '/api/amenities',
      headers: hotel.headers,
      payload: { name: 'Robe', maxQuantity: 1, mode: 'charged' },
    });
    expect(noPrice.statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/amenities',
      headers: hotel.headers,
      payload: { name: 'Robe', maxQuantity: 99, mode: 'free' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/amenities/${soap.json().id}`, headers: other.headers, payload: { name: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/amenities/${soap.json().id}`, headers: other.headers })).statusCode).toBe(404);
    expect(await hotelSnapshot(t)).toEqual(snapshot);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/amenities/${soap.json().id}`, headers: hotel.headers })).statusCode).toBe(204);
  });
});

describe('requests need a session', () => {
  it('answers 401 without a guest token, and nothing is written', async () => {
    const snapshot = await hotelSnapshot(t);
    const res = await sendRequest(t, '', { type: 'service', category: 'housekeeping' });
    expect(res.statusCode).toBe(401);
    expect(await hotelSnapshot(t)).toEqual(snapshot);
  });
});
