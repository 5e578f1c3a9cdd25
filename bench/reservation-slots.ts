/**
 * Table reservations under load, on the embedded database (issue 10 "Speed"):
 *
 * 1. Slot search: a venue with 60 tables and bookings on most evenings; a guest's search asks each
 *    of the next 30 days' availability (GET .../reservations/availability?date=&partySize=). Measured
 *    two ways, each beside a bare Fastify GET of the same body size: one guest searching 30 days in
 *    a row (20 rounds, client-side latencies), and autocannon with 10 connections cycling through
 *    the 30 days and party sizes 2, 4 and 6.
 * 2. The last free table: 59 of the 60 tables are held at one time, then 50 guests ask for that time
 *    at the same moment; exactly one must win (the rest 409 SLOT_TAKEN), every run (5 runs).
 *    A violation is printed and makes the exit code 1: a correctness check, not a timed assertion.
 *
 *   node bench/reservation-slots.ts [--seconds 10]
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_RESERVATION_SETTINGS } from '../packages/shared/src/reservations/contracts.ts';
import { localDate, shiftDate } from '../packages/shared/src/reservations/slots.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { newId, newSecret } from '../apps/server/src/lib/ids.ts';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { load, printTable, startBareFastify, type TLoadResult } from './lib/load.ts';
import { prepareOrderVenues } from './lib/order-venue.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const TABLES = 60;
const DAYS = 30;
const RUNS = 5;
const GUESTS = 50;
const TZ = 'Europe/Malta';

const { dataDir, venues } = await prepareOrderVenues(1);
const restaurantId = venues[0]!.restaurantId;
await prepareVenue();
const server = await startServerProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  ORDER_RATE_LIMIT_PER_TABLE: '1000000000',
  ORDER_RATE_LIMIT_PER_IP: '1000000000',
});

/** 60 active tables of 2, 4 and 6, no pacing limit, 60 days ahead, no notice. */
async function prepareVenue(): Promise<void> {
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  const db = database.db;
  const existing = await db.selectFrom('restaurant_tables').select('id').where('restaurant_id', '=', restaurantId).execute();
  const now = new Date().toISOString();
  const missing = TABLES - existing.length;
  await db
    .insertInto('restaurant_tables')
    .values(
      Array.from({ length: missing }, (_, n) => ({
        id: newId(),
        restaurant_id: restaurantId,
        table_display_id: `R${n + 1}`,
        code: newSecret(12),
        occupancy: [2, 4, 6][n % 3]!,
        is_active: true,
        created_at: now,
        pos_table: null,
      })),
    )
    .execute();
  await db.updateTable('restaurant_tables').set({ is_active: true }).where('restaurant_id', '=', restaurantId).execute();
  const settings = { ...DEFAULT_RESERVATION_SETTINGS, pacingCoversPer15Min: null, minNoticeMinutes: 0, maxDaysAhead: 60, maxPartySize: 6 };
  await db
    .insertInto('reservation_settings')
    .values({ restaurant_id: restaurantId, settings: JSON.stringify(settings), updated_at: now })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: now }))
    .execute();
  await db.updateTable('restaurants').set({ accepting_reservations: true }).where('id', '=', restaurantId).execute();
  await database.close();
}

async function request(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - started };
}

