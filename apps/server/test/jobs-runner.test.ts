import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type TJobRunner } from '../src/features/jobs/public.ts';
import { backoffDelayMs } from '../src/features/jobs/backoff.ts';
import type { TDb } from '../src/db/database.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

const silent = { error: () => undefined, warn: () => undefined };
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let kindCounter = 0;
/** A job kind of its own per test, so runners of different tests never take each other's jobs. */
const freshKind = () => `test.kind-${++kindCounter}-${Date.now()}`;

function runnerAt(clock: { now: Date }, db: TDb = t.db, leaseMs?: number): TJobRunner {
  return createJobRunner({ db, log: silent, now: () => clock.now, ...(leaseMs ? { leaseMs } : {}) });
}
const jobRow = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('durable jobs', () => {
  it('runs a due job once with its payload, and a unique key enqueues only once', async () => {
    const clock = { now: new Date() };
    const runner = runnerAt(clock);
    const kind = freshKind();
    const seen: unknown[] = [];
    runner.define(kind, async (payload) => void seen.push(payload));
    const first = await runner.enqueue(kind, { to: 'x' }, { uniqueKey: `${kind}:once` });
    const again = await runner.enqueue(kind, { to: 'y' }, { uniqueKey: `${kind}:once` });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);

    expect(await runner.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ to: 'x' }]);
    expect(await jobRow(first.id)).toMatchObject({ status: 'succeeded', attempts: 1, locked_by: null, last_error: null });
    expect(await runner.runDueJobs()).toBe(0);
  });

  it('waits for run_at', async () => {
    const clock = { now: new Date('2030-01-01T10:00:00.000Z') };
    const runner = runnerAt(clock);
    const kind = freshKind();
    let runs = 0;
    runner.define(kind, async () => void runs++);
    await runner.enqueue(kind, {}, { runAt: '2030-01-01T10:05:00.000Z' });
    expect(await runner.runDueJobs()).toBe(0);
    clock.now = new Date('2030-01-01T10:05:00.000Z');
    expect(await runner.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
  });

  it('enqueues in the caller’s transaction: a rolled-back change leaves no job', async () => {
    const runner = runnerAt({ now: new Date() });
    const kind = freshKind();
    runner.define(kind, async () => undefined);
    let id = '';
    await expect(
      t.db.transaction().execute(async (trx) => {
        id = (await runner.enqueue(kind, {}, {}, trx)).id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('retries a failing job with backoff, then fails it with the last error; the runner itself never throws', async () => {
    const clock = { now: new Date('2030-02-01T00:00:00.000Z') };
    const runner = runnerAt(clock);
    const kind = freshKind();
    let calls = 0;
    runner.define(kind, async () => {
      calls += 1;
      throw new Error(`SMTP said no (${calls})`);
    });
    const { id } = await runner.enqueue(kind, {}, { maxAttempts: 3, backoffMs: 1000 });

    await expect(runner.runDueJobs()).resolves.toBe(1);
    const afterOne = await jobRow(id);
    expect(afterOne).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP said no (1)', locked_by: null });
    const delay1 = Date.parse(afterOne.run_at) - clock.now.getTime();
    expect(delay1).toBeGreaterThanOrEqual(500);
    expect(delay1).toBeLessThanOrEqual(1000);
    expect(await runner.runDueJobs()).toBe(0);

    clock.now = new Date(afterOne.run_at);
    await runner.runDueJobs();
    const afterTwo = await jobRow(id);
    const delay2 = Date.parse(afterTwo.run_at) - clock.now.getTime();
    expect(delay2).toBeGreaterThanOrEqual(1000);
    expect(delay2).toBeLessThanOrEqual(2000);

    clock.now = new Date(afterTwo.run_at);
    await runner.runDueJobs();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'SMTP said no (3)' });
    clock.now = new Date(clock.now.getTime() + 86_400_000);
    expect(await runner.runDueJobs()).toBe(0);
    expect(calls).toBe(3);
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(backoffDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelayMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffDelayMs(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelayMs(30, 1000, 60_000, () => 0)).toBe(30_000);
  });

  it('takes a job again when the lease of the process that held it ran out, never while it lasts', async () => {
    const clock = { now: new Date('2030-03-01T00:00:00.000Z') };
    const kind = freshKind();
    const dead = runnerAt(clock, t.db, 60_000);
    dead.define(kind, async () => undefined);
    const { id } = await dead.enqueue(kind, {});
    // The "dead" process claims the job and never finishes it: simulate by claiming through a handler that hangs.
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead-process', locked_until: '2030-03-01T00:01:00.000Z', attempts: 1 })
      .where('id', '=', id)
      .execute();

    const alive = runnerAt(clock);
    let runs = 0;
    alive.define(kind, async () => void runs++);
    expect(await alive.runDueJobs()).toBe(0);
    clock.now = new Date('2030-03-01T00:01:00.001Z');
    expect(await alive.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('fails rather than reruns a job whose lease ran out on its last attempt', async () => {
    const clock = { now: new Date('2030-04-01T00:00:00.000Z') };
    const runner = runnerAt(clock);
    const kind = freshKind();
    runner.define(kind, async () => undefined);
    const { id } = await runner.enqueue(kind, {}, { maxAttempts: 2 });
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead-process', locked_until: '2030-03-31T00:00:00.000Z', attempts: 2 })
      .where('id', '=', id)
      .execute();
    expect(await runner.runDueJobs()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', last_error: expect.stringContaining('lease expired') });
  });

  it('leaves jobs of kinds it does not know to the runners that do', async () => {
    const runner = runnerAt({ now: new Date() });
    const { id } = await runner.enqueue(freshKind(), {});
    expect(await runner.runDueJobs()).toBe(0);
    expect((await jobRow(id)).status).toBe('queued');
  });

  it('stop() waits for the job in hand, up to its deadline', async () => {
    const runner = createJobRunner({ db: t.db, log: silent, pollMs: 20 });
    const kind = freshKind();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    runner.define(kind, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    const { id } = await runner.enqueue(kind, {});
    runner.start();
    await running;
    await runner.stop(5000);
    expect(finished).toBe(true);
    expect((await jobRow(id)).status).toBe('succeeded');

    const slow = createJobRunner({ db: t.db, log: silent, pollMs: 20 });
    const slowKind = freshKind();
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    slow.define(slowKind, async () => {
      slowStarted();
      await new Promise((resolve) => setTimeout(resolve, 2000));
    });
    await slow.enqueue(slowKind, {});
    slow.start();
    await slowRunning;
    const before = Date.now();
    await slow.stop(100);
    expect(Date.now() - before).toBeLessThan(1000);
  });
});
