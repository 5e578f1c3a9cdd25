import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, newKey, orderSnapshot, placeOrder, placeQuoted } from './helpers/ordering-venue.ts';
import {
  checkedIn,
  createHotel,
  guestToken,
  hotelSnapshot,
  inMinutes,
  keyOf,
  openSession,
  sendRequest,
  sent,
  setStatus,
  type THotel,
} from './hotel-helpers.ts';

/** Issue 10's bad input for hotel guest services: each refused, and nothing written. */
let t: TTestApp;
let hotel: THotel;
let other: THotel;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  hotel = await createHotel(t);
  other = await createHotel(t);
  await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia' });
  token = await guestToken(t, hotel);
}, 60_000);
afterAll(() => t.close());

async function refusedWithNothingWritten(body: Record<string, unknown>, status: number, key: string | undefined, path?: string) {
  const before = await hotelSnapshot(t);
  const res = await sendRequest(t, token, body);
  expect(res.statusCode, res.body).toBe(status);
  if (key) expect(keyOf(res.body)).toBe(key);
  if (path) expect(res.json().error.details[0].path).toBe(path);
  expect(await hotelSnapshot(t)).toEqual(before);
  return res;
}

describe('guest requests refused', () => {
  it('a wake-up time in the past, or now, or beyond 14 days', async () => {
    await refusedWithNothingWritten({ type: 'wakeUp', dueAt: inMinutes(-5) }, 400, 'mustBeFuture', 'body.dueAt');
    await refusedWithNothingWritten({ type: 'wakeUp', dueAt: new Date(Date.now() - 1000).toISOString() }, 400, 'mustBeFuture', 'body.dueAt');
    await refusedWithNothingWritten({ type: 'wakeUp', dueAt: 'tomorrow at 7' }, 400, undefined);
    const far = await refusedWithNothingWritten({ type: 'wakeUp', dueAt: inMinutes(15 * 24 * 60) }, 400, 'wakeUpTooFar', 'body.dueAt');
    expect(far.json().error.details[0].params).toEqual({ days: 14 });
    await refusedWithNothingWritten({ type: 'wakeUp', dueAt: '9999-12-31T07:00:00Z' }, 400, 'wakeUpTooFar', 'body.dueAt');
  });

  it('a quantity over the amenity’s maximum, an unknown, inactive or another hotel’s amenity, the same amenity twice', async () => {
    const towels = hotel.amenities.towels.id;
    await refusedWithNothingWritten({ type: 'amenity', items: [{ amenityId: towels, quantity: 5 }] }, 400, 'tooBig', 'body.items.0.quantity');
    await refusedWithNothingWritten(
      {
        type: 'amenity',
        items: [
          { amenityId: towels, quantity: 1 },
          { amenityId: hotel.amenities.bathrobe.id, quantity: 3 },
        ],
      },
      400,
      'tooBig',
      'body.items.1.quantity',
    );
    await refusedWithNothingWritten(
      { type: 'amenity', items: [{ amenityId: 'no-such-amenity', quantity: 1 }] },
      400,
      'amenityUnknown',
      'body.items.0.amenityId',
    );
    await refusedWithNothingWritten(
      { type: 'amenity', items: [{ amenityId: other.amenities.towels.id, quantity: 1 }] },
      400,
      'amenityUnknown',
      'body.items.0.amenityId',
    );
    const soap = await t.app.inject({
      method: 'POST',
      url: '/api/amenities',
      headers: hotel.headers,
      payload: { name: 'Soap', maxQuantity: 3, mode: 'free', isActive: false },
    });
    await refusedWithNothingWritten({ type: 'amenity', items: [{ amenityId: soap.json().id, quantity: 1 }] }, 400, 'amenityUnknown', 'body.items.0.amenityId');
    await refusedWithNothingWritten(
      {
        type: 'amenity',
        items: [
          { amenityId: towels, quantity: 1 },
          { amenityId: towels, quantity: 1 },
        ],
      },
      400,
      'idsRepeat',
      'body.items.1.amenityId',
    );
    await refusedWithNothingWritten({ type: 'amenity', items: [] }, 400, undefined);
    await refusedWithNothingWritten({ type: 'amenity', items: [{ amenityId: towels, quantity: 0 }] }, 400, undefined);
  });

  it('an unknown type or category, a note too long, unknown fields', async () => {
    await refusedWithNothingWritten({ type: 'spa' }, 400, undefined);
    await refusedWithNothingWritten({ type: 'service', category: 'laundry' }, 400, undefined);
    await refusedWithNothingWritten({ type: 'service', category: 'concierge', priority: 'asap' }, 400, undefined);
    await refusedWithNothingWritten({ type: 'service', category: 'concierge', note: 'x'.repeat(1001) }, 400, undefined);
    await refusedWithNothingWritten({ type: 'service', category: 'concierge', stayId: 'someone-else' }, 400, undefined);
  });

  it('a request from a room with no open stay: no session for it, and a checked-out guest’s token no longer works', async () => {
    const before = await hotelSnapshot(t);
    const empty = await openSession(t, hotel.restaurantId, { roomNumber: '102', lastName: 'Garcia' });
    expect([empty.statusCode, keyOf(empty.body)]).toEqual([409, 'noOpenStay']);
    expect(await hotelSnapshot(t)).toEqual(before);

    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const old = await guestToken(t, h);
    await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers });
    const after = await hotelSnapshot(t);
    const res = await sendRequest(t, old, { type: 'service', category: 'housekeeping' });
    expect(res.statusCode).toBe(401);
    expect(await hotelSnapshot(t)).toEqual(after);
  });

  it('another venue’s request: 404 for its staff and its guests, nothing changes', async () => {
    const request = await sent(t, token, { type: 'service', category: 'housekeeping' });
    await checkedIn(t, other, other.rooms.r101.id, { guestLastName: 'Garcia' });
    const theirGuest = await guestToken(t, other);
    const before = await hotelSnapshot(t);
    expect((await setStatus(t, other, request.id, 'acknowledged')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/guest-requests/${request.id}`, headers: other.headers })).statusCode).toBe(404);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/guest/requests/${request.id}/cancel`, headers: { 'x-guest-token': theirGuest } });
    expect(cancel.statusCode).toBe(404);
    const stays = await t.app.inject({ method: 'GET', url: '/api/stays', headers: hotel.headers });
    const stayId = stays.json().items[0].id as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/stays/${stayId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/hotel/rooms/${hotel.rooms.r101.id}/code`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/hotel/rooms/${hotel.rooms.r101.id}/qr.svg`, headers: other.headers })).statusCode).toBe(404);
    expect(await hotelSnapshot(t)).toEqual(before);
  });

  it('invalid transitions: skipping a step, moving a done or cancelled request, an unknown status', async () => {
    const request = await sent(t, token, { type: 'service', category: 'maintenance' });
    const before = await hotelSnapshot(t);
    for (const status of ['inProgress', 'done']) {
      const res = await setStatus(t, hotel, request.id, status);
      expect([res.statusCode, keyOf(res.body)]).toEqual([409, 'requestTransitionNotAllowed']);
    }
    expect((await setStatus(t, hotel, request.id, 'new')).statusCode).toBe(400);
    expect((await setStatus(t, hotel, request.id, 'archived')).statusCode).toBe(400);
    expect(await hotelSnapshot(t)).toEqual(before);
    expect((await setStatus(t, hotel, request.id, 'cancelled')).statusCode).toBe(200);
    const afterCancel = await hotelSnapshot(t);
    for (const status of ['acknowledged', 'cancelled']) {
      const res = await setStatus(t, hotel, request.id, status);
      expect([res.statusCode, keyOf(res.body)]).toEqual([409, 'requestTransitionNotAllowed']);
    }
    expect(await hotelSnapshot(t)).toEqual(afterCancel);
  });
});

