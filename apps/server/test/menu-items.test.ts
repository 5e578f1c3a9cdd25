import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOLD_OUT_INDEFINITELY, ZMenuItemPageSchema, ZMenuItemSchema, type TMenuItem } from '@menudelite/shared/menu/items';
import { builtInAllergenId } from '@menudelite/shared/menu/allergens';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, pngOf, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;
let sectionId: string;
let otherSectionId: string;

async function post(v: TVenue, url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url, headers: v.headers, payload: payload as object });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createItem(payload: Record<string, unknown>, v = venue): Promise<TMenuItem> {
  return ZMenuItemSchema.parse(await post(v, '/api/menu/items', { sectionId, ...payload }));
}

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
  sectionId = (await post(venue, '/api/menu/sections', { title: 'Mains' })).id;
  otherSectionId = (await post(other, '/api/menu/sections', { title: 'Theirs' })).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('menu items', () => {
  it('creates an item with every field and reads it back', async () => {
    const tag = await post(venue, '/api/menu/tags', { name: 'Chef pick', color: '#aa3300' });
    const group = await post(venue, '/api/menu/modifier-groups', { name: 'Size', min: 1, max: 1, modifiers: [{ name: 'Large', price: 200 }] });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media/images',
      headers: { ...venue.headers, 'content-type': 'image/png' },
      payload: await pngOf(40, 30),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const side = await createItem({ name: 'Fries', price: 350 });
    const nutrition = {
      caloriesMin: 450,
      caloriesMax: 620,
      fat: 21.5,
      saturatedFat: 8,
      sugar: 4,
      protein: 32,
      carbohydrates: 40,
      salt: 1.8,
      sodium: 720,
      caffeine: 0,
      burnTime: 95,
    };
    const item = await createItem({
      name: 'Burger',
      description: 'Beef, cheddar, pickles',
      price: 1450,
      imageIds: [upload.json().id],
      tagIds: [tag.id],
      allergenIds: [builtInAllergenId('gluten'), builtInAllergenId('milk')],
      modifierGroupIds: [group.id],
      recommendedItemIds: [side.id],
      nutrition,
      isFeatured: true,
      translations: { ar: { name: 'برجر', description: 'لحم بقري' } },
    });
    expect(item).toMatchObject({
      name: 'Burger',
      price: 1450,
      tagIds: [tag.id],
      allergenIds: ['allergen-gluten', 'allergen-milk'],
      modifierGroupIds: [group.id],
      recommendedItemIds: [side.id],
      nutrition,
      isFeatured: true,
      isAvailable: true,
      isSoldOut: false,
      soldOutUntil: null,
      positionNew: 1,
    });
    expect(item.images).toEqual([{ id: upload.json().id, urls: upload.json().urls }]);
    const got = await t.app.inject({ method: 'GET', url: `/api/menu/items/${item.id}`, headers: venue.headers });
    expect(ZMenuItemSchema.parse(got.json())).toEqual(item);
  });

  it('updates fields and links, and moving to another section puts the item last there', async () => {
    const item = await createItem({ name: 'Salad', price: 800, allergenIds: ['allergen-eggs'] });
    const drinks = await post(venue, '/api/menu/sections', { title: 'Drinks' });
    await createItem({ sectionId: drinks.id, name: 'Water', price: 200 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu/items/${item.id}`,
      headers: venue.headers,
      payload: { sectionId: drinks.id, price: 900, allergenIds: [], isAvailable: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sectionId: drinks.id, price: 900, allergenIds: [], isAvailable: false, positionNew: 1, name: 'Salad' });
  });

  it('pages through items in menu order and searches by name', async () => {
    const v = await createVenue(t);
    const first = (await post(v, '/api/menu/sections', { title: 'First' })).id;
    const second = (await post(v, '/api/menu/sections', { title: 'Second' })).id;
    for (let n = 0; n < 5; n++) await post(v, '/api/menu/items', { sectionId: second, name: `Late ${n}`, price: 100 });
    for (let n = 0; n < 4; n++) await post(v, '/api/menu/items', { sectionId: first, name: `Early ${n}`, price: 100 });
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=4&cursor=${cursor}` : 'limit=4';
      const res = await t.app.inject({ method: 'GET', url: `/api/menu/items?${query}`, headers: v.headers });
      expect(res.statusCode, res.body).toBe(200);
      const page = ZMenuItemPageSchema.parse(res.json());
      names.push(...page.items.map((i) => i.name));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(names).toEqual(['Early 0', 'Early 1', 'Early 2', 'Early 3', 'Late 0', 'Late 1', 'Late 2', 'Late 3', 'Late 4']);

    const search = await t.app.inject({ method: 'GET', url: '/api/menu/items?q=LATE%203', headers: v.headers });
    expect(search.json().items.map((i: TMenuItem) => i.name)).toEqual(['Late 3']);
    const bySection = await t.app.inject({ method: 'GET', url: `/api/menu/items?sectionId=${first}&limit=100`, headers: v.headers });
    expect(bySection.json().items).toHaveLength(4);
    const badCursor = await t.app.inject({ method: 'GET', url: '/api/menu/items?cursor=nonsense', headers: v.headers });
    expect(badCursor.statusCode).toBe(400);
  });

  it('duplicates an item right after the original with its links', async () => {
    const v = await createVenue(t);
    const s = (await post(v, '/api/menu/sections', { title: 'Pizza' })).id;
    const a = await post(v, '/api/menu/items', { sectionId: s, name: 'Margherita', price: 900, allergenIds: ['allergen-milk'] });
    const b = await post(v, '/api/menu/items', { sectionId: s, name: 'Diavola', price: 1100 });
    const res = await t.app.inject({ method: 'POST', url: `/api/menu/items/${a.id}/duplicate`, headers: v.headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Margherita (copy)', price: 900, allergenIds: ['allergen-milk'], positionNew: 1 });
    expect(res.json().id).not.toBe(a.id);
    const list = await t.app.inject({ method: 'GET', url: `/api/menu/items?sectionId=${s}`, headers: v.headers });
    expect(list.json().items.map((i: TMenuItem) => i.id)).toEqual([a.id, res.json().id, b.id]);
  });

  it('86es an item until a time and it comes back by itself', async () => {
    const item = await createItem({ name: 'Risotto', price: 1300 });
    const until = new Date(Date.now() + 60_000).toISOString();
    const res = await t.app.inject({ method: 'PUT', url: `/api/menu/items/${item.id}/sold-out`, headers: venue.headers, payload: { until } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSoldOut: true, soldOutUntil: until });

    vi.useFakeTimers({ toFake: ['Date'] });
    // Two minutes on: inside the access token's 15-minute life, past the sold-out time.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const later = await t.app.inject({ method: 'GET', url: `/api/menu/items/${item.id}`, headers: venue.headers });
    expect(later.json()).toMatchObject({ isSoldOut: false });
  });

  it('86es an item indefinitely and puts it back on sale', async () => {
    const item = await createItem({ name: 'Tiramisu', price: 700 });
    const res = await t.app.inject({ method: 'PUT', url: `/api/menu/items/${item.id}/sold-out`, headers: venue.headers, payload: { until: null } });
    expect(res.json()).toMatchObject({ isSoldOut: true, soldOutUntil: SOLD_OUT_INDEFINITELY });
    const back = await t.app.inject({ method: 'DELETE', url: `/api/menu/items/${item.id}/sold-out`, headers: venue.headers });
    expect(back.json()).toMatchObject({ isSoldOut: false, soldOutUntil: null });
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/menu/items/${item.id}/sold-out`,
      headers: venue.headers,
      payload: { until: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
  });

  it('reorders the items of a section and refuses ids from elsewhere', async () => {
    const v = await createVenue(t);
    const s = (await post(v, '/api/menu/sections', { title: 'Desserts' })).id;
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await post(v, '/api/menu/items', { sectionId: s, name, price: 1 })).id);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/menu/sections/${s}/items/order`,
      headers: v.headers,
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items.map((i: TMenuItem) => i.name)).toEqual(['C', 'A', 'B']);

    const foreign = await createItem({ name: 'Elsewhere', price: 1 });
    const before = await menuSnapshot(t.db);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/menu/sections/${s}/items/order`,
      headers: v.headers,
      payload: { ids: [foreign.id, ids[0], ids[1]] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(await menuSnapshot(t.db)).toEqual(before);
    const foreignSection = await t.app.inject({
      method: 'PUT',
      url: `/api/menu/sections/${otherSectionId}/items/order`,
      headers: v.headers,
      payload: { ids: [] },
    });
    expect(foreignSection.statusCode).toBe(404);
  });

  it('refuses a negative price, an empty name and foreign references with 400, writing nothing', async () => {
    const before = await menuSnapshot(t.db);
    const cases = [
      { sectionId, name: 'Soup', price: -1 },
      { sectionId, name: '', price: 100 },
      { sectionId, name: 'Soup', price: 1.5 },
      { sectionId: otherSectionId, name: 'Soup', price: 100 },
      { sectionId, name: 'Soup', price: 100, nutrition: { caloriesMin: 500, caloriesMax: 100 } },
      { sectionId, name: 'Soup', price: 100, imageIds: ['not-an-upload'] },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/menu/items', headers: venue.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const item = await t.db.selectFrom('menu_items').select('id').where('restaurant_id', '=', venue.restaurantId).executeTakeFirstOrThrow();
    const negative = await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${item.id}`, headers: venue.headers, payload: { price: -5 } });
    expect(negative.statusCode).toBe(400);
    const self = await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${item.id}`, headers: venue.headers, payload: { recommendedItemIds: [item.id] } });
    expect(self.statusCode).toBe(400);
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it("answers 404 for another venue's item on every route, changing nothing", async () => {
    const foreign = await createItem({ sectionId: otherSectionId, name: 'Theirs', price: 100 }, other);
    const before = await menuSnapshot(t.db);
    const calls = [
      { method: 'GET', url: `/api/menu/items/${foreign.id}` },
      { method: 'PATCH', url: `/api/menu/items/${foreign.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/menu/items/${foreign.id}` },
      { method: 'POST', url: `/api/menu/items/${foreign.id}/duplicate` },
      { method: 'PUT', url: `/api/menu/items/${foreign.id}/sold-out`, payload: { until: null } },
      { method: 'DELETE', url: `/api/menu/items/${foreign.id}/sold-out` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: venue.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it("deletes an item and forgets it in other items' recommendations", async () => {
    const gone = await createItem({ name: 'Seasonal', price: 100 });
    const keeper = await createItem({ name: 'Classic', price: 100, recommendedItemIds: [gone.id] });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/menu/items/${gone.id}`, headers: venue.headers });
    expect(del.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/api/menu/items/${keeper.id}`, headers: venue.headers });
    expect(after.json().recommendedItemIds).toEqual([]);
  });

  it('keeps an ordered featured list', async () => {
    const a = await createItem({ name: 'Feature A', price: 100 });
    const b = await createItem({ name: 'Feature B', price: 100 });
    const res = await t.app.inject({ method: 'PUT', url: '/api/menu/featured-items', headers: venue.headers, payload: { itemIds: [b.id, a.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((f: { itemId: string }) => f.itemId)).toEqual([b.id, a.id]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/menu/featured-items', headers: venue.headers });
    expect(listed.json().items[0]).toMatchObject({ itemId: b.id, positionNew: 0, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: `/api/menu/items/${a.id}`, headers: venue.headers })).json().isFeatured).toBe(true);
    const foreign = await createItem({ sectionId: otherSectionId, name: 'X', price: 1 }, other);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/menu/featured-items', headers: venue.headers, payload: { itemIds: [foreign.id] } });
    expect(bad.statusCode).toBe(400);
  });
});
