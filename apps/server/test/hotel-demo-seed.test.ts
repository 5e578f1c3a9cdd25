import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('hotel demo seed', () => {
  it('checks Maria Garcia in to room 101 once, gives every room a QR code, and a guest can use the app at once', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const hotel = await t.db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_HOTEL_SLUG).executeTakeFirstOrThrow();
    const stays = await t.db.selectFrom('stays').selectAll().where('restaurant_id', '=', hotel.id).execute();
    expect(stays.filter((s) => !s.checked_out_at).map((s) => [s.room_number, s.guest_last_name])).toEqual([['101', 'Garcia']]);
    expect(stays).toHaveLength(2);
    const rooms = await t.db.selectFrom('rooms').select('code').where('restaurant_id', '=', hotel.id).execute();
    expect(rooms.every((r) => typeof r.code === 'string' && r.code.length >= 16)).toBe(true);
    const amenities = await t.db.selectFrom('amenities').select(['name', 'mode']).where('restaurant_id', '=', hotel.id).orderBy('position').execute();
    expect(amenities.map((a) => a.name)).toEqual(['Towels', 'Pillows', 'Toiletries kit', 'Bathrobe', 'Extra bed']);
    expect(await t.db.selectFrom('guest_requests').select('id').where('restaurant_id', '=', hotel.id).execute()).toHaveLength(2);

    const session = await openSession(t, hotel.id, { roomNumber: DEMO_HOTEL_GUEST.room, lastName: 'garcía' });
    expect(session.statusCode, session.body).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/public/guest/requests', headers: guestHeaders(session.json().token) });
    expect(mine.json().items.map((r: { type: string; status: string }) => [r.type, r.status])).toEqual([
      ['amenity', 'new'],
      ['service', 'acknowledged'],
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/public/guest/amenities', headers: guestHeaders(session.json().token) });
    const towels = list.json().items.find((a: { name: string }) => a.name === 'Towels');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/requests',
      headers: guestHeaders(session.json().token),
      payload: { type: 'amenity', items: [{ amenityId: towels.id, quantity: 2 }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