describe('too many requests from one stay', () => {
  it('answers 429 after 30 requests in 10 minutes, writing nothing more', async () => {
    const h = await createHotel(t);
    await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const spammer = await guestToken(t, h);
    for (let i = 0; i < 30; i++) await sent(t, spammer, { type: 'service', category: 'concierge' });
    const before = await hotelSnapshot(t);
    const res = await sendRequest(t, spammer, { type: 'service', category: 'concierge' });
    expect(res.statusCode).toBe(429);
    expect(await hotelSnapshot(t)).toEqual(before);
  });
});

describe('room charges need an open stay', () => {
  it('charges room 101 while its guest is in, refuses it after check-out (roomNoOpenStay) and an empty room, keeps "incorrect room number" for unknown rooms', async () => {
    const v = await createOrderingVenue(t, { is_hotel: true });
    const lemonade = [{ itemId: v.items.lemonade, quantity: 1 }];
    const room = (roomNumber: string) => ({ type: 'room', roomNumber, lines: lemonade, paymentMethod: 'room' });
    const charged = await placeQuoted(t, v.restaurantId, room('101'));
    expect(charged.order).toMatchObject({ roomNumber: '101', paymentStatus: 'charged_to_room' });

    const before = await orderSnapshot(t);
    const empty = await placeOrder(t, v.restaurantId, { ...room('102'), expectedTotal: charged.order.total }, newKey());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({ path: 'body.roomNumber', key: 'roomNoOpenStay' });
    const unknown = await placeOrder(t, v.restaurantId, { ...room('999'), expectedTotal: charged.order.total }, newKey());
    expect(unknown.json().error.details[0]).toMatchObject({ key: 'roomNumberIncorrect', message: 'incorrect room number' });

    const stays = await t.app.inject({ method: 'GET', url: '/api/stays', headers: v.headers });
    await t.app.inject({ method: 'POST', url: `/api/stays/${stays.json().items[0].id}/check-out`, headers: v.headers });
    const afterOut = await placeOrder(t, v.restaurantId, { ...room('101'), expectedTotal: charged.order.total }, newKey());
    expect(afterOut.statusCode).toBe(400);
    expect(afterOut.json().error.details[0]).toMatchObject({ path: 'body.roomNumber', key: 'roomNoOpenStay' });
    expect(await orderSnapshot(t)).toEqual(before);
  });
});
