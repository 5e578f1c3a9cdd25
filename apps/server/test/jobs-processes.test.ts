import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, nextOccurrences, type TJobRunner } from '../src/features/jobs/public.ts';
import { PURGE_JOB } from '../src/features/jobs/purges.ts';
import type { TDatabaseHandle } from '../src/db/database.ts';
import { createSharedDatabase, type TSharedDatabase } from './helpers/shared-database.ts';

const silent = { error: () => undefined, warn: () => undefined };
let shared: TSharedDatabase;
beforeAll(async () => {
  shared = await createSharedDatabase();
});
afterAll(() => shared.drop());

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function scheduleTwice(first: TDatabaseHandle, second: TDatabaseHandle, now: Date) {
  const runners = [first, second].map((handle) => {
    const runner = createJobRunner({ db: handle.db, log: silent, now: () => now });
    runner.define('test.nightly', async () => undefined);
    runner.addRecurring({
      name: 'nightly',
      cron: '0 3 * * *',
      kind: 'test.nightly',
      targets: async () => [
        { key: 'venue-malta', timeZone: 'Europe/Malta', payload: { venue: 'malta' } },
        { key: 'venue-tokyo', timeZone: 'Asia/Tokyo', payload: { venue: 'tokyo' } },
      ],
    });
    return runner;
  });
  const created = await Promise.all(runners.map((runner) => runner.scheduleRecurring()));
  expect(created[0]! + created[1]!).toBe(2);
  const jobs = await first.db.selectFrom('jobs').select(['run_at', 'unique_key', 'payload']).where('kind', '=', 'test.nightly').orderBy('run_at').execute();
  // 03:00 in Tokyo (UTC+9) on the 29th is 18:00 UTC on the 28th; in Malta the clocks go forward that night (UTC+2).
  expect(jobs.map((job) => job.run_at)).toEqual(['2026-03-28T18:00:00.000Z', '2026-03-29T01:00:00.000Z']);
  expect(jobs[1]!.unique_key).toBe('cron:nightly:venue-malta:2026-03-29T01:00:00.000Z');
  expect(JSON.parse(jobs[1]!.payload)).toEqual({ venue: 'malta' });
}

describe('jobs across processes', () => {
  it('two runners racing for 50 jobs run each exactly once, never two at once', async () => {
    // On PostgreSQL each runner has its own pool, as two server processes would; SQLite has one writer, so one connection.
    const first = shared.connect();
    const second: TDatabaseHandle = isPostgres ? shared.connect() : first;
    const kind = 'test.race';
    const runs = new Map<number, number>();
    const inFlight = new Set<number>();
    let overlaps = 0;
    const handler = async ({ n }: { n: number }) => {
      if (inFlight.has(n)) overlaps += 1;
      inFlight.add(n);
      await new Promise((resolve) => setTimeout(resolve, 2 + (n % 5)));
      runs.set(n, (runs.get(n) ?? 0) + 1);
      inFlight.delete(n);
    };
    const runners: TJobRunner[] = [first, second].map((handle) => {
      const runner = createJobRunner({ db: handle.db, log: silent, batchSize: 4 });
      runner.define(kind, handler);
      return runner;
    });
    for (let n = 0; n < 50; n++) await runners[0]!.enqueue(kind, { n });

    const counts = await Promise.all([runners[0]!.runDueJobs(), runners[1]!.runDueJobs(), runners[0]!.runDueJobs(), runners[1]!.runDueJobs()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    if (isPostgres) expect(Math.min(counts[0]! + counts[2]!, counts[1]! + counts[3]!)).toBeGreaterThan(0);
    expect(runs.size).toBe(50);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(overlaps).toBe(0);
    const statuses = await first.db.selectFrom('jobs').select('status').where('kind', '=', kind).execute();
    expect(statuses.every((row) => row.status === 'succeeded')).toBe(true);

    await first.close();
    if (second !== first) await second.close();
  });

  it('schedules each cron occurrence once however many processes schedule it', async () => {
    const first = shared.connect();
    const second: TDatabaseHandle = isPostgres ? shared.connect() : first;
    const now = new Date('2026-03-28T12:00:00.000Z');
    try {
      await scheduleTwice(first, second, now);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  });

  it('a job enqueued before a restart runs in the next process, started by the app itself', async () => {
    const before = await shared.openApp();
    const { id } = await before.deps.jobs.enqueue(PURGE_JOB, {});
    await before.close();

    const after = await shared.openApp({ JOBS_RUNNER: 'true', JOBS_POLL_MS: '50' });
    try {
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline) {
        status = (await after.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
        if (status === 'succeeded') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('succeeded');
    } finally {
      await after.close();
    }
  });
});

describe('cron in the venue’s time zone', () => {
  it('"every day at 03:00 in Europe/Malta" is 02:00 UTC in winter and 01:00 UTC in summer, across both DST changes', () => {
    const spring = nextOccurrences('0 3 * * *', 'Europe/Malta', new Date('2026-03-27T12:00:00Z'), 3).map((d) => d.toISOString());
    expect(spring).toEqual(['2026-03-28T02:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T01:00:00.000Z']);
    const autumn = nextOccurrences('0 3 * * *', 'Europe/Malta', new Date('2026-10-23T12:00:00Z'), 3).map((d) => d.toISOString());
    expect(autumn).toEqual(['2026-10-24T01:00:00.000Z', '2026-10-25T02:00:00.000Z', '2026-10-26T02:00:00.000Z']);
  });
});
