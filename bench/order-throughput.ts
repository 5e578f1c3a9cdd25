/**
 * Order placement throughput on the embedded database (SQLite, synchronous=FULL): the real server
 * as a child process, a dine-in order of three items with modifiers, pay later, a fresh
 * Idempotency-Key per request. Prints orders/s at full speed (autocannon, 50 connections) and
 * latency at a fixed 300 orders/s (an open-loop paced client, lib/paced-load.ts; autocannon's own
 * fixed-rate figure, which sends each second's 300 as one burst, is printed too), beside a bare
 * Fastify route measured in the same run. The server's own event-loop delay (p99, measured inside
 * it with perf_hooks.monitorEventLoopDelay, BENCH=1 + SIGUSR2) is printed for the full-speed run.
 * Figures only, no assertions.
 *
 *   node bench/order-throughput.ts [--seconds 15] [--quick]   (--quick: only the full-speed runs)
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { load, printTable, startBareFastify, type TLoadResult } from './lib/load.ts';
import { pacedLoad } from './lib/paced-load.ts';
import { prepareOrderVenues, withQuotedTotal } from './lib/order-venue.ts';
import { createEventLoopProbe, walBytes, type TEventLoopDelay } from './lib/server-probe.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '15' }, quick: { type: 'boolean', default: false } } });
const seconds = Number(values.seconds);

const { dataDir, venues } = await prepareOrderVenues(1);
const venue = venues[0]!;
// One load generator is one IP at one table: the order rate limits are raised (still counted) so they never refuse it.
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  BENCH: '1',
  ORDER_RATE_LIMIT_PER_TABLE: '1000000000',
  ORDER_RATE_LIMIT_PER_IP: '1000000000',
});
const eventLoopDelay = createEventLoopProbe(server);
const bare = await startBareFastify({ orderId: randomUUID(), orderToken: 'x'.repeat(43), order: { status: 'new' } });
const ordersUrl = `${server.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders`;
const body = await withQuotedTotal(server.baseUrl, venue);
const headers = { 'content-type': 'application/json' };
// A new key per request: every request is a new order, as real diners' are.
const freshKey = (request: { headers?: Record<string, string> }) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } });

const results: TLoadResult[] = [];
try {
  await load({ label: 'warm-up', url: ordersUrl, method: 'POST', headers, body, seconds: 3, connections: 20, setupRequest: freshKey as never });
  results.push(await load({ label: 'bare Fastify POST, max', url: bare.url, method: 'POST', headers, body, seconds, connections: 50 }));
  await eventLoopDelay.reset();
  results.push(
    await load({ label: 'POST order, max', url: ordersUrl, method: 'POST', headers, body, seconds, connections: 50, setupRequest: freshKey as never }),
  );
  const delay = await eventLoopDelay.read();
  if (values.quick) {
    printTable(results);
    report(results, delay);
  } else {
    results.push(await load({ label: 'bare Fastify POST @300/s', url: bare.url, method: 'POST', headers, body, seconds, connections: 30, overallRate: 300 }));
    results.push(
      await load({
        label: 'POST order @300/s',
        url: ordersUrl,
        method: 'POST',
        headers,
        body,
        seconds,
        connections: 30,
        overallRate: 300,
        setupRequest: freshKey as never,
      }),
    );
    const paced = [
      await pacedLoad({ label: 'bare Fastify POST, paced 300/s', url: bare.url, rate: 300, seconds, init: () => ({ method: 'POST', headers, body }) }),
      await pacedLoad({
        label: 'POST order, paced 300/s',
        url: ordersUrl,
        rate: 300,
        seconds,
        init: () => ({ method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body }),
      }),
    ];
    printTable(results);
    console.table(paced.map((r) => ({ run: r.label, sent: r.sent, 'p50 ms': r.p50, 'p99 ms': r.p99, 'max ms': r.max, non2xx: r.non2xx, errors: r.errors })));
    report(results, delay);
    console.log(`p99 at a steady 300 orders/s: ${paced[1]!.p99} ms (bare route ${paced[0]!.p99} ms)`);
  }
} finally {
  await bare.close();
  console.log(`WAL file after the runs: ${(walBytes(dataDir) / 1024 / 1024).toFixed(1)} MB`);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function report(all: TLoadResult[], delay: TEventLoopDelay) {
  const orders = all.find((r) => r.label === 'POST order, max')!;
  const bareMax = all.find((r) => r.label === 'bare Fastify POST, max')!;
  console.log(
    `orders/s sustained: ${orders.requestsPerSec} (${Math.round((100 * orders.requestsPerSec) / bareMax.requestsPerSec)}% of the bare route's ${bareMax.requestsPerSec} req/s)`,
  );
  console.log(`server event-loop delay during it: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`);
}
