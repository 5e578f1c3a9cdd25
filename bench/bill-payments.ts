/**
 * The table bill under load, on the embedded database with the demo card gateway (issue 9 "Speed"):
 *
 * 1. Eight diners pay shares of one table's bill at the same moment (an eight-way split, each with
 *    a 10 % tip and a demo card), repeated over 200 tables one after another. Every payment's
 *    latency is measured at the client; a bare Fastify POST answered eight at a time is measured in
 *    the same run. Afterwards every bill is read back: it must be closed at exactly 0, with no line
 *    paid more than its amount and the payments summing to the bill. Violations are printed (and
 *    make the exit code 1): this is a correctness check, not a timed assertion.
 * 2. Bill reads under load (autocannon, 50 connections) beside a bare Fastify GET of a same-sized
 *    body: a closed bill and an open one (whose read also checks the table for orders waiting to join).
 *
 *   node bench/bill-payments.ts [--tables 200] [--seconds 10]
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { newId, newSecret } from '../apps/server/src/lib/ids.ts';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { load, printTable, startBareFastify, type TLoadResult } from './lib/load.ts';
import { prepareOrderVenues } from './lib/order-venue.ts';

const { values } = parseArgs({ options: { tables: { type: 'string', default: '200' }, seconds: { type: 'string', default: '10' } } });
const tableCount = Number(values.tables);
const seconds = Number(values.seconds);
const DINERS = 8;
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

type TBill = {
  token: string;
  status: string;
  lines: { amount: number; paidAmount: number }[];
  totals: { totalBill: number; amountPaid: number; amountRemaining: number };
  payments: { amount: number; status?: string }[];
};

const { dataDir, venues } = await prepareOrderVenues(1);
const venue = venues[0]!;
const tableCodes = await addTables(dataDir, venue.restaurantId, tableCount + 1);
// The last table keeps its bill open (two orders, nothing paid): the read diners at a table make most.
const openTableCode = tableCodes.pop()!;
const server = await startServerProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  ORDER_RATE_LIMIT_PER_TABLE: '1000000000',
  ORDER_RATE_LIMIT_PER_IP: '1000000000',
});
const bare = await startBareFastify({ ok: true });

async function addTables(dir: string, restaurantId: string, count: number): Promise<string[]> {
  const database = openDatabase({ dataDir: dir });
  await migrateToLatest(database);
  const codes = Array.from({ length: count }, () => newSecret(12));
  const now = new Date().toISOString();
  await database.db
    .insertInto('restaurant_tables')
    .values(
      codes.map((code, n) => ({
        id: newId(),
        restaurant_id: restaurantId,
        table_display_id: `B${n + 1}`,
        code,
        occupancy: DINERS,
        is_active: true,
        created_at: now,
        pos_table: null,
      })),
    )
    .execute();
  await database.close();
  return codes;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - started };
}

/** Two pay-later orders at the table (the benchmark's three-item order), so the bill has lines of several orders. */
async function placeOrders(tableCode: string): Promise<void> {
  for (let n = 0; n < 2; n++) {
    const body = { ...venue.body, tableCode, customer: { name: `Diner ${n + 1}` } };
    const quote = await post(`${server.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders/quote`, body);
    const placed = await post(
      `${server.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders`,
      { ...body, expectedTotal: quote.json.total },
      { 'idempotency-key': randomUUID() },
    );
    if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${JSON.stringify(placed.json)}`);
  }
}

async function readBill(path: string): Promise<TBill> {
  const res = await fetch(`${server.baseUrl}${path}`);
  if (!res.ok) throw new Error(`bill read failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TBill;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (label: string, samples: number[]) => {
  const sorted = samples.toSorted((a, b) => a - b);
  return {
    run: label,
    payments: sorted.length,
    'p50 ms': +percentile(sorted, 50).toFixed(1),
    'p99 ms': +percentile(sorted, 99).toFixed(1),
    'max ms': +sorted.at(-1)!.toFixed(1),
  };
};

const problems: string[] = [];
try {
  console.log(`placing ${tableCount * 2} orders at ${tableCount} tables…`);
  for (const code of tableCodes) await placeOrders(code);
  await placeOrders(openTableCode);
  const tokens = await Promise.all(tableCodes.map(async (code) => (await readBill(`/api/public/tables/${code}/bill`)).token));
  const openToken = (await readBill(`/api/public/tables/${openTableCode}/bill`)).token;

  // Warm the bare route and the pay path's code (not measured).
  await Promise.all(Array.from({ length: DINERS }, () => post(bare.url, { ok: true })));

  const payLatencies: number[] = [];
  const bareLatencies: number[] = [];
  const refusals = new Map<string, number>();
  for (let t = 0; t < tableCount; t++) {
    const token = tokens[t]!;
    const tableCode = tableCodes[t]!;
    const url = `${server.baseUrl}/api/public/bills/${token}/payments?tableCode=${tableCode}`;
    const request = { selection: { mode: 'split', people: DINERS }, tip: { kind: 'percent', percent: 10 }, card: CARD };
    // The same moment: all eight requests are sent together, each with its own Idempotency-Key.
    const answers = await Promise.all(Array.from({ length: DINERS }, () => post(url, request, { 'idempotency-key': randomUUID() })));
    for (const answer of answers) {
      if (answer.status === 201) payLatencies.push(answer.ms);
      else {
        const key = `${answer.status} ${answer.json?.error?.code ?? ''}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    }
    const bareAnswers = await Promise.all(Array.from({ length: DINERS }, () => post(bare.url, request)));
    bareLatencies.push(...bareAnswers.map((a) => a.ms));
  }

  // Every bill: closed at exactly 0, no line paid beyond its amount, payments summing to the bill.
  for (let t = 0; t < tableCount; t++) {
    const bill = await readBill(`/api/public/bills/${tokens[t]}?tableCode=${tableCodes[t]}`);
    const label = `table B${t + 1}`;
    if (bill.status !== 'closed') problems.push(`${label}: bill ${bill.status}, ${bill.totals.amountRemaining} remaining`);
    if (bill.totals.amountRemaining !== 0) problems.push(`${label}: amountRemaining ${bill.totals.amountRemaining}`);
    for (const line of bill.lines) if (line.paidAmount > line.amount) problems.push(`${label}: a line paid ${line.paidAmount} of ${line.amount}`);
    const paid = bill.payments.filter((p) => (p.status ?? 'succeeded') === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
    if (paid !== bill.totals.totalBill) problems.push(`${label}: payments sum to ${paid}, the bill is ${bill.totals.totalBill}`);
  }

  console.log(`\n${DINERS} diners paying an ${DINERS}-way split of one table at the same moment, over ${tableCount} tables (demo card, SQLite):`);
  console.table([summary('POST bill payment', payLatencies), summary('bare Fastify POST (8 at once)', bareLatencies)]);
  if (refusals.size > 0) console.log('refused payments:', Object.fromEntries(refusals));
  console.log(
    problems.length === 0
      ? `all ${tableCount} bills closed at exactly 0; no line paid twice`
      : `${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`,
  );

  // Bill reads: a closed bill of two orders (its lines and eight payments), as a diner's phone reloads it.
  const readPath = `/api/public/bills/${tokens[0]}?tableCode=${tableCodes[0]}`;
  const sample = await readBill(readPath);
  const bareRead = await startBareFastify(sample);
  const results: TLoadResult[] = [];
  await load({ label: 'warm-up', url: `${server.baseUrl}${readPath}`, seconds: 2, connections: 20 });
  results.push(await load({ label: 'bare Fastify GET (same body)', url: bareRead.url, seconds, connections: 50 }));
  results.push(await load({ label: 'GET bill (closed, 8 payments)', url: `${server.baseUrl}${readPath}`, seconds, connections: 50 }));
  const openPath = `/api/public/bills/${openToken}?tableCode=${openTableCode}`;
  results.push(await load({ label: 'GET bill (open, 2 orders)', url: `${server.baseUrl}${openPath}`, seconds, connections: 50 }));
  await bareRead.close();
  console.log(`\nbill read under load (${JSON.stringify(sample).length} bytes):`);
  printTable(results);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await bare.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
