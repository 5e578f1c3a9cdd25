/**
 * Offers under load, on the embedded database (issue 11 "Speed and races"):
 *
 * (a) A code limited to 10 uses, 100 checkouts at once through POST .../orders, 5 runs (a fresh code
 *     each run): exactly 10 must win (201) and 90 answer 409 OFFER_USED_UP, every run. A violation is
 *     printed and makes the exit code 1: a correctness check, not a timed assertion.
 * (b) The quote (POST .../orders/quote) at a venue with 20 active offers and 150 menu items, the diner
 *     picking three combinable offers; and the offers dialog's evaluate (all 20 offers against the
 *     cart). Each ≥ 500 sequential requests, beside a bare Fastify POST of the same body size measured
 *     in the same run (client-side latencies, p50/p99). Target: quote p99 ≤ 20 ms.
 *
 *   node bench/offers-quote.ts [--requests 600]
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, type TDb } from '../apps/server/src/db/database.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { startBareFastify } from './lib/load.ts';
import { prepareOrderVenues } from './lib/order-venue.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '600' } } });
const REQUESTS = Math.max(500, Number(values.requests));
const ITEMS = 150;
const OFFERS = 20;
const RUNS = 5;
const CHECKOUTS = 100;
const USES = 10;

const { dataDir, venues } = await prepareOrderVenues(1);
const venue = venues[0]!;
const restaurantId = venue.restaurantId;
const { pickedIds, raceCodes } = await prepareOffers();
const server = await startServerProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  ORDER_RATE_LIMIT_PER_TABLE: '1000000000',
  ORDER_RATE_LIMIT_PER_IP: '1000000000',
});

function offerRow(db: TDb, n: number, extra: Record<string, unknown>) {
  const now = new Date(Date.now() - n * 1000).toISOString();
  return db
    .insertInto('offers')
    .values({
      id: newId(),
      restaurant_id: restaurantId,
      name: `Bench offer ${n}`,
      description: 'Bench',
      kind: 'percent_off',
      percent: 5,
      max_discount: 500,
      amount_off: null,
      buy_quantity: null,
      reward_item_ids: '[]',
      scope_kind: 'menu',
      scope_ids: '[]',
      starts_on: null,
      ends_on: null,
      weekdays: '[]',
      start_time: null,
      end_time: null,
      min_spend: 0,
      per_customer_limit: null,
      total_uses_limit: null,
      uses_count: 0,
      combinable: true,
      members_only: false,
      code: null,
      is_active: true,
      is_deleted: false,
      created_at: now,
      updated_at: now,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** 150 items (the demo menu plus plain ones), 20 active codeless offers of every kind and scope, and one 10-use code per race run. */
