import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';

/**
 * The built web app as the server sees it: index.html, Vite's manifest and a precompressed asset.
 * The diner's menu pages get index.html with preload links for their code, strings and API answers.
 */
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="stylesheet" crossorigin href="/assets/index-S.css"></head><body><div id="root"></div></body></html>';
const ENTRY_CSS = 'body{margin:0}.md-startup{display:flex}';
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', src: 'index.html', isEntry: true, imports: ['_runtime-R.js'], css: ['assets/index-S.css'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js', name: 'rolldown-runtime' },
  '_diner-menu-D.js': { file: 'assets/diner-menu-D.js', name: 'diner-menu', imports: ['index.html', '_runtime-R.js'], css: ['assets/diner-menu-D.css'] },
  'src/features/diner-menu/routes/table-page.tsx': {
    file: 'assets/table-page-T.js',
    src: 'src/features/diner-menu/routes/table-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_diner-menu-D.js'],
  },
  'src/features/diner-menu/routes/venue-menu-page.tsx': {
    file: 'assets/venue-menu-page-V.js',
    src: 'src/features/diner-menu/routes/venue-menu-page.tsx',
    isDynamicEntry: true,
    imports: ['_diner-menu-D.js'],
  },
  'src/features/diner-menu/routes/checkout-page.tsx': {
    file: 'assets/checkout-page-C.js',
    src: 'src/features/diner-menu/routes/checkout-page.tsx',
    isDynamicEntry: true,
    imports: ['_diner-menu-D.js'],
  },
  'src/i18n/locales/en.json': { file: 'assets/en-APP.js', src: 'src/i18n/locales/en.json', isDynamicEntry: true },
  'src/i18n/locales/ar.json': { file: 'assets/ar-APP.js', src: 'src/i18n/locales/ar.json', isDynamicEntry: true },
  'src/features/diner-menu/locales/en.json': { file: 'assets/en-DINER.js', src: 'src/features/diner-menu/locales/en.json', isDynamicEntry: true },
  'src/features/diner-menu/locales/ar.json': { file: 'assets/ar-DINER.js', src: 'src/features/diner-menu/locales/ar.json', isDynamicEntry: true },
  'src/app/layout/site/site-layout.tsx': { file: 'assets/site-layout-L.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/site-layout-L.css'] },
  'src/features/public/routes/pricing-page.tsx': {
    file: 'assets/pricing-page-P.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/pricing-page-P.css'],
  },
  'src/features/public/locales/ar.json': { file: 'assets/ar-PUBLIC.js', isDynamicEntry: true },
  'src/features/public/locales/en.json': { file: 'assets/en-PUBLIC.js', isDynamicEntry: true },
};
const ASSET = 'export const hello = "world";'.repeat(100);

