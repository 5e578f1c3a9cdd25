import { hostname } from 'node:os';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { backoffDelayMs } from './backoff.ts';
import { assertValidSchedule, nextOccurrences } from './cron.ts';
import * as repo from './repository.ts';

export type TJobContext = { id: string; kind: string; attempt: number; maxAttempts: number };
export type TJobHandler<P = any> = (payload: P, job: TJobContext) => Promise<void>;
export type TJobKindOptions = { maxAttempts?: number; backoffMs?: number };
export type TEnqueueOptions = { runAt?: Date | string; uniqueKey?: string; maxAttempts?: number; backoffMs?: number };
export type TEnqueued = { id: string; created: boolean };

/** What features need to put work on the queue. Pass the caller's transaction to enqueue atomically with its change. */
export type TJobQueue = {
  enqueue: (kind: string, payload: unknown, options?: TEnqueueOptions, trx?: TDb) => Promise<TEnqueued>;
};

/** One occurrence target of a recurring job: the platform (UTC), or one venue in its own time zone. */
export type TScheduleTarget = { key: string; timeZone: string; payload: unknown };
export type TRecurringJob = {
  /** Stable name; part of each occurrence's unique key. */
  name: string;
  /** Cron pattern on the target's wall clock, e.g. '0 3 * * *' (every day at 03:00). */
  cron: string;
  kind: string;
  targets: () => Promise<TScheduleTarget[]>;
};

export type TJobLog = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type TJobRunnerOptions = {
  db: TDb;
  log: TJobLog;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  backoffCapMs?: number;
  /** Set by tests to pin the clock of runDueJobs. */
  now?: () => Date;
};

export const DEFAULT_MAX_ATTEMPTS = 8;
export const DEFAULT_BACKOFF_MS = 10_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BACKOFF_CAP_MS = 60 * 60_000;
const SCHEDULE_EVERY_MS = 60_000;
const LAST_ERROR_MAX = 2000;

export type TJobRunner = ReturnType<typeof createJobRunner>;

/**
 * The one durable job runner (docs/decisions.md "Durable jobs"). Jobs live in the jobs table, so they
 * survive restarts; a runner leases the jobs it claims (locked_until) and keeps renewing the lease
 * while a handler runs, so no two runners ever run one job at once, while a job whose process
 * died is taken again when its lease runs out. Failures retry with capped exponential backoff and
 * jitter; after max attempts the job is failed with its last error, for the admin to retry.
 */
