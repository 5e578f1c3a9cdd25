import type { TDb, TDialectName } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

export type TBatchJob<T> = (trx: TDb) => Promise<T>;
type TEntry = { job: TBatchJob<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type TOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const MAX_BATCH = 64;
/**
 * Orders waiting for a batch, at most. At ~2,000 orders/s this is a quarter of a second of
 * backlog; past it the server is overloaded and says so (503 with Retry-After) instead of letting
 * every waiting diner's latency grow without bound.
 */
export const MAX_QUEUED_ORDERS = 512;
export const RETRY_AFTER_SECONDS = 1;

export class QueueFullError extends AppError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super('SERVICE_UNAVAILABLE', 'The server is busy. Please try again in a moment.');
  }
}

/**
 * Group commit for order writes on SQLite. COMMIT with synchronous=FULL waits for an fsync (in
 * the database's writer thread, never on the event loop); one transaction per order would cap
 * throughput at the disk's fsync rate. Here orders that arrive while a commit is under way wait
 * for the next one, and all of them commit together: one fsync for the batch. The jobs of a batch
 * run at once (runTogether); if one fails, the batch runs again job by job, each inside its own
 * savepoint (Kysely's savepoint API), so one order's failure (a raced Idempotency-Key) rolls back
 * only that order. Every promise settles only after its batch's
 * COMMIT returned: acknowledged still means committed (test: db-commit-ack.test.ts).
 *
 * On PostgreSQL each order is its own transaction on a pooled connection (the server already
 * groups concurrent commits, and one batch holding several venues' locks could deadlock with
 * another process's batch).
 */
export function createBatchWriter(db: TDb, dialect: TDialectName, options: { maxQueued?: number } = {}) {
  const maxQueued = options.maxQueued ?? MAX_QUEUED_ORDERS;
  const queue: TEntry[] = [];
  let flushing = false;

  /**
   * The fast path: every job of the batch runs at once in one transaction, their statements
   * interleaved, so the batch takes as many round trips to the writer thread as its longest job
   * has statements, not the sum of all of them (each round trip waits for a turn of the busy
   * event loop). Without savepoints one job's failure cannot be undone alone: then the whole
   * transaction is rolled back and the batch runs again job after job (null). Hence the rule for
   * jobs: each statement must stand on its own (an upsert with RETURNING, an insert), never a
   * read of a row another job of the batch may change followed by a write based on it; and a job
   * may run twice, only its last run counting.
   */
  async function runTogether(batch: TEntry[]): Promise<TOutcome[] | null> {
    const trx = await db.startTransaction().execute();
    try {
      const settled = await Promise.allSettled(batch.map((entry) => entry.job(trx)));
      if (settled.some((s) => s.status === 'rejected')) {
        await trx.rollback().execute();
        return null;
      }
      await trx.commit().execute();
      return settled.map((s) => ({ ok: true, value: (s as PromiseFulfilledResult<unknown>).value }));
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
  }

  /** The careful path: job after job, each in its own savepoint (Kysely's savepoint API). */
  async function runJobs(batch: TEntry[]): Promise<TOutcome[]> {
    const outcomes: TOutcome[] = [];
    const trx = await db.startTransaction().execute();
    try {
      for (const entry of batch) {
        const inJob = await trx.savepoint('order_job').execute();
        try {
          outcomes.push({ ok: true, value: await entry.job(inJob) });
          await inJob.releaseSavepoint('order_job').execute();
        } catch (error) {
          await inJob.rollbackToSavepoint('order_job').execute();
          await inJob.releaseSavepoint('order_job').execute();
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
    return outcomes;
  }

  async function runBatch(batch: TEntry[]): Promise<void> {
    let outcomes: TOutcome[];
    try {
      outcomes = (batch.length > 1 ? await runTogether(batch) : null) ?? (await runJobs(batch));
    } catch (error) {
      // The COMMIT (or the transaction itself) failed: nothing of this batch was written.
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) await runBatch(queue.splice(0, MAX_BATCH));
    flushing = false;
  }

  return {
    run<T>(job: TBatchJob<T>): Promise<T> {
      if (dialect === 'postgres') return db.transaction().execute(job);
      if (queue.length >= maxQueued) return Promise.reject(new QueueFullError());
      return new Promise<T>((resolve, reject) => {
        queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
        if (!flushing) {
          flushing = true;
          // Let requests already parsed in this turn of the event loop join the first batch.
          setImmediate(() => void flush());
        }
      });
    },
    /** Orders waiting for a batch (not counting the batch being written). */
    get queued(): number {
      return queue.length;
    },
  };
}
export type TBatchWriter = ReturnType<typeof createBatchWriter>;
