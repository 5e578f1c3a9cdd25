/**
 * Lighthouse (mobile defaults; all four categories) on the public site (issue 12): the home page
 * and a blog post by default, served by the real server with the seeded demo (its published blog
 * posts included) on a temporary data directory. Beside them, in the same run, a bare page: a
 * few lines of static HTML from node:http, the floor this machine and Chromium allow.
 *
 *   node bench/lighthouse-public.ts [--runs 3] [--dist DIR] [--paths /,/pricing,/blogs/{post}]
 *
 * `{post}` is the newest published post's slug. Prints figures only; the issue's target (95 or
 * more in each category) is shown beside them.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startServerProcess } from '../scripts/lib/server-process.ts';
import { CATEGORIES, buildWebApp, lighthouse, medianRun, tableRow, type TLighthouseRun } from './lib/lighthouse.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, paths: { type: 'string', default: '/,/blogs/{post}' } },
});

const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title><meta name="description" content="A bare static page, the floor of this measurement."></head>
<body><main><h1>Bare page</h1><p>Static HTML with no script, no style sheet and no image.</p></main></body></html>`;

async function startBarePage(): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') return response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}/`, close: () => server.close() };
}

async function measure(label: string, url: string, reports: string): Promise<TLighthouseRun> {
  const runs: TLighthouseRun[] = [];
  for (let n = 1; n <= Number(values.runs); n++) {
    const result = await lighthouse(url, reports, n, CATEGORIES);
    runs.push(result);
    console.log(`${label} run ${n}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')}`);
  }
  const middle = medianRun(runs);
  console.log(`\nLighthouse mobile, ${label} (${url})`);
  console.table([...runs.map((r, i) => tableRow(String(i + 1), r)), tableRow('median', middle)]);
  if (middle.failing.length) console.log(`Audits below full marks in some run: ${middle.failing.join('; ')}`);
  return middle;
}

const dist = values.dist ?? (await buildWebApp());
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build the web app first`);
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-public-'));
const reports = mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-reports-'));
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', WEB_DIST_DIR: dist });
const bare = await startBarePage();
try {
  const posts = await fetch(`${server.baseUrl}/api/blog/posts?limit=1`);
  const slug = posts.ok ? ((await posts.json()) as { items: { slug: string }[] }).items[0]?.slug : undefined;
  const summary: Record<string, TLighthouseRun> = {};
  summary['bare page'] = await measure('bare page', bare.url, reports);
  for (const template of values.paths.split(',')) {
    if (template.includes('{post}') && !slug) throw new Error('the demo has no published blog post to measure');
    const path = template.replace('{post}', slug ?? '');
    const url = `${server.baseUrl}${path}`;
    // One unmeasured visit warms the server and the OS file cache, as a running site would be.
    await fetch(url);
    summary[path] = await measure(path, url, reports);
  }
  console.log('\nMedians (target: 95 or more in each category)');
  console.table(Object.entries(summary).map(([label, r]) => tableRow(label, r)));
  console.log(`JSON reports: ${reports}`);
} finally {
  bare.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}