let t: TTestApp;
let venue: TVenue;
let tableCode: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'menudelite-dist-'));
  mkdirSync(join(distDir, '.vite'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(distDir, 'assets', 'index-A.js'), ASSET);
  writeFileSync(join(distDir, 'assets', 'index-S.css'), ENTRY_CSS);
  writeFileSync(join(distDir, 'assets', 'index-A.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(distDir, 'assets', 'index-A.js.gz'), gzipSync(ASSET));
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  venue = await createVenue(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: { tableDisplayId: '7' } });
  expect(res.statusCode, res.body).toBe(201);
  tableCode = res.json().code;
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the diner menu page is served with its preloads', () => {
  it("/eat/:code/:language preloads the table and the menu answers, the route chunks and that language's strings", async () => {
    const res = await page(`/eat/${tableCode}/ar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/public/tables/${tableCode}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/public/restaurants/${venue.restaurantId}/menu">`);
    for (const file of ['table-page-T.js', 'diner-menu-D.js', 'ar-APP.js', 'ar-DINER.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/diner-menu-D.css">');
    // Already loaded by index.html itself, or another language: not preloaded again.
    for (const file of ['runtime-R.js', 'index-A.js"', 'en-APP.js', 'venue-menu-page-V.js'])
      expect(html).not.toContain(`modulepreload" crossorigin href="/assets/${file}`);
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('modulepreload'));
  });

  it('inlines the entry CSS, so the first paint does not wait for a stylesheet', async () => {
    const html = (await page(`/eat/${tableCode}/en`)).body;
    expect(html).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(html).not.toContain('href="/assets/index-S.css"');
  });

  it('/eat/:code takes the language from the locale cookie, else English', async () => {
    expect((await page(`/eat/${tableCode}`, { cookie: 'locale=ar' })).body).toContain('/assets/ar-DINER.js');
    // The diner's own choice wins over the site's language.
    const dinerChoice = (await page(`/eat/${tableCode}`, { cookie: 'locale=en; diner_locale=ar' })).body;
    expect(dinerChoice).toContain('/assets/ar-DINER.js');
    expect(dinerChoice).not.toContain('/assets/en-DINER.js');
    const english = (await page(`/eat/${tableCode}`)).body;
    expect(english).toContain('/assets/en-DINER.js');
    expect(english).not.toContain('/assets/ar-DINER.js');
  });

  it('an unknown or inactive table code gets no menu preload (its page shows "table not found")', async () => {
    const unknown = (await page('/eat/NoSuchTableCode')).body;
    expect(unknown).toContain('href="/api/public/tables/NoSuchTableCode"');
    expect(unknown).not.toContain('/api/public/restaurants/');
    const inactive = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: { tableDisplayId: '8', isActive: false } });
    expect((await page(`/eat/${inactive.json().code}`)).body).not.toContain('/api/public/restaurants/');
  });

  it('/restaurants/:id/menu and /hotels/:id/menu preload the menu and the venue page chunk', async () => {
    for (const prefix of ['restaurants', 'hotels']) {
      const html = (await page(`/${prefix}/${venue.restaurantId}/menu`)).body;
      expect(html).toContain(`href="/api/public/restaurants/${venue.restaurantId}/menu"`);
      expect(html).toContain('/assets/venue-menu-page-V.js');
      expect(html).not.toContain('/assets/table-page-T.js');
    }
  });

  it('never echoes anything but a plain code or id into the page', async () => {
    for (const url of ['/eat/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/restaurants/%3Cimg%20src%3Dx%3E/menu']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('other pages get index.html untouched; the diner page is compressed as the client accepts', async () => {
    expect((await page('/settings')).body).toBe(INDEX_HTML);
    const br = await page(`/eat/${tableCode}/en`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('modulepreload');
    const refused = await page(`/eat/${tableCode}/en`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});

describe('the public site pages are served with their preloads (issue 12)', () => {
  it('/pricing preloads the site frame, the page with its CSS and the strings in the reader’s language, with the entry CSS inline', async () => {
    const res = await page('/pricing', { 'accept-language': 'ar-MT,ar;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    // The links depend on the reader's language: a cache must keep one copy per cookie and Accept-Language.
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
    for (const href of ['/assets/site-layout-L.js', '/assets/pricing-page-P.js', '/assets/ar-APP.js', '/assets/ar-PUBLIC.js']) {
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    }
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/pricing-page-P.css">');
    expect(res.body).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(res.body).not.toContain('/assets/index-A.js"></link>');
    expect((await page('/pricing', { cookie: 'locale=en' })).body).toContain('/assets/en-PUBLIC.js');
  });
});

describe('when the diner routes are bundled into the diner-menu chunk', () => {
  it('preloads that chunk, found by its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'menudelite-dist-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    const routes = Object.keys(MANIFEST).filter((key) => key.includes('/routes/'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(Object.fromEntries(Object.entries(MANIFEST).filter(([key]) => !routes.includes(key)))));
    const other = await createTestApp({ WEB_DIST_DIR: dir });
    try {
      const html = (await other.app.inject({ method: 'GET', url: `/restaurants/${venue.restaurantId}/menu` })).body;
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/diner-menu-D.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/diner-menu-D.css">');
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('built assets are sent pre-compressed', () => {
  it('answers brotli, else gzip, else the file itself, with long cache headers', async () => {
    const br = await page('/assets/index-A.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    expect((await page('/assets/index-A.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await page('/assets/index-A.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });
});
