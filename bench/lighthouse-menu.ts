/**
 * Lighthouse (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU throttling, its
 * defaults) on the diner menu of a large venue: 150 items with photos and 30 modifier groups
 * (bench/seed-large-menu.ts). Starts the real server on a temporary data directory, runs
 * Lighthouse several times with Debian's Chromium, and prints each run and the median.
 *
 *   node bench/lighthouse-menu.ts [--runs 3] [--data-dir DIR] [--dist DIR] [--path /restaurants/{id}/menu]
 *
 * It builds the web app into a temporary directory of its own (or serves --dist), so a build run
 * meanwhile in apps/web/dist cannot pull the files from under the server. Prints figures only; the
 * issue's targets are shown beside them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startServerProcess } from '../scripts/lib/server-process.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'data-dir': { type: 'string' }, dist: { type: 'string' }, path: { type: 'string' } },
});
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type TSeeded = { restaurantId: string; tableLink: string };
type TRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function lighthouse(url: string, outDir: string, n: number): Promise<TRun> {
  const output = join(outDir, `lighthouse-${n}.json`);
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

const median = (numbers: number[]) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const row = (label: string, r: TRun) => ({
  run: label,
  score: r.score,
  'FCP s': (r.fcp / 1000).toFixed(2),
  'LCP s': (r.lcp / 1000).toFixed(2),
  'TBT ms': Math.round(r.tbt),
  CLS: r.cls.toFixed(3),
  'SI s': (r.si / 1000).toFixed(2),
});

async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-dist-'));
  const { build } = await import('vite');
  const web = join(ROOT, 'apps/web');
  await build({ root: web, configFile: join(web, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

const dist = values.dist ?? (await buildWebApp());
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build the web app first`);
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-'));
const reports = mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-reports-'));
console.log(`Seeding the large menu in ${dataDir} (first time: about half a minute)...`);
const seeded = JSON.parse(await run(process.execPath, [join(ROOT, 'bench/seed-large-menu.ts'), '--data-dir', dataDir])) as TSeeded;
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST_DIR: dist });
try {
  const path = values.path?.replace('{id}', seeded.restaurantId) ?? `${seeded.tableLink}/en`;
  const url = `${server.baseUrl}${path}`;
  // One unmeasured visit warms the server's menu cache and the OS file cache, as a running venue would be.
  await fetch(url);
  await fetch(`${server.baseUrl}/api/public/restaurants/${seeded.restaurantId}/menu`);
  const runs: TRun[] = [];
  for (let n = 1; n <= Number(values.runs); n++) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is simply run again.
    const result = await lighthouse(url, reports, n).catch(() => lighthouse(url, reports, n));
    runs.push(result);
    console.log(`run ${n}: score ${result.score}`);
  }
  const pick = (key: keyof TRun) => median(runs.map((r) => r[key]));
  console.log(`\nLighthouse mobile, ${url}`);
  console.table([
    ...runs.map((r, i) => row(String(i + 1), r)),
    row('median', { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), si: pick('si') }),
  ]);
  console.log('Targets: score ≥ 90 (aim 95), LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05');
  console.log(`JSON reports: ${reports}`);
} finally {
  await server.stop();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}
