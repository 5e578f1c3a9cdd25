import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBrandingSchema, ZMenuSettingsSchema } from '@menudelite/shared/menu/settings';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, pngOf, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;
/** Branding shows only the venue's own uploads: a real menu image and a real logo. */
let imageUrl: string;
let logoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
  const png = await pngOf(64, 64);
  imageUrl = (await t.app.inject({ method: 'POST', url: '/api/media/images', headers: { ...venue.headers, 'content-type': 'image/png' }, payload: png })).json()
    .urls.lg;
  logoUrl = (
    await t.app.inject({ method: 'PUT', url: '/api/restaurant/me/logo', headers: { ...venue.headers, 'content-type': 'image/png' }, payload: png })
  ).json().logoUrl;
});
afterAll(() => t.close());

const banner = (n: number) => ({ imageUrl, title: `Offer ${n}`, link: n % 2 ? '/offers' : null });

describe('menu selector settings', () => {
  it("defaults to both menus and takes the venue's menu-type tags", async () => {
    const initial = await t.app.inject({ method: 'GET', url: '/api/restaurant/me/menu-settings', headers: venue.headers });
    expect(ZMenuSettingsSchema.parse(initial.json())).toEqual({ menuSelector: 'both', pickupMenuTagId: null, deliveryMenuTagId: null });
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/menu/tags',
      headers: venue.headers,
      payload: { name: 'Pickup', color: '#123456', isMenuType: true },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/menu-settings',
      headers: venue.headers,
      payload: { menuSelector: 'pickup', pickupMenuTagId: tag.json().id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ menuSelector: 'pickup', pickupMenuTagId: tag.json().id, deliveryMenuTagId: null });
  });

  it("refuses a tag that is not one of the venue's menu types, writing nothing", async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/menu/tags', headers: venue.headers, payload: { name: 'Spicy', color: '#ff0000' } });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/menu/tags',
      headers: other.headers,
      payload: { name: 'Delivery', color: '#00ff00', isMenuType: true },
    });
    const before = await menuSnapshot(t.db);
    for (const payload of [{ deliveryMenuTagId: plain.json().id }, { deliveryMenuTagId: foreign.json().id }, { menuSelector: 'everything' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/menu-settings', headers: venue.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });
});

describe('branding', () => {
  it('saves colours, images, welcome screen, popup and up to five banners', async () => {
    const payload = {
      primaryColor: '#112233',
      logoUrl,
      coverImageUrl: imageUrl,
      welcomeScreen: { enabled: true, title: 'Welcome!', message: 'Tap to start — enjoy 🍝' },
      popup: { enabled: true, title: 'Happy hour', message: '2 for 1 cocktails', imageUrl: null },
      promoBanners: [1, 2, 3, 4, 5].map(banner),
    };
    const res = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/branding', headers: venue.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZBrandingSchema.parse(res.json())).toMatchObject({ ...payload, secondaryColor: '#f2a541', backgroundColor: '#ffffff' });
    const got = await t.app.inject({ method: 'GET', url: '/api/restaurant/me/branding', headers: venue.headers });
    expect(got.json()).toEqual(res.json());
  });

  it('refuses a sixth banner, outside image URLs and script links, writing nothing', async () => {
    const before = await menuSnapshot(t.db);
    for (const payload of [
      { promoBanners: [1, 2, 3, 4, 5, 6].map(banner) },
      { logoUrl: 'https://evil.example/logo.png' },
      { coverImageUrl: '/media/../../etc/passwd' },
      { promoBanners: [{ ...banner(1), link: 'javascript:alert(1)' }] },
      { primaryColor: 'blue' },
    ]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/branding', headers: venue.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });
});

describe('opening hours', () => {
  it('saves local opening times per weekday and the time zone', async () => {
    const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      intervals:
        weekday === 1
          ? []
          : [
              { opens: '11:00', closes: '15:00' },
              { opens: '18:00', closes: '01:00' },
            ],
    }));
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/opening-hours',
      headers: venue.headers,
      payload: { openingHours, timeZone: 'Asia/Dubai' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ openingHours, timeZone: 'Asia/Dubai' });
    const got = await t.app.inject({ method: 'GET', url: '/api/restaurant/me/opening-hours', headers: venue.headers });
    expect(got.json()).toEqual({ openingHours, timeZone: 'Asia/Dubai' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/opening-hours',
      headers: venue.headers,
      payload: { openingHours: openingHours.slice(1) },
    });
    expect(bad.statusCode).toBe(400);
    const badZone = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/opening-hours',
      headers: venue.headers,
      payload: { openingHours, timeZone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
  });
});
