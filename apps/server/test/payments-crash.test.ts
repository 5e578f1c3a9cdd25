import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type TServerProcess } from '../../../scripts/lib/server-process.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createJobRunner } from '../src/features/jobs/public.ts';
import { RECONCILE_JOB } from '../src/features/payments/public.ts';

/**
 * Issue 9 section 1: kill the server (SIGKILL, a real process) between the provider's charge and
 * its commit, restart it, retry with the same Idempotency-Key: exactly one charge, and the order
 * paid. TEST_CRASH_AFTER_CHARGE makes the process kill itself right after a charge succeeds.
 */
const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-pay-crash-'));
const servers: TServerProcess[] = [];
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', COOKIE_SECURE: 'false', JWT_SECRET: 'payments-crash-test-secret-long-enough-for-hs256' };

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function prepareDemoVenue(): Promise<{ restaurantId: string; tableCode: string; lines: { itemId: string; quantity: number }[] }> {
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
  return { restaurantId, tableCode: table.code, lines: items.map((i) => ({ itemId: i.id, quantity: 1 })) };
}

const start = async (extra: Record<string, string> = {}) => {
  const server = await startServerProcess({ ...env, ...extra });
  servers.push(server);
  return server;
};

function post(server: TServerProcess, restaurantId: string, key: string, body: object) {
  return fetch(`${server.baseUrl}/api/public/restaurants/${restaurantId}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** What the database holds about one order key, read straight from the file (the server may be dead). */
function stateOf(restaurantId: string, key: string) {
  const db = new DatabaseSync(join(dataDir, 'menudelite.sqlite'), { readOnly: true });
  try {
    const order = db.prepare('select id, payment_status from orders where restaurant_id = ? and idempotency_key = ?').get(restaurantId, key) as
      { id: string; payment_status: string } | undefined;
    if (!order) return { order: null, attempts: [], charges: [], payments: 0, events: 0 };
    const attempts = db.prepare('select status, idempotency_key from payment_attempts where order_id = ? order by sequence').all(order.id) as {
      status: string;
      idempotency_key: string;
    }[];
    const charges = attempts.flatMap(
      (a) => db.prepare('select status from demo_charges where idempotency_key = ?').all(a.idempotency_key) as { status: string }[],
    );
    const payments = (db.prepare('select count(*) as n from payments where order_id = ?').get(order.id) as { n: number }).n;
    const events = (
      db.prepare(`select count(*) as n from staff_events where type = 'newOrderReceived' and payload like ?`).get(`%${order.id}%`) as { n: number }
    ).n;
    return { order, attempts: attempts.map((a) => a.status), charges: charges.map((c) => c.status), payments, events };
  } finally {
    db.close();
  }
}

/** Places a card order on a server that dies right after the charge: the request never gets an answer. */
async function crashAfterCharge(restaurantId: string, key: string, body: object) {
  const doomed = await start({ TEST_CRASH_AFTER_CHARGE: 'true' });
  await expect(post(doomed, restaurantId, key, body)).rejects.toThrow();
  await doomed.exited;
  expect(doomed.child.signalCode).toBe('SIGKILL');
  // Charged at the provider, but the charge was never committed on our side: the order is still held.
  const state = stateOf(restaurantId, key);
  expect(state).toMatchObject({ order: { payment_status: 'pending' }, attempts: ['pending'], charges: ['succeeded'], payments: 0, events: 0 });
  return state.order!.id;
}

type TSetup = { restaurantId: string; body: Record<string, unknown> };

/** Seeds the demo venue and asks a server for the card order's total. */
async function setUp(): Promise<TSetup> {
  const venue = await prepareDemoVenue();
  const probe = await start();
  const base = { type: 'dine_in', tableCode: venue.tableCode, lines: venue.lines, paymentMethod: 'card', customer: { name: 'Crash Test' } };
  const quote = await fetch(`${probe.baseUrl}/api/public/restaurants/${venue.restaurantId}/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(base),
  });
  expect(quote.status, await quote.clone().text()).toBe(200);
  const expectedTotal = ((await quote.json()) as { total: number }).total;
  await probe.stop('SIGTERM');
  return { restaurantId: venue.restaurantId, body: { ...base, expectedTotal, card: GOOD } };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGKILL between the card charge and its commit (SQLite, real processes)', () => {
  let setup: Promise<TSetup> | undefined;
  const ready = () => (setup ??= setUp());

  it('a retry with the same key after the restart pays the order with exactly one charge, with or without the card', { timeout: 120_000 }, async () => {
    const { restaurantId, body } = await ready();

    // 1. The diner retries with the card (same key, same body).
    const withCard = `pay-crash-card-${Date.now()}`;
    const firstId = await crashAfterCharge(restaurantId, withCard, body);
    let server = await start();
    const retried = await post(server, restaurantId, withCard, body);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await retried.json()).toMatchObject({ orderId: firstId, order: { paymentStatus: 'paid' } });
    expect(stateOf(restaurantId, withCard)).toMatchObject({
      order: { payment_status: 'paid' },
      attempts: ['succeeded'],
      charges: ['succeeded'],
      payments: 1,
      events: 1,
    });
    await server.stop('SIGTERM');

    // 2. The web client's resend after a lost answer carries no card: the provider's record settles it.
    const noCard = `pay-crash-nocard-${Date.now()}`;
    const secondId = await crashAfterCharge(restaurantId, noCard, body);
    server = await start();
    const { card: _card, ...withoutCard } = body;
    const resent = await post(server, restaurantId, noCard, withoutCard);
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect(await resent.json()).toMatchObject({ orderId: secondId, order: { paymentStatus: 'paid' } });
    expect(stateOf(restaurantId, noCard)).toMatchObject({
      order: { payment_status: 'paid' },
      attempts: ['succeeded'],
      charges: ['succeeded'],
      payments: 1,
      events: 1,
    });
    await server.stop('SIGTERM');
  });

  it('with no retry at all, the reconciliation job on the restarted server pays the order from the provider record', { timeout: 120_000 }, async () => {
    const { restaurantId, body } = await ready();
    const key = `pay-crash-job-${Date.now()}`;
    await crashAfterCharge(restaurantId, key, body);

    // The job runs every minute and leaves attempts younger than its grace period alone; queue one
    // run without the grace, as an admin's manual run would, and let the restarted server's runner take it.
    const database = openDatabase({ dataDir });
    await createJobRunner({ db: database.db, log: console }).enqueue(RECONCILE_JOB, { graceMs: 0 });
    await database.close();
    const server = await start({ JOBS_RUNNER: 'true', JOBS_POLL_MS: '100' });
    const deadline = Date.now() + 20_000;
    while (stateOf(restaurantId, key).order?.payment_status !== 'paid' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(stateOf(restaurantId, key)).toMatchObject({
      order: { payment_status: 'paid' },
      attempts: ['succeeded'],
      charges: ['succeeded'],
      payments: 1,
      events: 1,
    });

    // The diner's late retry answers the paid order and charges nothing more.
    const late = await post(server, restaurantId, key, body);
    expect(late.status).toBe(200);
    expect(stateOf(restaurantId, key).charges).toEqual(['succeeded']);
    await server.stop('SIGTERM');
  });
});
