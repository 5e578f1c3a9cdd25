import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZPublicMenuSchema, ZPublicRestaurantSchema, type TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { nowIso } from '../src/db/rows.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
const ids: Record<string, string> = {};

async function post(url: string, payload: unknown, v = venue) {
  const res = await t.app.inject({ method: 'POST', url, headers: v.headers, payload: payload as object });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function publicMenu(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/public/restaurants/${venue.restaurantId}/menu`, headers });
}

async function menuJson(): Promise<TPublicMenu> {
  const res = await publicMenu();
  expect(res.statusCode, res.body).toBe(200);
  return ZPublicMenuSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t, { time_zone: 'UTC' });
  await t.db
    .insertInto('users')
    .values({
      id: newId(),
      email: 'owner-secret@venue.test',
      password_hash: 'x',
      full_name: 'Owner',
      kind: 'venue',
      is_admin_account: false,
      restaurant_id: venue.restaurantId,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  ids.mains = await post('/api/menu/sections', { title: 'Mains', translations: { ar: { title: 'الأطباق الرئيسية' } } });
  ids.hiddenSection = await post('/api/menu/sections', { title: 'Staff only', isAvailable: false });
  ids.breakfast = await post('/api/menu/tags', {
    name: 'Breakfast',
    color: '#f5b700',
    isMenuType: true,
    tagAvailabilityEnabled: true,
    availabilityWindows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '07:00', closes: '11:00' })),
  });
  ids.size = await post('/api/menu/modifier-groups', {
    name: 'Size',
    min: 1,
    max: 1,
    modifiers: [
      { name: 'Small', price: 0, isAvailable: false },
      { name: 'Regular', price: 150 },
      { name: 'Large', price: 300 },
    ],
  });
  ids.unused = await post('/api/menu/modifier-groups', { name: 'Unused', min: 0, max: 1, modifiers: [{ name: 'Nothing' }] });
  ids.burger = await post('/api/menu/items', {
    sectionId: ids.mains,
    name: 'Burger',
    price: 1200,
    modifierGroupIds: [ids.size],
    allergenIds: ['allergen-gluten'],
    translations: { ar: { name: 'برجر' } },
  });
  ids.pancakes = await post('/api/menu/items', { sectionId: ids.mains, name: 'Pancakes', price: 800, tagIds: [ids.breakfast] });
  ids.soup = await post('/api/menu/items', { sectionId: ids.mains, name: 'Soup', price: 500 });
  ids.hiddenItem = await post('/api/menu/items', { sectionId: ids.mains, name: 'Off menu', price: 100, isAvailable: false });
  ids.inHiddenSection = await post('/api/menu/items', { sectionId: ids.hiddenSection, name: 'Family meal', price: 0 });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/menu/items/${ids.burger}`,
    headers: venue.headers,
    payload: { recommendedItemIds: [ids.soup, ids.hiddenItem] },
  });
  await t.app.inject({ method: 'PUT', url: '/api/menu/featured-items', headers: venue.headers, payload: { itemIds: [ids.soup, ids.hiddenItem, ids.burger] } });
  await t.app.inject({ method: 'PUT', url: `/api/menu/items/${ids.soup}/sold-out`, headers: venue.headers, payload: { until: null } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('public menu', () => {
  it('answers the SPEC section 3 shape with only public restaurant fields', async () => {
    const res = await publicMenu();
    expect(res.statusCode).toBe(200);
    const menu = ZPublicMenuSchema.parse(res.json());
    expect(Object.keys(res.json().restaurant).toSorted()).toEqual(Object.keys(ZPublicRestaurantSchema.shape).toSorted());
    expect(res.body).not.toContain('owner-secret@venue.test');
    expect(res.body).not.toMatch(/signUpStep|menu_version|password|usesTableView/);
    expect(menu.restaurant.id).toBe(venue.restaurantId);
    expect(menu.allergens.filter((a) => a.isBuiltIn)).toHaveLength(19);
  });

  it('leaves out hidden sections and items, keeps sold-out items flagged, in menu order', async () => {
    const menu = await menuJson();
    expect(menu.sections.map((s) => s.title)).toEqual(['Mains']);
    expect(menu.sections[0]!.translations).toEqual({ ar: { title: 'الأطباق الرئيسية' } });
    // Featured items first in their section, in the featured order (soup, then burger); then by position.
    expect(menu.sections[0]!.itemIds).toEqual([ids.soup, ids.burger, ids.pancakes]);
    expect(menu.items.map((i) => i.name)).toEqual(['Soup', 'Burger', 'Pancakes']);
    const soup = menu.items.find((i) => i.id === ids.soup)!;
    expect(soup).toMatchObject({ isSoldOut: true, isAvailableNow: false });
    expect(menu.featuredItemIds).toEqual([ids.soup, ids.burger]);
    expect(menu.items.find((i) => i.id === ids.burger)!.recommendedItemIds).toEqual([ids.soup]);
  });

  it('answers the same menu by the venue slug, and 404 for an unknown slug', async () => {
    const { slug } = await t.db.selectFrom('restaurants').select('slug').where('id', '=', venue.restaurantId).executeTakeFirstOrThrow();
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${slug}/menu` });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().restaurant.id).toBe(venue.restaurantId);
    expect(bySlug.json().restaurant.slug).toBe(slug);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/no-such-venue/menu' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('prices from the cheapest available required choice and lists only groups in use', async () => {
    const menu = await menuJson();
    const burger = menu.items.find((i) => i.id === ids.burger)!;
    expect(burger).toMatchObject({ price: 1200, fromPrice: 1350, hasRequiredModifiers: true, allergenIds: ['allergen-gluten'] });
    expect(burger.translations).toEqual({ ar: { name: 'برجر' } });
    expect(menu.modifierGroups.map((g) => g.name)).toEqual(['Size']);
    expect(menu.modifiers.map((m) => [m.name, m.isAvailable])).toEqual([
      ['Small', false],
      ['Regular', true],
      ['Large', true],
    ]);
    expect(menu.menuTypeMenus).toEqual([expect.objectContaining({ tagId: ids.breakfast, name: 'Breakfast', itemIds: [ids.pancakes] })]);
  });

  it("computes tag windows and opening hours at read time in the venue's time zone", async () => {
    await menuJson();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-07T08:30:00Z')); // a Monday, breakfast time in UTC
    let menu = await menuJson();
    expect(menu.items.find((i) => i.id === ids.pancakes)!.isAvailableNow).toBe(true);
    expect(menu.menuTypeMenus[0]!.isAvailableNow).toBe(true);
    vi.setSystemTime(new Date('2030-01-07T14:00:00Z'));
    menu = await menuJson();
    expect(menu.items.find((i) => i.id === ids.pancakes)!.isAvailableNow).toBe(false);
    expect(menu.tags[0]!.isAvailableNow).toBe(false);
    expect(menu.availability).toEqual({ isOpenNow: true, acceptingOrders: true, acceptingPickup: true, acceptingDelivery: true });
  });

  it('shows "not accepting" states from opening hours, the online switch and the menu selector', async () => {
    const closedMonday = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: weekday === 1 ? [] : [{ opens: '00:00', closes: '00:00' }] }));
    const hours = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/opening-hours',
      headers: venue.headers,
      payload: { openingHours: closedMonday },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/menu-settings', headers: venue.headers, payload: { menuSelector: 'pickup' } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-08T12:00:00Z')); // Tuesday: open
    expect((await menuJson()).availability).toEqual({ isOpenNow: true, acceptingOrders: true, acceptingPickup: true, acceptingDelivery: false });
    vi.setSystemTime(new Date('2030-01-07T12:00:00Z')); // Monday: closed
    expect((await menuJson()).availability).toEqual({ isOpenNow: false, acceptingOrders: false, acceptingPickup: false, acceptingDelivery: false });
    vi.useRealTimers();
    // Another feature switches the venue offline: its updated_at change refreshes the cached menu.
    await t.db.updateTable('restaurants').set({ is_online: false, updated_at: nowIso() }).where('id', '=', venue.restaurantId).execute();
    expect((await menuJson()).availability.acceptingOrders).toBe(false);
  });

  it('brings an 86ed item back by itself when its time passes, with no write', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    await t.app.inject({ method: 'PUT', url: `/api/menu/items/${ids.pancakes}/sold-out`, headers: venue.headers, payload: { until } });
    expect((await menuJson()).items.find((i) => i.id === ids.pancakes)!.isSoldOut).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await menuJson()).items.find((i) => i.id === ids.pancakes)!.isSoldOut).toBe(false);
  });

  it('sends a strong ETag, answers 304 to it, and a new ETag after a menu write', async () => {
    const first = await publicMenu();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await publicMenu({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A 304 announcing a body length makes clients wait for bytes that never come.
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect((await publicMenu({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await publicMenu({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${ids.burger}`, headers: venue.headers, payload: { price: 1250 } });
    const changed = await publicMenu({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().items.find((i: { id: string }) => i.id === ids.burger).price).toBe(1250);
  });

  it('sends the same menu gzip- or brotli-compressed when the client accepts it', async () => {
    const plain = await publicMenu();
    const gzip = await publicMenu({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await publicMenu({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 404 for an unknown venue', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${newId()}/menu` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
