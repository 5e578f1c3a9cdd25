import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { sessionToken } from './helpers/sessions.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reservations demo seed', () => {
  it('the demo bistro takes reservations and has bookings today and tomorrow on free tables, once', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const headers = { authorization: `Bearer ${await sessionToken(t.deps, { userId: newId(), kind: 'venue', restaurantId, isAdminAccount: false })}` };
    const settings = await t.app.inject({ method: 'GET', url: '/api/reservations/settings', headers });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ acceptingReservations: true, timeZone: 'Europe/Malta' });
    expect(settings.json().settings.pacingCoversPer15Min).toBe(12);

    const rows = await t.db.selectFrom('reservations').select(['id', 'service_date', 'status']).where('restaurant_id', '=', restaurantId).execute();
    // Tomorrow's three at least (today's only while the bistro is still open).
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(6);
    // Every booking holds its blocks, and no block is held twice (the primary key would refuse it anyway).
    const blocks = await t.db.selectFrom('reservation_table_blocks').select(['reservation_id']).where('restaurant_id', '=', restaurantId).execute();
    for (const row of rows) expect(blocks.some((b) => b.reservation_id === row.id)).toBe(true);

    const day = await t.app.inject({ method: 'GET', url: `/api/reservations/day?date=${rows[rows.length - 1]!.service_date}`, headers });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().reservations.length).toBeGreaterThan(0);
    const tomorrow = rows
      .map((r) => r.service_date)
      .toSorted()
      .at(-1)!;
    const open = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/reservations/availability?date=${tomorrow}&partySize=2` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().slots.length).toBeGreaterThan(0);
  });
});
