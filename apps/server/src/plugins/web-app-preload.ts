import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TDb } from '../db/database.ts';
import { findActiveTableRowByCode } from '../features/tables/public.ts';

/**
 * The diner's menu pages get index.html with <link rel=preload>s for everything the page will ask
 * for: the route's code and CSS (from Vite's manifest), its two string files, and the table and
 * menu API answers. The phone then downloads them in parallel with the app's entry instead of one
 * after another (issue 3's speed budget: LCP ≤ 2 s on a throttled phone).
 */
export type TDinerPage = { kind: 'table'; code: string; segment: string | null } | { kind: 'venue'; restaurantId: string };

type TManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };
export type TManifest = Record<string, TManifestChunk>;

/**
 * Manifest keys of the diner's route modules (apps/web/src/app/router/router.tsx lazy-loads them),
 * and the name of the chunk that holds the menu screen (apps/web/vite.config.ts groups it).
 */
const DINER_CHUNK_NAME = 'diner-menu';
const ROUTE_SOURCES = {
  table: 'src/features/diner-menu/routes/table-page.tsx',
  venue: 'src/features/diner-menu/routes/venue-menu-page.tsx',
  checkout: 'src/features/checkout/routes/checkout-page.tsx',
} as const;
const LANGUAGES = new Set(['en', 'es', 'zh', 'ar', 'ru', 'ja', 'ko', 'de', 'fr', 'pl', 'pt', 'it', 'nl', 'hi']);
/** Table codes are base64url; restaurant ids UUIDs. Anything else is not preloaded (and never echoed into HTML). */
const TABLE_PAGE = /^\/eat\/([A-Za-z0-9_-]{1,128})(?:\/([A-Za-z-]{2,16}))?\/?$/;
const VENUE_PAGE = /^\/(?:restaurants|hotels)\/([A-Za-z0-9-]{1,64})\/menu\/?$/;

export function dinerPageOf(path: string): TDinerPage | null {
  const table = TABLE_PAGE.exec(path);
  if (table) return { kind: 'table', code: table[1]!, segment: table[2] ?? null };
  const venue = VENUE_PAGE.exec(path);
  return venue ? { kind: 'venue', restaurantId: venue[1]! } : null;
}

export function readManifest(distDir: string): TManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TManifest;
  } catch {
    return null;
  }
}

/** A source's chunk and its static imports, less what index.html already loads; with their CSS. */
export function assetsOf(manifest: TManifest, keys: string[]): { scripts: string[]; styles: string[] } {
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key]!.imports ?? []) walk(next, into);
  };
  walk('index.html', inEntry);
  const wanted = new Set<string>();
  for (const key of keys) walk(key, wanted);
  const chunks = [...wanted].filter((key) => !inEntry.has(key)).map((key) => manifest[key]!);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * index.html with the entry's few CSS rules inline instead of linked: a linked stylesheet holds up
 * the first paint (the start-up spinner) for a round trip, a slow phone's longest wait before it
 * sees anything. The stylesheet is a kilobyte or two; the CSP allows inline styles.
 */
export function withInlineEntryCss(indexHtml: string, distDir: string, manifest: TManifest | null): string {
  let html = indexHtml;
  for (const file of manifest?.['index.html']?.css ?? []) {
    const path = join(distDir, file);
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!existsSync(path) || !link.test(html)) continue;
    // A function replacement: CSS may contain `$` sequences that a replacement string would interpret.
    const css = readFileSync(path, 'utf8').replaceAll('</', '<\\/');
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * The diner's language as the web app picks it (lib/i18n/language-storage.ts): the URL's, else the
 * diner's own `diner_locale` cookie, else the site's `locale` cookie, else English.
 */
export function preloadLanguage(page: TDinerPage, cookieHeader: string | undefined): string {
  if (page.kind === 'table' && page.segment && LANGUAGES.has(page.segment)) return page.segment;
  for (const name of ['diner_locale', 'locale']) {
    const cookie = new RegExp(`(?:^|;\\s*)${name}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
    if (cookie && LANGUAGES.has(cookie)) return cookie;
  }
  return 'en';
}

/** The <link> tags for one diner page; the table code is resolved with one indexed query. */
export async function dinerPreloadLinks(page: TDinerPage, options: { manifest: TManifest | null; db: TDb | undefined; language: string }): Promise<string> {
  const { manifest, db, language } = options;
  const links: string[] = [];
  let restaurantId: string | null = null;
  if (page.kind === 'table') {
    links.push(`<link rel="preload" as="fetch" crossorigin href="/api/public/tables/${page.code}">`);
    const row = db ? await findActiveTableRowByCode(db, page.code) : null;
    restaurantId = row?.restaurant_id ?? null;
  } else {
    restaurantId = page.restaurantId;
  }
  if (restaurantId) links.push(`<link rel="preload" as="fetch" crossorigin href="/api/public/restaurants/${restaurantId}/menu">`);
  if (manifest) {
    const route = page.kind === 'venue' ? ROUTE_SOURCES.venue : page.segment === 'checkout' ? ROUTE_SOURCES.checkout : ROUTE_SOURCES.table;
    const dinerChunk = Object.keys(manifest).filter((key) => manifest[key]!.name === DINER_CHUNK_NAME && key.endsWith('.js'));
    const { scripts, styles } = assetsOf(manifest, [
      route,
      ...dinerChunk,
      `src/i18n/locales/${language}.json`,
      `src/features/diner-menu/locales/${language}.json`,
    ]);
    for (const href of styles) links.push(`<link rel="preload" as="style" crossorigin href="${href}">`);
    for (const href of scripts) links.push(`<link rel="modulepreload" crossorigin href="${href}">`);
  }
  return links.join('');
}
