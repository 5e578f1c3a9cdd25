/**
 * From placing an order to the staff dashboards' sockets receiving it (newOrderReceived), through
 * the real HTTP API of the real server (a child process, embedded SQLite). 1,000 staff sockets
 * are connected; orders are placed at 100 per second, open loop. Prints p50/p99/max from the
 * POST being sent to each receiving socket's receipt. Figures only, no assertions.
 *
 * --venues spreads the sockets over venues (default 100 venues x 10 dashboards, orders round
 * robin): each order goes to its venue's dashboards, as in production. --venues 1 is the worst
 * case, every order to all 1,000 sockets (100,000 frames a second, one write syscall each).
 *
 * --report first writes a million order lines of history (lib/report-history.ts) and, while the
 * orders are placed, runs a report-sized read in the server in a loop (GET /api/bench/report, an
 * aggregate over all of them). The server's event-loop delay is printed, and a bare Fastify route
 * paced at the same rate in the same run is the baseline.
 *
 *   node bench/order-to-dashboard.ts [--sockets 1000] [--venues 100] [--rate 100] [--seconds 10] [--report]
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { createAccessTokens } from '../apps/server/src/lib/access-tokens.ts';
import { startBareFastify } from './lib/load.ts';
import { prepareOrderVenues, withQuotedTotal } from './lib/order-venue.ts';
import { pacedLoad } from './lib/paced-load.ts';
import { seedOrderHistory } from './lib/report-history.ts';
import { createEventLoopProbe } from './lib/server-probe.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    venues: { type: 'string', default: '100' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    report: { type: 'boolean', default: false },
  },
});
const SOCKETS = Number(values.sockets);
const VENUES = Number(values.venues);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const WORKERS = 2;
const JWT_SECRET = `bench-${randomUUID()}-secret-long-enough`;
const now = () => performance.timeOrigin + performance.now();

const { dataDir, venues } = await prepareOrderVenues(VENUES);
if (values.report) {
  const seeding = performance.now();
  const lines = seedOrderHistory(
    dataDir,
    venues.map((v) => v.restaurantId),
  );
  console.log(`history: ${lines.toLocaleString('en')} order lines written in ${Math.round(performance.now() - seeding)} ms`);
}
// One load generator is one IP ordering at each venue's table: the order rate limits are raised (still counted) so they do not refuse it.
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  JWT_SECRET,
  BENCH: '1',
  ORDER_RATE_LIMIT_PER_TABLE: '1000000000',
  ORDER_RATE_LIMIT_PER_IP: '1000000000',
});
// The server checks each token's session in its own database (prepareOrderVenues made one per venue).
const tokens = createAccessTokens(new TextEncoder().encode(JWT_SECRET), { isSessionLive: async () => true });
const signFor = async (restaurantId: string, sessionId: string) =>
  (await tokens.sign({ userId: `bench-staff-${restaurantId}`, kind: 'venue', restaurantId, isAdminAccount: false, sessionId })).accessToken;
const venueTokens = await Promise.all(venues.map((v) => signFor(v.restaurantId, v.staffSessionId)));
const bodies = await Promise.all(venues.map((v) => withQuotedTotal(server.baseUrl, v)));

// Socket n belongs to venue n % VENUES; the workers share the sockets out.
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const early: { orderId: string; at: number }[] = [];
const workers = Array.from({ length: WORKERS }, (_unused, w) => {
  const sockets = Array.from({ length: SOCKETS }, (_, n) => n)
    .filter((n) => n % WORKERS === w)
    .map((n) => venueTokens[n % VENUES]!);
  return new Worker(new URL('./lib/dashboard-sockets.ts', import.meta.url), { workerData: { url: server.baseUrl.replace('http', 'ws'), tokens: sockets } });
});
await Promise.all(
  workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.on('message', (message: { type: string; receipts?: { orderId: string; at: number }[] }) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'error') reject(new Error('a socket failed'));
          for (const receipt of message.receipts ?? []) {
            const sent = sentAt.get(receipt.orderId);
            if (sent === undefined) early.push(receipt);
            else latencies.push(receipt.at - sent);
          }
        });
      }),
  ),
);
console.log(`${SOCKETS} staff sockets connected over ${VENUES} venue(s); placing ${RATE} orders/s for ${SECONDS} s`);

// Beside the orders, in the same server: the report-sized read, again and again.
const reports: number[] = [];
const reporting = { on: Boolean(values.report) };
const reportLoop = (async () => {
  while (reporting.on) {
    const t0 = performance.now();
    const res = await fetch(`${server.baseUrl}/api/bench/report`);
    const body = (await res.json()) as { lines?: number };
    if (!res.ok || !body.lines) throw new Error(`report failed: ${res.status} ${JSON.stringify(body)}`);
    reports.push(performance.now() - t0);
  }
})();
const eventLoopDelay = createEventLoopProbe(server);
await eventLoopDelay.reset();

let failed = 0;
const inFlight: Promise<void>[] = [];
const started = now();
for (let n = 0; n < RATE * SECONDS; n++) {
  // Open loop: each order leaves at its own moment, whatever the earlier ones are doing.
  const wait = started + (n * 1000) / RATE - now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  const venue = venues[n % VENUES]!;
  const t0 = now();
  inFlight.push(
    (async () => {
      try {
        const res = await fetch(`${server.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: bodies[n % VENUES]!,
        });
        const json = (await res.json()) as { orderId?: string };
        if (res.status !== 201 || !json.orderId) failed += 1;
        else sentAt.set(json.orderId, t0);
      } catch {
        failed += 1;
      }
    })(),
  );
}
await Promise.all(inFlight);
const delay = await eventLoopDelay.read();
reporting.on = false;
await reportLoop;
await new Promise((r) => setTimeout(r, 1000));
await Promise.all(
  workers.map(
    (worker) =>
      new Promise<void>((resolve) => {
        worker.on('message', (m: { type: string }) => m.type === 'stopped' && resolve());
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker, not a window
        worker.postMessage({ type: 'stop' });
      }),
  ),
);
// Receipts that beat their POST's answer back to the bench are matched now.
for (const receipt of early) {
  const sent = sentAt.get(receipt.orderId);
  if (sent !== undefined) latencies.push(receipt.at - sent);
}

const sorted = latencies.toSorted((a, b) => a - b);
const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN).toFixed(1);
const perOrder = SOCKETS / VENUES;
console.table([
  {
    sockets: SOCKETS,
    venues: VENUES,
    'orders/s': RATE,
    orders: sentAt.size,
    'failed POSTs': failed,
    receipts: `${latencies.length} of ${sentAt.size * perOrder}`,
    'p50 ms': pct(0.5),
    'p99 ms': pct(0.99),
    'max ms': (sorted.at(-1) ?? NaN).toFixed(1),
  },
]);
if (values.report) {
  const longest = Math.max(...reports);
  console.log(
    `report-sized reads beside it: ${reports.length}, ${Math.round(reports.reduce((a, b) => a + b, 0) / Math.max(1, reports.length))} ms on average, longest ${Math.round(longest)} ms`,
  );
}
console.log(`server event-loop delay while placing orders: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`);
const bare = await startBareFastify({ orderId: randomUUID(), orderToken: 'x'.repeat(43), order: { status: 'new' } });
const baseline = await pacedLoad({
  label: 'bare Fastify POST',
  url: bare.url,
  rate: RATE,
  seconds: Math.min(SECONDS, 5),
  init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0]! }),
});
await bare.close();
console.log(`order to dashboard p99: ${pct(0.99)} ms; a bare Fastify route paced at ${RATE}/s in the same run: p99 ${baseline.p99} ms`);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
