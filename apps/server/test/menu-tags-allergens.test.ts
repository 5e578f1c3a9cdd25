import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTOR_CODES, EU_ALLERGEN_CODES, ZAllergenListSchema } from '@menudelite/shared/menu/allergens';
import { ZTagSchema, type TTag } from '@menudelite/shared/menu/tags';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

async function createTag(payload: Record<string, unknown>, v = venue): Promise<TTag> {
  const res = await t.app.inject({ method: 'POST', url: '/api/menu/tags', headers: v.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return ZTagSchema.parse(res.json());
}

describe('tags', () => {
  it('creates, updates, reorders and deletes tags', async () => {
    const breakfast = await createTag({
      name: 'Breakfast',
      color: '#f5b700',
      isMenuType: true,
      tagAvailabilityEnabled: true,
      availabilityWindows: [{ weekday: 1, opens: '07:00', closes: '11:30' }],
      translations: { ar: { name: 'فطور' } },
    });
    expect(breakfast).toMatchObject({ isMenuType: true, tagAvailabilityEnabled: true, tagDiscountEnabled: false, discountPercent: 0, positionNew: 0 });
    const happy = await createTag({ name: 'Happy hour', color: '#00aa55', tagDiscountEnabled: true, discountPercent: 20 });
    expect(happy.positionNew).toBe(1);
    const one = await t.app.inject({ method: 'GET', url: `/api/menu/tags/${breakfast.id}`, headers: venue.headers });
    expect(ZTagSchema.parse(one.json())).toEqual(breakfast);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu/tags/${happy.id}`,
      headers: venue.headers,
      payload: { discountPercent: 25, color: '#00bb66' },
    });
    expect(patched.json()).toMatchObject({ discountPercent: 25, color: '#00bb66', name: 'Happy hour' });

    const order = await t.app.inject({ method: 'PUT', url: '/api/menu/tags/order', headers: venue.headers, payload: { ids: [happy.id, breakfast.id] } });
    expect(order.json().items.map((tag: TTag) => tag.name)).toEqual(['Happy hour', 'Breakfast']);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/menu/tags/${happy.id}`, headers: venue.headers })).statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/menu/tags', headers: venue.headers });
    expect(list.json().items.map((tag: TTag) => tag.name)).toEqual(['Breakfast']);
  });

  it('refuses bad tags and foreign ids, writing nothing', async () => {
    const theirs = await createTag({ name: 'Theirs', color: '#000000' }, other);
    const before = await menuSnapshot(t.db);
    for (const payload of [
      { name: '', color: '#ffffff' },
      { name: 'X', color: 'red' },
      { name: 'X', color: '#ffffff', discountPercent: 120 },
      { name: 'X', color: '#ffffff', availabilityWindows: [{ weekday: 8, opens: '07:00', closes: '08:00' }] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/menu/tags', headers: venue.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const own = (await t.app.inject({ method: 'GET', url: '/api/menu/tags', headers: venue.headers })).json().items.map((tag: TTag) => tag.id);
    const reorder = await t.app.inject({ method: 'PUT', url: '/api/menu/tags/order', headers: venue.headers, payload: { ids: [...own, theirs.id] } });
    expect(reorder.statusCode).toBe(400);
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/menu/tags/${theirs.id}`, headers: venue.headers, payload: { name: 'Mine' } });
    expect(patch.statusCode).toBe(404);
    expect(await menuSnapshot(t.db)).toEqual(before);
  });
});

describe('allergens and descriptors', () => {
  it("lists the 14 EU allergens and the built-in descriptors, then the venue's own", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/menu/allergens',
      headers: venue.headers,
      payload: { name: 'Kiwi', translations: { ar: { name: 'كيوي' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Kiwi', isDescriptor: false, isBuiltIn: false, code: null });
    const res = await t.app.inject({ method: 'GET', url: '/api/menu/allergens', headers: venue.headers });
    const list = ZAllergenListSchema.parse(res.json()).items;
    const builtIn = list.filter((a) => a.isBuiltIn);
    expect(builtIn.filter((a) => !a.isDescriptor).map((a) => a.code)).toEqual([...EU_ALLERGEN_CODES]);
    expect(builtIn.filter((a) => a.isDescriptor).map((a) => a.code)).toEqual([...DESCRIPTOR_CODES]);
    expect(list.at(-1)!.name).toBe('Kiwi');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/menu/allergens', headers: other.headers });
    expect(theirs.json().items.some((a: { name: string }) => a.name === 'Kiwi')).toBe(false);
  });

  it("lets a venue edit and delete its own rows but not built-in or another venue's", async () => {
    const own = (
      await t.app.inject({ method: 'POST', url: '/api/menu/allergens', headers: venue.headers, payload: { name: 'Smoked', isDescriptor: true } })
    ).json();
    const theirs = (await t.app.inject({ method: 'POST', url: '/api/menu/allergens', headers: other.headers, payload: { name: 'Secret' } })).json();
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/menu/allergens/${own.id}`, headers: venue.headers, payload: { name: 'Oak smoked' } });
    expect(renamed.json()).toMatchObject({ name: 'Oak smoked', isDescriptor: true });
    const before = await menuSnapshot(t.db);
    const builtIn = await t.app.inject({ method: 'PATCH', url: '/api/menu/allergens/allergen-milk', headers: venue.headers, payload: { name: 'Dairy' } });
    expect(builtIn.statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/menu/allergens/${theirs.id}`, headers: venue.headers });
    expect(foreign.statusCode).toBe(404);
    expect(await menuSnapshot(t.db)).toEqual(before);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/menu/allergens/${own.id}`, headers: venue.headers })).statusCode).toBe(204);
  });
});
