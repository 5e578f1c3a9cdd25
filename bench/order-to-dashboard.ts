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
 *   node bench/order-to-dashboard.ts [--sockets 1000] [--venues 100] [--rate 100] [--seconds 10]
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { createAccessTokens } from '../apps/server/src/lib/access-tokens.ts';
import { prepareOrderVenues, withQuotedTotal } from './lib/order-venue.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    venues: { type: 'string', default: '100' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
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
// One load generator is one IP ordering at each venue's table: the order rate limits are raised (still counted) so they do not refuse it.
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  JWT_SECRET,
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
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
