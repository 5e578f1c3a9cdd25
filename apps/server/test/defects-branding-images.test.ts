import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, pngOf, type TVenue } from './helpers/menu-venue.ts';

/**
 * Issue 7, defect 5.5: branding accepted another venue's /uploads/... and /media/... URLs.
 * Every branding image must be a file the venue itself uploaded.
 */
let t: TTestApp;
let mine: TVenue;
let theirs: TVenue;
const own = { image: '', logo: '' };
const foreign = { image: '', logo: '' };

async function uploadImage(v: TVenue): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    headers: { ...v.headers, 'content-type': 'image/png' },
    payload: await pngOf(80, 40),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().urls.md;
}

async function uploadLogo(v: TVenue): Promise<string> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/restaurant/me/logo',
    headers: { ...v.headers, 'content-type': 'image/png' },
    payload: await pngOf(40, 40),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().logoUrl;
}

beforeAll(async () => {
  t = await createTestApp();
  mine = await createVenue(t);
  theirs = await createVenue(t);
  Object.assign(own, { image: await uploadImage(mine), logo: await uploadLogo(mine) });
  Object.assign(foreign, { image: await uploadImage(theirs), logo: await uploadLogo(theirs) });
});
afterAll(() => t.close());

const patchBranding = (payload: object, v = mine) => t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/branding', headers: v.headers, payload });
const banner = (imageUrl: string) => ({ imageUrl, title: 'Offer', link: null });
const popup = (imageUrl: string) => ({ enabled: true, title: 'Hi', message: 'Welcome', imageUrl });

describe('branding images must be the venue’s own uploads', () => {
  it('accepts its own menu image and logo in every image field', async () => {
    const res = await patchBranding({
      logoUrl: own.logo,
      coverImageUrl: own.image,
      popup: popup(own.image),
      promoBanners: [banner(own.image), banner(own.logo)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ logoUrl: own.logo, coverImageUrl: own.image, popup: { imageUrl: own.image } });
    expect((await patchBranding({ logoUrl: null, coverImageUrl: null })).statusCode).toBe(200);
  });

  it.each([
    ['another venue’s logo', { logoUrl: () => foreign.logo }, 'body.logoUrl'],
    ['another venue’s menu image as cover', { coverImageUrl: () => foreign.image }, 'body.coverImageUrl'],
    ['another venue’s image in the popup', { popup: () => popup(foreign.image) }, 'body.popup.imageUrl'],
    ['another venue’s image in a banner', { promoBanners: () => [banner(own.image), banner(foreign.image)] }, 'body.promoBanners.1.imageUrl'],
    [
      'its own folder with another venue’s image id',
      { coverImageUrl: () => foreign.image.replace(theirs.restaurantId, mine.restaurantId) },
      'body.coverImageUrl',
    ],
    ['its own folder with a made-up logo file', { logoUrl: () => `/uploads/${mine.restaurantId}/logo.png` }, 'body.logoUrl'],
    ['a made-up media id', { coverImageUrl: () => `/media/${mine.restaurantId}/00000000-0000-7000-8000-000000000000-lg.webp` }, 'body.coverImageUrl'],
    ['a path outside the upload folders’ shapes', { coverImageUrl: () => '/media/some/where.webp' }, 'body.coverImageUrl'],
  ])('refuses %s with 400 VALIDATION_FAILED, naming the field, and writes nothing', async (_name, fields, path) => {
    const payload = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value()]));
    const before = await menuSnapshot(t.db);
    const res = await patchBranding({ primaryColor: '#abcdef', ...payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path]);
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('the other venue may use its own files', async () => {
    const res = await patchBranding({ logoUrl: foreign.logo, coverImageUrl: foreign.image }, theirs);
    expect(res.statusCode, res.body).toBe(200);
  });
});