export function createJobRunner(options: TJobRunnerOptions) {
  const { db, log } = options;
  const runnerId = `${hostname()}:${process.pid}:${newId().slice(-12)}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  const backoffCapMs = options.backoffCapMs ?? DEFAULT_BACKOFF_CAP_MS;
  const now = options.now ?? (() => new Date());
  const handlers = new Map<string, { handle: TJobHandler; options: TJobKindOptions }>();
  const recurring: TRecurringJob[] = [];
  /** Occurrences this process already put in the table (the unique key makes repeats harmless; this just saves writes). */
  const scheduled = new Set<string>();
  let lastScheduledAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  /** Set by stop(): a batch in hand finishes, no new one is claimed. */
  let closing = false;
  const isClosing = () => closing;

  async function enqueue(kind: string, payload: unknown, opts: TEnqueueOptions = {}, trx?: TDb): Promise<TEnqueued> {
    const defaults = handlers.get(kind)?.options ?? {};
    const at = now().toISOString();
    const id = newId();
    const runAt = opts.runAt === undefined ? at : new Date(opts.runAt).toISOString();
    const created = await repo.insertJob(trx ?? db, {
      id,
      kind,
      payload: JSON.stringify(payload ?? null),
      status: 'queued',
      run_at: runAt,
      attempts: 0,
      max_attempts: opts.maxAttempts ?? defaults.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff_ms: opts.backoffMs ?? defaults.backoffMs ?? DEFAULT_BACKOFF_MS,
      unique_key: opts.uniqueKey ?? null,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    });
    // Outside a caller's transaction the row is visible at once: look for it soon instead of at the next poll.
    if (created && !trx && !stopped && runAt <= at) wake();
    return { id, created };
  }

  /** Runs one claimed job; whatever the handler does, this resolves (a failing job never crashes the process). */
  async function runOne(job: repo.TJobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const renew = setInterval(
      () => {
        void repo
          .renewLease(db, job.id, runnerId, new Date(Date.now() + leaseMs).toISOString())
          .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'renewing a job lease failed'));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    try {
      await handler.handle(JSON.parse(job.payload), { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.max_attempts });
      clearInterval(renew);
      await repo.finishJob(db, job.id, runnerId, { status: 'succeeded', lastError: null, now: now().toISOString() });
    } catch (error) {
      clearInterval(renew);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
      const at = now();
      if (job.attempts >= job.max_attempts) {
        log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good');
        await repo.finishJob(db, job.id, runnerId, { status: 'failed', lastError: message, now: at.toISOString() });
      } else {
        const delay = backoffDelayMs(job.attempts, job.backoff_ms, backoffCapMs);
        log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay }, 'job failed; will retry');
        const runAt = new Date(at.getTime() + delay).toISOString();
        await repo.finishJob(db, job.id, runnerId, { status: 'queued', runAt, lastError: message, now: at.toISOString() });
      }
    }
  }

  /**
   * Claims and runs due jobs until none is left; answers how many ran. The timer calls this, and so
   * can tests, for a deterministic run without the timer.
   */
  async function runDueJobs(): Promise<number> {
    let count = 0;
    const kinds = [...handlers.keys()];
    if (!(await repo.hasWork(db, kinds, now().toISOString()))) return 0;
    await repo.failExhaustedLeases(db, now().toISOString());
    while (!isClosing()) {
      const at = now();
      const jobs = await repo.claimDueJobs(db, {
        runnerId,
        kinds,
        now: at.toISOString(),
        leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
        limit: batchSize,
      });
      if (jobs.length === 0) return count;
      await Promise.all(jobs.map((job) => runOne(job).catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'recording a job result failed'))));
      count += jobs.length;
    }
    return count;
  }

  /** Puts the next occurrence of every recurring job in the table, once per occurrence across all processes. */
  async function scheduleRecurring(): Promise<number> {
    let created = 0;
    const at = now();
    for (const job of recurring) {
      for (const target of await job.targets()) {
        const [next] = nextOccurrences(job.cron, target.timeZone, at, 1);
        if (!next) continue;
        const uniqueKey = `cron:${job.name}:${target.key}:${next.toISOString()}`;
        if (scheduled.has(uniqueKey)) continue;
        if ((await enqueue(job.kind, target.payload, { runAt: next, uniqueKey })).created) created += 1;
        scheduled.add(uniqueKey);
      }
    }
    lastScheduledAt = Date.now();
    return created;
  }

  async function tick(): Promise<void> {
    try {
      if (Date.now() - lastScheduledAt >= SCHEDULE_EVERY_MS) await scheduleRecurring();
      await runDueJobs();
    } catch (error) {
      log.error({ err: error }, 'job runner tick failed; trying again at the next poll');
    }
  }

  function loop(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = tick().finally(() => {
        running = null;
        loop(pollMs);
      });
    }, delay);
  }

  function wake() {
    if (stopped || running || !timer) return;
    clearTimeout(timer);
    loop(0);
  }

  return {
    runnerId,
    enqueue,
    /** Look for due jobs now rather than at the next poll (after a transaction that enqueued one committed). */
    wake,
    runDueJobs,
    scheduleRecurring,
    define<P>(kind: string, handle: TJobHandler<P>, kindOptions: TJobKindOptions = {}) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
      handlers.set(kind, { handle, options: kindOptions });
    },
    addRecurring(job: TRecurringJob) {
      assertValidSchedule(job.cron, 'UTC');
      recurring.push(job);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      loop(0);
    },
    /** Stops polling and waits for the jobs in hand, at most `deadlineMs`; an unfinished job's lease lets another process take it. */
    async stop(deadlineMs = 10_000): Promise<void> {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!running) return;
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (deadline = setTimeout(resolve, deadlineMs)))]);
      clearTimeout(deadline);
    },
  };
}
