import type { LogEvent } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { isPostgres } from '../src/db/dialect-sql.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { CARD, createBillVenue, newTable, orderAt, type TBillVenue } from './bills-venue.ts';

/**
 * The database work of the bill's hot paths, counted by a second app on the same database whose
 * Kysely `log` records every statement. The counts are the budget: a change that adds a round trip
 * to a read or a statement to a payment's transaction shows up here.
 */
let t: TTestApp;
let v: TBillVenue;
let counting: { app: Awaited<ReturnType<typeof buildApp>>['app']; handle: TDatabaseHandle };
let statements: string[] = [];

async function countingApp() {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!.schema : undefined;
  const handle = openDatabase({
    dataDir: t.deps.config.DATA_DIR,
    databaseUrl,
    schema,
    onQuery: (event: LogEvent) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  const { app } = await buildApp(t.deps.config, handle);
  await app.ready();
  return { app, handle };
}

beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
  counting = await countingApp();
});
afterAll(async () => {
  await counting.app.close();
  await counting.handle.close();
  await t.close();
});

const isWrite = (text: string) => /^\s*(insert|update|delete)\b/i.test(text);

async function counted(run: () => Promise<{ statusCode: number; body: string }>, expected: number): Promise<string[]> {
  statements = [];
  const res = await run();
  expect(res.statusCode, res.body).toBe(expected);
  return statements;
}

describe('bill database work', () => {
  it('a warm read of an open bill is six small reads and writes nothing; an order placed since joins with one write transaction', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Ann' });
    const first = await counting.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}/bill` });
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().token as string;
    const read = () => counting.app.inject({ method: 'GET', url: `/api/public/bills/${token}?tableCode=${table.code}` });

    const warm = await counted(read, 200);
    // The bill by token, the table, the venue stamp, its default tip, cancelled orders, the table's billable orders.
    expect(warm).toHaveLength(6);
    expect(warm.filter(isWrite)).toEqual([]);

    await orderAt(t, v, [{ itemId: v.bread }], { tableCode: table.code, name: 'Ben' });
    const joining = await counted(read, 200);
    expect(joining.filter(isWrite).length).toBeGreaterThan(0);
    expect((await counting.app.inject({ method: 'GET', url: `/api/public/bills/${token}` })).json().lines.map((l: any) => l.orderedBy)).toContain('Ben');
    // Joined once: the next read is warm again.
    expect((await counted(read, 200)).filter(isWrite)).toEqual([]);
  });

  it('a card payment on an open bill stays within its statement budget', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Ann' });
    const token = (await counting.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}/bill` })).json().token as string;
    await counting.app.inject({ method: 'GET', url: `/api/public/bills/${token}` });
    const pay = () =>
      counting.app.inject({
        method: 'POST',
        url: `/api/public/bills/${token}/payments?tableCode=${table.code}`,
        headers: { 'idempotency-key': newKey() },
        payload: { selection: { mode: 'split', people: 2 }, tip: { kind: 'percent', percent: 10 }, card: CARD },
      });
    statements = [];
    const res = await pay();
    expect(res.statusCode, res.body).toBe(201);
    // Reserve (lock, then key, bill, orders and venue in one batch, rate limit, 4 writes), the demo charge (3),
    // settle (lock, 2 moves, one read batch, 2 writes), the two broadcasts' builds (7 each) and the settled answer.
    // PostgreSQL adds the staff events' advisory lock and the like.
    expect(statements.length).toBeLessThanOrEqual(isPostgres(counting.handle.db) ? 50 : 45);
    expect(statements.filter(isWrite).length).toBeLessThanOrEqual(10);
  });
});
