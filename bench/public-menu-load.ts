/**
 * Load on the public menu endpoint (GET /api/public/restaurants/:id/menu) of the large demo menu
 * (150 items with photos, 30 modifier groups: bench/seed-large-menu.ts), with autocannon -c 50,
 * beside a bare Fastify route ({ hello: 'world' }) measured in the same run on the same machine.
 * The ratio uses the bare route as bench/lib/load.ts runs it (in this process, beside autocannon,
 * the project's baseline); the same route in a process of its own, like the real server, is shown
 * too. Prints req/s, latency and the ratio (issue 3's goals: 5,000 req/s or more, ratio 0.4 or more).
 *
 *   node bench/public-menu-load.ts [--seconds 10] [--connections 50] [--data-dir DIR]
 *
 * Requests ask for `br, gzip` like a browser (the server sends its cached compressed bytes); one
 * run also revalidates with If-None-Match, as a phone that already has the menu does (304).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, freePort, startServerProcess } from '../scripts/lib/server-process.ts';
import { load, printTable, startBareFastify, type TLoadResult } from './lib/load.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' }, 'data-dir': { type: 'string' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

function seed(dataDir: string): Promise<{ restaurantId: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench/seed-large-menu.ts'), '--data-dir', dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { restaurantId: string }) : reject(new Error(`seeding exited with ${code}`))));
  });
}

/** A bare Fastify app in a child process (in this process it would share a core with autocannon). */
async function startBareProcess(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const code = `import Fastify from 'fastify'; const app = Fastify({ logger: false }); app.get('/bare', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' }); console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`bare Fastify exited with ${exitCode}`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill() };
}

const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'menudelite-menu-load-'));
console.log(`Seeding the large menu in ${dataDir} (first time: about half a minute)...`);
const { restaurantId } = await seed(dataDir);
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const menuUrl = `${server.baseUrl}/api/public/restaurants/${restaurantId}/menu`;
try {
  const first = await fetch(menuUrl, { headers: BROWSER_ENCODING });
  const body = await first.text();
  const etag = first.headers.get('etag')!;
  const compressed = Number(first.headers.get('content-length') ?? 0);
  const rows: TLoadResult[] = [];
  const bare = await startBareFastify({ hello: 'world' });
  try {
    rows.push(await load({ label: 'bare Fastify route (bench/lib/load.ts)', url: bare.url, connections, seconds }));
  } finally {
    await bare.close();
  }
  const bareProcess = await startBareProcess();
  try {
    rows.push(await load({ label: 'bare Fastify route (own process)', url: bareProcess.url, connections, seconds }));
  } finally {
    bareProcess.stop();
  }
  rows.push(await load({ label: 'public menu (br)', url: menuUrl, connections, seconds, headers: BROWSER_ENCODING }));
  rows.push(
    await load({ label: 'public menu (304 revalidation)', url: menuUrl, connections, seconds, headers: { ...BROWSER_ENCODING, 'if-none-match': etag } }),
  );
  console.log(
    `\nautocannon -c ${connections}, ${seconds} s each; menu JSON ${(body.length / 1024).toFixed(0)} KB, ${(compressed / 1024).toFixed(1)} KB as sent (br)`,
  );
  printTable(rows);
  const [bareRow, bareProcessRow, menuRow] = rows;
  const ratio = (base: TLoadResult) => (menuRow!.requestsPerSec / base.requestsPerSec).toFixed(2);
  console.log(
    `public menu ${menuRow!.requestsPerSec} req/s (goal ≥ 5,000); ratio to the bare route ${ratio(bareRow!)} (goal ≥ 0.4), to the bare route in its own process ${ratio(bareProcessRow!)}`,
  );
} finally {
  await server.stop();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
