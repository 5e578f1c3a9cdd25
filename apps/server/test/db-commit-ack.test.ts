import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { migrateToLatest, openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { buildApp } from '../src/app.ts';
import { createBatchWriter, MAX_QUEUED_ORDERS, RETRY_AFTER_SECONDS } from '../src/features/checkout/batch-writer.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

/**
 * The writer thread's COMMIT, held or failed on purpose (test hooks), proves that an order is
 * answered only after its COMMIT returned. Moving the batch writer's resolve before its commit
 * makes the first test fail (an answer arrives while the COMMIT is held).
 */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

/** A delivery location row of the test venue, as a small write for the batch tests. */
const spot = (restaurantId: string, id: string) => ({ id, restaurant_id: restaurantId, name: id, is_available: true, created_at: new Date().toISOString() });

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('an order is answered only after its COMMIT (SQLite writer thread)', () => {
  let t: TTestApp;
  let handle: TDatabaseHandle;
  let v: TOrderingVenue;
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-ack-'));

  beforeAll(async () => {
    handle = openDatabase({ dataDir, testHooks: true });
    await migrateToLatest(handle);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET: 'ack-test-secret-that-is-long-enough-for-hs256',
    });
    const { app, deps } = await buildApp(config, handle);
    // A route over a writer with room for two waiting jobs: the bounded queue's answer through the real error handler.
    const tiny = createBatchWriter(handle.db, 'sqlite', { maxQueued: 2 });
    app.post('/test/tiny-queue', async () => tiny.run(async (trx) => (await trx.selectFrom('restaurants').select('id').execute()).length));
    await app.ready();
    t = { app, deps, db: handle.db, close: async () => undefined };
    v = await createOrderingVenue(t);
  });
  afterAll(async () => {
    await handle.sqlite!.releaseCommits();
    await t.app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers nothing while the COMMIT is held, and the order once it is released', async () => {
    await handle.sqlite!.holdCommits();
    const answer = placeOrder(t, v.restaurantId, dineInBody(v));
    try {
      expect(await settledWithin(answer, 1000)).toBe(false);
      // Reads go to reader threads, not behind the held writer: the server still answers them.
      const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/checkout-options` });
      expect(menu.statusCode, menu.body).toBe(200);
      // Nothing is visible before COMMIT.
      expect((await orderSnapshot(t)).orders).toBe(0);
    } finally {
      await handle.sqlite!.releaseCommits();
    }
    const res = await answer;
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.db.selectFrom('orders').select('id').where('id', '=', res.json().orderId).execute();
    expect(stored).toHaveLength(1);
  });

  it('settles none of a batch of jobs run together while its COMMIT is held', async () => {
    const writer = createBatchWriter(handle.db, 'sqlite');
    const job = (id: string) => writer.run(async (trx) => (await trx.insertInto('delivery_locations').values(spot(v.restaurantId, id)).execute()).length);
    await handle.sqlite!.holdCommits();
    let together: Promise<number>[] = [];
    try {
      // The first job's batch holds the writer at COMMIT; six more gather behind it and then run as one batch.
      const first = job('ack-first');
      await new Promise((r) => setTimeout(r, 200));
      together = Array.from({ length: 6 }, (_, n) => job(`ack-together-${n}`));
      await handle.sqlite!.passHeldCommits();
      expect(await first).toBe(1);
      expect(await settledWithin(Promise.race(together), 800)).toBe(false);
    } finally {
      await handle.sqlite!.releaseCommits();
    }
    expect(await Promise.all(together)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('does not acknowledge an order whose COMMIT failed, and writes nothing of it', async () => {
    const before = await orderSnapshot(t);
    await handle.sqlite!.failNextCommit();
    const key = newKey();
    const res = await placeOrder(t, v.restaurantId, dineInBody(v), key);
    expect(res.statusCode, res.body).toBe(500);
    expect(res.json()).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(await orderSnapshot(t)).toEqual(before);
    // The same key again is a new attempt, and succeeds once.
    const retry = await placeOrder(t, v.restaurantId, dineInBody(v), key);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('answers 503 with Retry-After when the group-commit queue is full, and serves the queued jobs', async () => {
    expect(MAX_QUEUED_ORDERS).toBeGreaterThan(0);
    await handle.sqlite!.holdCommits();
    let answers;
    try {
      // The first job's batch is written (and held at COMMIT); two more wait in the queue; the fourth finds it full.
      const first = t.app.inject({ method: 'POST', url: '/test/tiny-queue' });
      await new Promise((r) => setTimeout(r, 200));
      const queued = [t.app.inject({ method: 'POST', url: '/test/tiny-queue' }), t.app.inject({ method: 'POST', url: '/test/tiny-queue' })];
      await new Promise((r) => setTimeout(r, 100));
      const refused = await t.app.inject({ method: 'POST', url: '/test/tiny-queue' });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      answers = Promise.all([first, ...queued]);
    } finally {
      await handle.sqlite!.releaseCommits();
    }
    expect((await answers).map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });
});
