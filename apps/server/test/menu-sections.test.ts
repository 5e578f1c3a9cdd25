import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMenuSectionListSchema, ZMenuSectionSchema } from '@menudelite/shared/menu/sections';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, customerHeaders, menuSnapshot, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

async function createSection(v: TVenue, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: v.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return ZMenuSectionSchema.parse(res.json());
}

describe('menu sections', () => {
  it('creates sections last in order with defaults and translations', async () => {
    const starters = await createSection(venue, { title: 'Starters', translations: { ar: { title: 'المقبلات' } } });
    const drinks = await createSection(venue, { title: 'Drinks', description: 'Cold and hot', isDrinks: true });
    expect(starters).toMatchObject({ title: 'Starters', description: '', isDrinks: false, isAvailable: true, positionNew: 0, itemCount: 0 });
    expect(starters.translations).toEqual({ ar: { title: 'المقبلات' } });
    expect(drinks).toMatchObject({ isDrinks: true, positionNew: 1 });
    const one = await t.app.inject({ method: 'GET', url: `/api/menu/sections/${starters.id}`, headers: venue.headers });
    expect(ZMenuSectionSchema.parse(one.json())).toEqual(starters);

    const list = await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: venue.headers });
    expect(ZMenuSectionListSchema.parse(list.json()).items.map((s) => s.title)).toEqual(['Starters', 'Drinks']);
  });

  it('updates a section and bumps the menu version', async () => {
    const section = await createSection(venue, { title: 'Mains' });
    const before = await t.db.selectFrom('restaurants').select('menu_version').where('id', '=', venue.restaurantId).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu/sections/${section.id}`,
      headers: venue.headers,
      payload: { title: 'Main courses', isAvailable: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Main courses', isAvailable: false, isDrinks: false });
    const after = await t.db.selectFrom('restaurants').select('menu_version').where('id', '=', venue.restaurantId).executeTakeFirstOrThrow();
    expect(Number(after.menu_version)).toBe(Number(before.menu_version) + 1);
  });

  it('reorders sections with the full id list', async () => {
    const list = ZMenuSectionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: venue.headers })).json());
    const reversed = list.items.map((s) => s.id).toReversed();
    const res = await t.app.inject({ method: 'PUT', url: '/api/menu/sections/order', headers: venue.headers, payload: { ids: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    const items = ZMenuSectionListSchema.parse(res.json()).items;
    expect(items.map((s) => s.id)).toEqual(reversed);
    expect(items.map((s) => s.positionNew)).toEqual(reversed.map((_, i) => i));
  });

  it("refuses a reorder naming another venue's section, and changes nothing", async () => {
    const foreign = await createSection(other, { title: 'Elsewhere' });
    const own = ZMenuSectionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: venue.headers })).json()).items;
    const before = await menuSnapshot(t.db);
    const positions = own.map((s) => s.positionNew);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/sections/order',
      headers: venue.headers,
      payload: { ids: [foreign.id, ...own.map((s) => s.id).slice(1)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await menuSnapshot(t.db)).toEqual(before);
    const after = ZMenuSectionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: venue.headers })).json()).items;
    expect(after.map((s) => s.positionNew)).toEqual(positions);
  });

  it('refuses a reorder that leaves a section out or repeats one', async () => {
    const own = ZMenuSectionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: venue.headers })).json()).items;
    const before = await menuSnapshot(t.db);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/sections/order',
      headers: venue.headers,
      payload: { ids: own.slice(1).map((s) => s.id) },
    });
    expect(missing.statusCode).toBe(400);
    const repeated = await t.app.inject({ method: 'PUT', url: '/api/menu/sections/order', headers: venue.headers, payload: { ids: [own[0]!.id, own[0]!.id] } });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.code).toBe('VALIDATION_FAILED');
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('refuses an empty title with 400 and writes nothing', async () => {
    const before = await menuSnapshot(t.db);
    for (const title of ['', '   ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { title } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it("answers 404 for another venue's section and leaves it alone", async () => {
    const foreign = await createSection(other, { title: 'Not yours' });
    const before = await menuSnapshot(t.db);
    const get = await t.app.inject({ method: 'GET', url: `/api/menu/sections/${foreign.id}`, headers: venue.headers });
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/menu/sections/${foreign.id}`, headers: venue.headers, payload: { title: 'Mine now' } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/menu/sections/${foreign.id}`, headers: venue.headers });
    for (const res of [get, patch, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('deletes a section with its items', async () => {
    const section = await createSection(venue, { title: 'Specials' });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/menu/items',
      headers: venue.headers,
      payload: { sectionId: section.id, name: 'Soup', price: 500 },
    });
    expect(item.statusCode, item.body).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/menu/sections/${section.id}`, headers: venue.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/menu/sections/${section.id}`, headers: venue.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/menu/items/${item.json().id}`, headers: venue.headers })).statusCode).toBe(404);
  });

  it('needs a venue staff token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/menu/sections' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: await customerHeaders(t) });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('FORBIDDEN');
  });
});
