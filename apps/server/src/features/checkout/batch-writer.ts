import { CompiledQuery } from 'kysely';
import type { TDb, TDialectName } from '../../db/database.ts';

export type TBatchJob<T> = (trx: TDb) => Promise<T>;
type TEntry = { job: TBatchJob<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

const MAX_BATCH = 64;
const SAVEPOINT = CompiledQuery.raw('savepoint order_job');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint order_job');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release savepoint order_job');

/**
 * Group commit for order writes on SQLite. node:sqlite is synchronous, so every COMMIT's fsync
 * (synchronous=FULL) stops the whole event loop; one transaction per order caps throughput at the
 * disk's fsync rate. Here orders that arrive while a commit is under way wait for the next one,
 * and all of them commit together: one fsync for the batch. Each order runs inside its own
 * savepoint, so one order's failure (a raced Idempotency-Key) rolls back only that order. Every
 * promise settles only after its batch's COMMIT returned: acknowledged still means committed.
 *
 * On PostgreSQL each order is its own transaction on a pooled connection (the server already
 * groups concurrent commits, and one batch holding several venues' locks could deadlock with
 * another process's batch).
 */
export function createBatchWriter(db: TDb, dialect: TDialectName) {
  const queue: TEntry[] = [];
  let flushing = false;

  async function runBatch(batch: TEntry[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const entry of batch) {
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await entry.job(trx) });
          } catch (error) {
            await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
            outcomes.push({ ok: false, error });
          }
          await trx.executeQuery(RELEASE_SAVEPOINT);
        }
      });
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
      return new Promise<T>((resolve, reject) => {
        queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
        if (!flushing) {
          flushing = true;
          // Let requests already parsed in this turn of the event loop join the first batch.
          setImmediate(() => void flush());
        }
      });
    },
  };
}
export type TBatchWriter = ReturnType<typeof createBatchWriter>;
