import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type TServerProcess } from '../../../scripts/lib/server-process.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDemo } from '../src/db/seed/demo.ts';

const SUBMISSIONS = 200;
const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-crash-'));
const servers: TServerProcess[] = [];
// 200 orders from one address at one table: the order rate limits are raised so they do not refuse them.
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  COOKIE_SECURE: 'false',
  JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
  ORDER_RATE_LIMIT_PER_TABLE: '100000',
  ORDER_RATE_LIMIT_PER_IP: '100000',
};

afterAll(async () => {
  // A killed child has a signalCode, not an exitCode: stop only the ones still running.
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The demo venue, open around the clock so the test never depends on the time of day. */
async function prepareDemoVenue(): Promise<{ restaurantId: string; tableCode: string; itemIds: string[] }> {
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  const { restaurantId } = await seedDemo(database.db);
  await database.db
    .updateTable('restaurants')
    .set({ opening_hours: JSON.stringify(ALWAYS_OPEN) })
    .where('id', '=', restaurantId)
    .execute();
  const table = await database.db.selectFrom('restaurant_tables').select('code').where('restaurant_id', '=', restaurantId).executeTakeFirstOrThrow();
  const items = await database.db
    .selectFrom('menu_items')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('name', 'in', ['Hummus', 'Falafel'])
    .execute();
  await database.close();
  return { restaurantId, tableCode: table.code, itemIds: items.map((i) => i.id) };
}

type TSubmission = { key: string; body: object; answer?: { status: number; orderId: string } };

async function submit(baseUrl: string, restaurantId: string, s: TSubmission): Promise<{ status: number; orderId: string }> {
  const res = await fetch(`${baseUrl}/api/public/restaurants/${restaurantId}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': s.key },
    body: JSON.stringify(s.body),
  });
  const json = (await res.json()) as { orderId: string };
  if (res.status !== 201 && res.status !== 200) throw new Error(`unexpected ${res.status}: ${JSON.stringify(json)}`);
  return { status: res.status, orderId: json.orderId };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGKILL during 200 concurrent order submissions (SQLite)', () => {
  it('keeps every acknowledged order exactly once, and retries with the same keys create the rest once', { timeout: 120_000 }, async () => {
    const venue = await prepareDemoVenue();
    const first = await startServerProcess(env);
    servers.push(first);

    const lines = venue.itemIds.map((itemId) => ({ itemId, quantity: 1 }));
    const quote = await fetch(`${first.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'dine_in', tableCode: venue.tableCode, lines, paymentMethod: 'pay_later', customer: { name: 'Crash Test' } }),
    });
    expect(quote.status, await quote.clone().text()).toBe(200);
    const expectedTotal = ((await quote.json()) as { total: number }).total;
    const submissions: TSubmission[] = Array.from({ length: SUBMISSIONS }, (_, n) => ({
      key: `crash-${n}-${Math.random().toString(36).slice(2, 10)}`,
      body: {
        type: 'dine_in',
        tableCode: venue.tableCode,
        lines,
        paymentMethod: 'pay_later',
        customer: { name: 'Crash Test' },
        notes: `submission ${n}`,
        expectedTotal,
      },
    }));

    // Fire all at once; kill the server the moment a third of them have been acknowledged.
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      submissions.map(async (s) => {
        s.answer = await submit(first.baseUrl, venue.restaurantId, s);
        acknowledged += 1;
        if (acknowledged === Math.floor(SUBMISSIONS / 3)) killed = first.stop('SIGKILL');
      }),
    );
    await killed;
    const answeredBeforeKill = submissions.filter((s) => s.answer);
    expect(answeredBeforeKill.length).toBeGreaterThanOrEqual(Math.floor(SUBMISSIONS / 3));
    expect(answeredBeforeKill.length).toBeLessThan(SUBMISSIONS);

    // Restart on the same data and retry everything that got no answer, with the same key and body.
    const second = await startServerProcess(env);
    servers.push(second);
    for (const s of submissions.filter((x) => !x.answer)) s.answer = await submit(second.baseUrl, venue.restaurantId, s);
    // A retry of an acknowledged submission answers the order it acknowledged.
    for (const s of answeredBeforeKill.slice(0, 20)) {
      expect(await submit(second.baseUrl, venue.restaurantId, s)).toEqual({ status: 200, orderId: s.answer!.orderId });
    }
    await second.stop('SIGTERM');

    const db = new DatabaseSync(join(dataDir, 'menudelite.sqlite'), { readOnly: true });
    // The demo seed's own orders (an open bill, a tab) carry demo- keys: only this test's submissions are counted.
    const rows = db.prepare("select id, idempotency_key from orders where restaurant_id = ? and idempotency_key not like 'demo-%'").all(venue.restaurantId) as {
      id: string;
      idempotency_key: string;
    }[];
    db.close();
    const ids = rows.map((r) => r.id);
    for (const s of answeredBeforeKill) expect(ids.filter((id) => id === s.answer!.orderId)).toHaveLength(1);
    expect(rows).toHaveLength(new Set(submissions.map((s) => s.key)).size);
    expect(new Set(rows.map((r) => r.idempotency_key))).toEqual(new Set(submissions.map((s) => s.key)));
    expect(new Set(submissions.map((s) => s.answer!.orderId)).size).toBe(SUBMISSIONS);
  });
});
