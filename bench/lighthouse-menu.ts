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
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startServerProcess } from '../scripts/lib/server-process.ts';
import { buildWebApp, lighthouse, medianRun, run, tableRow, type TLighthouseRun } from './lib/lighthouse.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'data-dir': { type: 'string' }, dist: { type: 'string' }, path: { type: 'string' } },
});

type TSeeded = { restaurantId: string; tableLink: string };

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
  const runs: TLighthouseRun[] = [];
  for (let n = 1; n <= Number(values.runs); n++) {
    const result = await lighthouse(url, reports, n);
    runs.push(result);
    console.log(`run ${n}: score ${result.scores.performance}`);
  }
  console.log(`\nLighthouse mobile, ${url}`);
  console.table([...runs.map((r, i) => tableRow(String(i + 1), r)), tableRow('median', medianRun(runs))]);
  console.log('Targets: score ≥ 90 (aim 95), LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05');
  console.log(`JSON reports: ${reports}`);
} finally {
  await server.stop();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}