const availabilityPath = (date: string, party: number) => `/api/public/restaurants/${restaurantId}/reservations/availability?date=${date}&partySize=${party}`;
const holdPath = `/api/public/restaurants/${restaurantId}/reservations/holds`;
const bookPath = `/api/public/restaurants/${restaurantId}/reservations`;
const guest = { name: 'Bench Guest', email: 'bench@example.com', phone: '+356 9912 3456', language: 'en' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (label: string, samples: number[]) => {
  const sorted = samples.toSorted((a, b) => a - b);
  return {
    run: label,
    requests: sorted.length,
    'p50 ms': +percentile(sorted, 50).toFixed(1),
    'p99 ms': +percentile(sorted, 99).toFixed(1),
    'max ms': +sorted.at(-1)!.toFixed(1),
  };
};

const problems: string[] = [];
const bareServers: { close: () => Promise<void> }[] = [];
try {
  const today = localDate(Date.now(), TZ);
  const days = Array.from({ length: DAYS }, (_, n) => shiftDate(today, n + 1));

  // Evenings are busy: 40 bookings on each of the 30 days (19:00–21:00), booked through the API.
  console.log(`booking ${DAYS * 40} evening tables over ${DAYS} days…`);
  for (const date of days) {
    const slots = (await request('GET', availabilityPath(date, 2))).json.slots as { startsAt: string; localTime: string }[];
    const evening = slots.filter((s) => s.localTime >= '19:00' && s.localTime < '21:00');
    for (let n = 0; n < 40; n++) {
      const slot = evening[n % evening.length]!;
      const held = await request('POST', holdPath, { partySize: 2 + (n % 3) * 2, startsAt: slot.startsAt });
      if (held.status !== 201) continue;
      await request('POST', bookPath, { holdId: held.json.holdId, token: held.json.token, ...guest }, { 'idempotency-key': randomUUID() });
    }
  }

  // 1a. One guest searching the next 30 days, 20 times over (party 2, 4, 6 in turn).
  const sample = (await request('GET', availabilityPath(days[0]!, 4))).json;
  const bare = await startBareFastify(sample);
  bareServers.push(bare);
  const searchMs: number[] = [];
  const bareMs: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const date of days) {
      searchMs.push((await request('GET', availabilityPath(date, 2 + (round % 3) * 2))).ms);
      const started = performance.now();
      await (await fetch(bare.url)).json();
      bareMs.push(performance.now() - started);
    }
  }
  console.log(`\nslot search, one guest asking each of the next ${DAYS} days (60 tables, ${JSON.stringify(sample).length}-byte answers), 20 rounds:`);
  console.table([summary('GET availability (sequential)', searchMs), summary('bare Fastify GET (same body)', bareMs)]);

  // 1b. Under load: 10 connections cycling through the days and party sizes.
  let n = 0;
  const results: TLoadResult[] = [];
  await load({ label: 'warm-up', url: `${server.baseUrl}${availabilityPath(days[0]!, 2)}`, seconds: 2, connections: 10 });
  results.push(await load({ label: 'bare Fastify GET (same body)', url: bare.url, seconds, connections: 10 }));
  results.push(
    await load({
      label: `GET availability (${DAYS} days, party 2/4/6)`,
      url: `${server.baseUrl}${availabilityPath(days[0]!, 2)}`,
      seconds,
      connections: 10,
      setupRequest: (req) => {
        n += 1;
        return { ...req, path: availabilityPath(days[n % DAYS]!, 2 + (n % 3) * 2) };
      },
    }),
  );
  console.log('\nslot search under load (10 connections):');
  printTable(results);

  // 2. The last free table: 59 tables held at one time, then 50 guests at once.
  const winners: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const date = shiftDate(today, DAYS + 2 + run);
    const slots = (await request('GET', availabilityPath(date, 2))).json.slots as { startsAt: string; localTime: string }[];
    const startsAt = slots.find((s) => s.localTime === '13:00')!.startsAt;
    for (let h = 0; h < TABLES - 1; h++) {
      const held = await request('POST', holdPath, { partySize: 2, startsAt });
      if (held.status !== 201) problems.push(`run ${run + 1}: filling hold ${h + 1} answered ${held.status}`);
    }
    const answers = await Promise.all(Array.from({ length: GUESTS }, () => request('POST', holdPath, { partySize: 2, startsAt })));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status === 409 && a.json?.error?.code === 'SLOT_TAKEN' && Array.isArray(a.json?.availability?.slots));
    winners.push(won.length);
    if (won.length !== 1) problems.push(`run ${run + 1}: ${won.length} guests won the last table`);
    if (lost.length !== GUESTS - 1) problems.push(`run ${run + 1}: ${lost.length} answered 409 SLOT_TAKEN with fresh slots (expected ${GUESTS - 1})`);
    if (won[0]) {
      const booked = await request('POST', bookPath, { holdId: won[0].json.holdId, token: won[0].json.token, ...guest }, { 'idempotency-key': randomUUID() });
      if (booked.status !== 201) problems.push(`run ${run + 1}: the winner's booking answered ${booked.status}`);
    }
  }
  console.log(`\n${GUESTS} guests at once for the last free table of ${TABLES}, ${RUNS} runs: winners per run ${JSON.stringify(winners)}`);
  console.log(
    problems.length === 0
      ? 'exactly one booking per run; every other guest got 409 SLOT_TAKEN with fresh slots'
      : `${problems.length} problems:\n${problems.join('\n')}`,
  );
  if (problems.length > 0) process.exitCode = 1;
} finally {
  for (const s of bareServers) await s.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
