import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { ZStaffEventPageSchema } from '@menudelite/shared/orders/staff-events';
import type { TNewReservationEvent } from '@menudelite/shared/reservations/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bookSlot, createResvVenue, dayAhead, slotsOf, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let origin: string;
let v: TResvVenue;
let other: TResvVenue;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  v = await createResvVenue(t, [2, 4]);
  other = await createResvVenue(t, [4]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function staffSocket(venue: TResvVenue): Promise<Socket> {
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
const settle = (...list: Socket[]) => Promise.all(list.map((s) => new Promise((resolve) => s.emit('ping', resolve))));

describe('newReservationReceived', () => {
  it('reaches the venue’s staff live for online and phone bookings (not other venues), stored for replay with its offset', async () => {
    const mine = await staffSocket(v);
    const theirs = await staffSocket(other);
    const received: TNewReservationEvent[] = [];
    const leaked: TNewReservationEvent[] = [];
    mine.on('newReservationReceived', (e: TNewReservationEvent) => received.push(e));
    theirs.on('newReservationReceived', (e: TNewReservationEvent) => leaked.push(e));

    const slots = await slotsOf(t, v, dayAhead(2), 2);
    const online = await bookSlot(t, v, 2, slots[40]!, { occasion: 'birthday' });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: v.headers,
      payload: { kind: 'booking', partySize: 2, startsAt: slots[60], name: 'Phone Guest' },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    await settle(mine, theirs);
    expect(received.map((e) => e.reservationId)).toEqual([online.reservation.id, phone.json().id]);
    expect(received[0]!.reservation).toMatchObject({ status: 'booked', source: 'online', partySize: 2 });
    // Every staff member gets it (the kitchen too): no contact details, notes or allergies.
    for (const key of ['email', 'phone', 'notes', 'allergies', 'occasion', 'guestNoShows']) expect(received[0]!.reservation).not.toHaveProperty(key);
    expect(received[1]!.offset).toBeGreaterThan(received[0]!.offset);
    expect(leaked).toEqual([]);

    const replay = await t.app.inject({ method: 'GET', url: `/api/staff-events?after=${received[0]!.offset - 1}`, headers: v.headers });
    const page = ZStaffEventPageSchema.parse(replay.json());
    expect(page.items.filter((e) => e.type === 'newReservationReceived').map((e) => e.offset)).toEqual(received.map((e) => e.offset));
  });
});
