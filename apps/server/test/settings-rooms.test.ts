import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMS_MAX, ZRoomRangeResultSchema } from '@menudelite/shared/orders/rooms';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, customerHeaders, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let v: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t, { is_hotel: true });
});
afterAll(() => t.close());

const range = (payload: object, headers: Record<string, string> = v.headers) => t.app.inject({ method: 'POST', url: '/api/rooms/range', headers, payload });
const numbers = async (headers = v.headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/rooms', headers })).json().items.map((r: { roomNumber: string }) => r.roomNumber);
const count = async (restaurantId: string) =>
  Number(
    (
      await t.db
        .selectFrom('rooms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/rooms/range', () => {
  it('adds 101 to 120, then skips the numbers that exist already', async () => {
    const first = await range({ prefix: '', first: 101, last: 120 });
    expect(first.statusCode, first.body).toBe(201);
    const result = ZRoomRangeResultSchema.parse(first.json());
    expect(result.created.map((r) => r.roomNumber)).toEqual(Array.from({ length: 20 }, (_, i) => String(101 + i)));
    expect(result.skipped).toEqual([]);
    const again = ZRoomRangeResultSchema.parse((await range({ prefix: '', first: 118, last: 122, isActive: false })).json());
    expect(again.created.map((r) => [r.roomNumber, r.isActive])).toEqual([
      ['121', false],
      ['122', false],
    ]);
    expect(again.skipped).toEqual(['118', '119', '120']);
    expect((await numbers()).slice(0, 3)).toEqual(['101', '102', '103']);
  });

  it('takes a prefix, and treats an existing number in another case as taken', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/rooms', headers: v.headers, payload: { roomNumber: 'a-2' } })).statusCode).toBe(201);
    const res = ZRoomRangeResultSchema.parse((await range({ prefix: 'A-', first: 1, last: 3 })).json());
    expect(res.created.map((r) => r.roomNumber)).toEqual(['A-1', 'A-3']);
    expect(res.skipped).toEqual(['A-2']);
  });

  it('bad ranges answer 400 and add nothing', async () => {
    const before = await count(v.restaurantId);
    for (const payload of [
      { prefix: '', first: 120, last: 101 },
      { prefix: '', first: 1, last: 201 },
      { prefix: '<b>', first: 1, last: 2 },
      { prefix: ' ', first: -1, last: 2 },
      { prefix: 'Wing ', first: 1.5, last: 2 },
      { prefix: 'ABCDEFGHIJK', first: 1, last: 2 },
      { first: 1, last: 2 },
    ]) {
      const res = await range(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await count(v.restaurantId)).toBe(before);
  });

  it('a range that would pass the room limit adds nothing (409)', async () => {
    const hotel = await createVenue(t, { is_hotel: true });
    for (let start = 0; start < ROOMS_MAX - 10; start += 200) {
      const res = await range({ prefix: 'R', first: start, last: Math.min(start + 199, ROOMS_MAX - 11) }, hotel.headers);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await count(hotel.restaurantId)).toBe(ROOMS_MAX - 10);
    const over = await range({ prefix: 'S', first: 1, last: 11 }, hotel.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'CONFLICT', details: [expect.objectContaining({ key: 'limitReached', params: { max: ROOMS_MAX } })] });
    expect(await count(hotel.restaurantId)).toBe(ROOMS_MAX - 10);
    expect((await range({ prefix: 'S', first: 1, last: 10 }, hotel.headers)).statusCode).toBe(201);
  });

  it('is for venue staff only, and never touches another venue', async () => {
    expect((await range({ prefix: '', first: 1, last: 2 }, await customerHeaders(t))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/rooms/range', payload: { prefix: '', first: 1, last: 2 } })).statusCode).toBe(401);
    const otherVenue = await createVenue(t, { is_hotel: true });
    expect((await range({ prefix: '', first: 101, last: 102 }, otherVenue.headers)).json().created).toHaveLength(2);
    expect(await numbers(otherVenue.headers)).toEqual(['101', '102']);
  });
});