async function prepareOffers(): Promise<{ pickedIds: string[]; raceCodes: string[] }> {
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  const db = database.db;
  const sections = await db.selectFrom('menu_sections').select(['id', 'title']).where('restaurant_id', '=', restaurantId).execute();
  const count = (await db.selectFrom('menu_items').select('id').where('restaurant_id', '=', restaurantId).execute()).length;
  const now = new Date().toISOString();
  for (let n = count; n < ITEMS; n++) {
    await db
      .insertInto('menu_items')
      .values({
        id: newId(),
        restaurant_id: restaurantId,
        section_id: sections[n % sections.length]!.id,
        name: `Bench dish ${n}`,
        description: '',
        price: 500 + (n % 20) * 50,
        image_ids: '[]',
        nutrition: '{}',
        recommended_item_ids: '[]',
        is_available: true,
        sold_out_until: null,
        position: 100 + n,
        translations: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await db.deleteFrom('offers').where('restaurant_id', '=', restaurantId).execute();
  const pizza = sections.find((s) => s.title === 'Pizza')!.id;
  const items = await db.selectFrom('menu_items').select('id').where('restaurant_id', '=', restaurantId).limit(10).execute();
  const ids: string[] = [];
  for (let n = 0; n < OFFERS; n++) {
    const kind = n % 4;
    const extra =
      kind === 0
        ? { name: `Percent ${n}`, percent: 5 + n, scope_kind: n % 8 === 0 ? 'sections' : 'menu', scope_ids: JSON.stringify(n % 8 === 0 ? [pizza] : []) }
        : kind === 1
          ? {
              name: `Buy 2 pizzas ${n}`,
              kind: 'buy_n_get_free',
              percent: null,
              max_discount: null,
              buy_quantity: 2,
              scope_kind: 'sections',
              scope_ids: JSON.stringify([pizza]),
            }
          : kind === 2
            ? {
                name: `Spend ${n}`,
                kind: 'spend_get',
                percent: null,
                max_discount: null,
                min_spend: 2000 + n * 100,
                reward_item_ids: JSON.stringify(items.map((i) => i.id)),
              }
            : {
                name: `Limited ${n}`,
                kind: 'limited_uses',
                percent: null,
                max_discount: null,
                amount_off: 100 + n,
                total_uses_limit: 1_000_000,
                weekdays: '[1,2,3,4,5,6,7]',
              };
    ids.push((await offerRow(db, n, extra)).id);
  }
  const codes = Array.from({ length: RUNS }, (_, run) => `RACE${run + 1}`);
  for (const [run, code] of codes.entries()) {
    await offerRow(db, OFFERS + run, {
      name: `Race ${run + 1}`,
      code,
      kind: 'limited_uses',
      percent: 10,
      max_discount: null,
      total_uses_limit: USES,
      combinable: false,
    });
  }
  await database.close();
  // Three combinable ones the diner picks: two percent offers and a limited-uses amount.
  return { pickedIds: [ids[0]!, ids[4]!, ids[3]!], raceCodes: codes };
}

async function request(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any; ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, ms: performance.now() - started, bytes: text.length };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (label: string, samples: number[]) => {
  const sorted = samples.toSorted((a, b) => a - b);
  return {
    run: label,
    requests: sorted.length,
    'p50 ms': +percentile(sorted, 50).toFixed(2),
    'p99 ms': +percentile(sorted, 99).toFixed(2),
    'max ms': +sorted.at(-1)!.toFixed(2),
  };
};

const quotePath = `/api/public/restaurants/${restaurantId}/orders/quote`;
const evaluatePath = `/api/public/restaurants/${restaurantId}/offers/evaluate`;
const orderPath = `/api/public/restaurants/${restaurantId}/orders`;
const problems: string[] = [];
let bare: { url: string; close: () => Promise<void> } | null = null;
try {
  // (a) 100 checkouts at once on a 10-use code, 5 runs.
  const winners: number[] = [];
  for (const [run, code] of raceCodes.entries()) {
    const body = { ...venue.body, benefits: { offerIds: [], offerCode: code } };
    const quote = await request(quotePath, body);
    if (quote.status !== 200) throw new Error(`quote with ${code}: ${quote.status} ${JSON.stringify(quote.json)}`);
    const answers = await Promise.all(
      Array.from({ length: CHECKOUTS }, () => request(orderPath, { ...body, expectedTotal: quote.json.total }, { 'idempotency-key': randomUUID() })),
    );
    const won = answers.filter((a) => a.status === 201).length;
    const lost = answers.filter((a) => a.status === 409 && a.json?.error?.code === 'OFFER_USED_UP').length;
    winners.push(won);
    if (won !== USES) problems.push(`run ${run + 1}: ${won} checkouts won (expected ${USES})`);
    if (lost !== CHECKOUTS - USES) problems.push(`run ${run + 1}: ${lost} answered 409 OFFER_USED_UP (expected ${CHECKOUTS - USES})`);
  }
  console.log(`\n(a) ${CHECKOUTS} concurrent checkouts on a code limited to ${USES} uses, ${RUNS} runs: winners per run ${JSON.stringify(winners)}`);
  console.log(
    problems.length === 0
      ? `exactly ${USES} orders per run; the other ${CHECKOUTS - USES} answered 409 OFFER_USED_UP`
      : `${problems.length} problems:\n${problems.join('\n')}`,
  );

  // (b) The quote with 20 active offers and 150 items, beside a bare Fastify POST of the same size.
  const quoteBody = { ...venue.body, benefits: { offerIds: pickedIds } };
  const sample = await request(quotePath, quoteBody);
  if (sample.status !== 200 || sample.json.discounts.length !== 3) throw new Error(`bench quote: ${sample.status} ${JSON.stringify(sample.json)}`);
  const evaluated = await request(evaluatePath, venue.body);
  if (evaluated.status !== 200 || evaluated.json.offers.length !== OFFERS)
    throw new Error(`bench evaluate: ${evaluated.status} ${JSON.stringify(evaluated.json).slice(0, 300)}`);
  bare = await startBareFastify(sample.json);
  const quoteMs: number[] = [];
  const evaluateMs: number[] = [];
  const bareMs: number[] = [];
  for (let n = 0; n < 50; n++) await request(quotePath, quoteBody); // warm-up
  for (let n = 0; n < REQUESTS; n++) {
    quoteMs.push((await request(quotePath, quoteBody)).ms);
    evaluateMs.push((await request(evaluatePath, venue.body)).ms);
    const started = performance.now();
    await (await fetch(bare.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quoteBody) })).text();
    bareMs.push(performance.now() - started);
  }
  const quoteRow = summary(`POST orders/quote (3 offers picked of ${OFFERS}, ${ITEMS} items)`, quoteMs);
  console.log(`\n(b) sequential requests, one client (quote answer ${sample.bytes} bytes, ${sample.json.benefitDiscount} off):`);
  console.table([quoteRow, summary(`POST offers/evaluate (all ${OFFERS} offers)`, evaluateMs), summary('bare Fastify POST (same body)', bareMs)]);
  console.log(`quote p99 ${quoteRow['p99 ms']} ms (target ≤ 20 ms): ${quoteRow['p99 ms'] <= 20 ? 'met' : 'NOT met'}`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await bare?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
