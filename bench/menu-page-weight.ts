/**
 * Weighs what a diner's phone downloads to show the menu of /eat/:tableCode/:language: the entry
 * with its static imports (the cookie notice of a first visit included), the diner route's chunks
 * and the two English string files it loads. The item and cart sheets, fetched once the menu is on
 * screen and the phone is idle, are not counted. Prints JS and CSS sizes (gzip -9 and brotli, as the server
 * sends them) and the JS split by npm package.
 *
 *   node bench/menu-page-weight.ts           builds apps/web into a temp dir with source maps, then weighs it
 *   node bench/menu-page-weight.ts --dist D  weighs an existing build in D (apps/web/dist); no package split without maps
 *
 * It prints figures only; the budget (JS ≤ 170 KB, CSS ≤ 30 KB gzip) is shown beside them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib/server-process.ts';
import { charsBySource, packageOf, type TSourceMap } from './lib/bytes-by-source.ts';

type TManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const WEB = join(ROOT, 'apps/web');
/** The manifest keys (source files) whose chunks a first visit of the diner menu loads. */
const INITIAL_SOURCES = ['index.html', 'src/i18n/locales/en.json', 'src/features/diner-menu/locales/en.json'];
/** The table route: its own chunk, or inside the chunk vite.config.ts names 'diner-menu'. */
const TABLE_ROUTE = 'src/features/diner-menu/routes/table-page.tsx';
const DINER_CHUNK_NAME = 'diner-menu';
const BUDGET = { js: 170 * 1024, css: 30 * 1024 };

const { values } = parseArgs({ options: { dist: { type: 'string' } } });

async function buildWithMaps(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'menudelite-weight-'));
  const { build } = await import('vite');
  await build({ root: WEB, configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  return outDir;
}

/** Every chunk a key pulls in through static imports (dynamic imports load later, on demand). */
function closure(manifest: TManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

type TSizes = { raw: number; gzip: number; brotli: number };
const sum = (rows: TSizes[]) =>
  rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip, brotli: a.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });

function weigh(dist: string): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as TManifest;
  const dinerChunks = Object.keys(manifest).filter((key) => manifest[key]!.name === DINER_CHUNK_NAME && key.endsWith('.js'));
  const route = manifest[TABLE_ROUTE] ? [TABLE_ROUTE] : dinerChunks;
  if (route.length === 0) throw new Error(`neither ${TABLE_ROUTE} nor a '${DINER_CHUNK_NAME}' chunk is in the build manifest`);
  const keys = closure(manifest, [...INITIAL_SOURCES, ...route]);
  const jsFiles = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  // Locale files become JS chunks with no source map of their own: weigh them as strings.
  const stringFiles = new Set([...keys].filter((key) => key.endsWith('.json')).map((key) => manifest[key]!.file));
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];

  const byPackage = new Map<string, { raw: number; gzip: number }>();
  const chunkRows = jsFiles.map((file) => {
    const code = readFileSync(join(dist, file));
    const size = sizes(code);
    const mapPath = join(dist, `${file}.map`);
    if (stringFiles.has(file)) {
      const row = byPackage.get('strings (locale JSON)') ?? { raw: 0, gzip: 0 };
      byPackage.set('strings (locale JSON)', { raw: row.raw + size.raw, gzip: row.gzip + size.gzip });
    } else if (existsSync(mapPath)) {
      const chars = charsBySource(code.toString('utf8'), JSON.parse(readFileSync(mapPath, 'utf8')) as TSourceMap);
      const total = [...chars.values()].reduce((a, b) => a + b, 0);
      for (const [source, count] of chars) {
        const name = packageOf(source);
        const row = byPackage.get(name) ?? { raw: 0, gzip: 0 };
        // A chunk's gzip size is shared out in proportion to each package's minified characters.
        row.raw += (size.raw * count) / total;
        row.gzip += (size.gzip * count) / total;
        byPackage.set(name, row);
      }
    }
    return { file, ...size };
  });
  const cssRows = cssFiles.map((file) => ({ file, ...sizes(readFileSync(join(dist, file))) }));
  const js = sum(chunkRows);
  const css = sum(cssRows);

  const table = (rows: { file: string; raw: number; gzip: number; brotli: number }[]) =>
    console.table(rows.toSorted((a, b) => b.gzip - a.gzip).map((r) => ({ file: r.file, raw: kb(r.raw), gzip: kb(r.gzip), brotli: kb(r.brotli) })));
  console.log('\nDiner menu route (/eat/:tableCode/:language), first visit: JS chunks');
  table(chunkRows);
  console.log('CSS');
  table(cssRows);
  if (byPackage.size > 0) {
    console.log('JS by package (gzip shared out by minified size)');
    console.table(
      [...byPackage]
        .toSorted((a, b) => b[1].gzip - a[1].gzip)
        .map(([name, row]) => ({ package: name, raw: kb(row.raw), gzip: kb(row.gzip), share: `${((100 * row.gzip) / js.gzip).toFixed(1)}%` })),
    );
  }
  console.log(`Initial JS : ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli, ${kb(js.raw)} raw (budget ${kb(BUDGET.js)} gzip) in ${chunkRows.length} files`);
  console.log(`Initial CSS: ${kb(css.gzip)} gzip, ${kb(css.brotli)} brotli, ${kb(css.raw)} raw (budget ${kb(BUDGET.css)} gzip) in ${cssRows.length} files`);
}

const dist = values.dist ? resolve(values.dist) : await buildWithMaps();
try {
  weigh(dist);
} finally {
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}
