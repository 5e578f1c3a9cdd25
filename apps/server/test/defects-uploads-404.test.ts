import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, signUp } from './helpers/accounts.ts';
import { pngOf } from './helpers/menu-venue.ts';

/**
 * Issue 7, defect 5.6: with the web app built, a deleted upload's URL answered 200 with index.html
 * (the client-routing fallback). Missing files under /uploads/ and /media/ answer 404 in our shape.
 */
let t: TTestApp;
let distDir: string;
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'menudelite-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectJson404(res: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => any }) {
  expect(res.statusCode, res.body).toBe(404);
  expect(String(res.headers['content-type'])).toContain('application/json');
  expect(res.body).not.toContain('<div id="root">');
  expect(res.json().error.code).toBe('NOT_FOUND');
}

describe('missing uploads are 404, not the web app', () => {
  it('a replaced (deleted) logo answers 404 while the web app still serves client routes', async () => {
    const owner = await signUp(t.app);
    const put = (body: Buffer) =>
      t.app.inject({ method: 'PUT', url: '/api/restaurant/me/logo', headers: { ...bearer(owner.session), 'content-type': 'image/png' }, payload: body });
    const first = (await put(await pngOf(40, 40))).json().logoUrl;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second = (await put(await pngOf(50, 50))).json().logoUrl;
    expect(second).not.toBe(first);

    expectJson404(await t.app.inject({ method: 'GET', url: first }));
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    // The fallback itself still works for the app's own pages.
    const page = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it.each([
    '/uploads/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000.webp',
    '/uploads/anything.png',
    '/media/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000-sm.webp',
    '/media/not-a-media-path.png',
  ])('GET %s answers a JSON 404', async (url) => {
    expectJson404(await t.app.inject({ method: 'GET', url }));
  });

  it('a deleted menu image (its files gone) answers 404', async () => {
    const owner = await signUp(t.app);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media/images',
      headers: { ...bearer(owner.session), 'content-type': 'image/png' },
      payload: await pngOf(100, 100),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { urls } = upload.json();
    expect((await t.app.inject({ method: 'GET', url: urls.sm })).statusCode).toBe(200);
    rmSync(join(t.deps.config.DATA_DIR, 'uploads', owner.session.user.restaurantId!), { recursive: true, force: true });
    expectJson404(await t.app.inject({ method: 'GET', url: urls.sm }));
  });
});
