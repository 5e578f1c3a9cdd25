import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENU_PATH, DEMO_TABLE_CODE } from '@menudelite/shared/site/demo';
import { seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_HOTEL_ROOMS, DEMO_HOTEL_SLUG } from '../src/db/seed/demo-ordering.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey, placeOrder } from './helpers/ordering-venue.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'employees' | 'rooms' | 'delivery_locations', restaurantId: string) =>
  (await t.db.selectFrom(table).select('id').where('restaurant_id', '=', restaurantId).execute()).length;

describe('ordering demo seed', () => {
  it('seeds staff, delivery settings and a demo hotel with rooms 101-110 once, however often the server starts', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const hotel = await t.db.selectFrom('restaurants').select(['id', 'is_hotel']).where('slug', '=', DEMO_HOTEL_SLUG).execute();
    expect(hotel).toHaveLength(1);
    const hotelId = hotel[0]!.id;
    expect(await count('employees', restaurantId)).toBe(3);
    expect(await count('delivery_locations', restaurantId)).toBe(3);
    expect(await count('rooms', hotelId)).toBe(10);
    const rooms = await t.db.selectFrom('rooms').select('room_number').where('restaurant_id', '=', hotelId).execute();
    expect(rooms.map((r) => r.room_number).toSorted()).toEqual(DEMO_HOTEL_ROOMS);

    const settings = await t.db
      .selectFrom('restaurants')
      .select(['delivery_fixed_fee', 'delivery_min_order_value'])
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    expect(settings).toEqual({ delivery_fixed_fee: 250, delivery_min_order_value: 1500 });
  });

  it('gives Demo Bistro’s table 1 the fixed code the public site links to, and a database seeded before gets it on the next start', async () => {
    const { restaurantId, tableLink } = await seedDemo(t.db);
    expect(tableLink).toBe(DEMO_MENU_PATH);
    const table = async () => t.app.inject({ method: 'GET', url: `/api/public/tables/${DEMO_TABLE_CODE}` });
    expect((await table()).statusCode).toBe(200);
    await t.db
      .updateTable('restaurant_tables')
      .set({ code: 'an-older-random-code' })
      .where('restaurant_id', '=', restaurantId)
      .where('table_display_id', '=', '1')
      .execute();
    expect((await table()).statusCode).toBe(404);
    await seedDemo(t.db);
    expect((await table()).statusCode).toBe(200);
  });

  it('takes a room-service order charged to room 101 at the demo hotel, and refuses room 999', async () => {
    await seedDemo(t.db);
    const hotel = await t.db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_HOTEL_SLUG).executeTakeFirstOrThrow();
    const item = await t.db.selectFrom('menu_items').select('id').where('restaurant_id', '=', hotel.id).where('name', '=', 'Hummus').executeTakeFirstOrThrow();
    const body = { type: 'room', roomNumber: '101', lines: [{ itemId: item.id, quantity: 1 }], paymentMethod: 'room' };
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${hotel.id}/orders/quote`, payload: body });
    expect(quote.statusCode, quote.body).toBe(200);
    const placed = await placeOrder(t, hotel.id, { ...body, expectedTotal: quote.json().total }, newKey());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ roomNumber: '101', paymentStatus: 'charged_to_room' });
    const refused = await placeOrder(t, hotel.id, { ...body, roomNumber: '999', expectedTotal: quote.json().total }, newKey());
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'incorrect room number' });
  });
});
