import type { DatabaseSync } from 'node:sqlite';
import type { TCheckpointResult, TWorkerStats } from './protocol.ts';

/**
 * The writer's own checkpoint schedule. SQLite's automatic checkpoint (wal_autocheckpoint) runs
 * inside whichever COMMIT crosses the threshold, stalling that commit for up to tens of ms; it is
 * turned off (PRAGMA wal_autocheckpoint=0 in worker.ts) and a PASSIVE checkpoint runs here instead,
 * on the writer thread, between requests: after `everyCommits` write transactions, or
 * `intervalMs` after the first write since the last checkpoint. PASSIVE never waits for readers:
 * what a long report still reads stays in the WAL for the next round. journal_size_limit then
 * truncates the WAL file, so it stays bounded on disk.
 */
export function createCheckpointer(db: DatabaseSync, options: { everyCommits: number; intervalMs: number }) {
  const stats: TWorkerStats = { checkpoints: 0, maxCheckpointMs: 0, lastCheckpoint: null };
  const statement = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  let commits = 0;
  let timer: NodeJS.Timeout | undefined;
  let pending = false;

  function checkpoint(): TCheckpointResult | null {
    // A checkpoint inside an open transaction would fail (and must not split it): try again later.
    if (db.isTransaction) return null;
    clearTimeout(timer);
    timer = undefined;
    commits = 0;
    const started = performance.now();
    const result = statement.get() as TCheckpointResult;
    const took = performance.now() - started;
    stats.checkpoints += 1;
    stats.maxCheckpointMs = Math.max(stats.maxCheckpointMs, took);
    stats.lastCheckpoint = { busy: result.busy, log: result.log, checkpointed: result.checkpointed };
    return stats.lastCheckpoint;
  }

  /** Runs after the current request's answer has been posted, so no caller waits for it. */
  function soon(): void {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (checkpoint() === null) later();
    });
  }

  function later(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (checkpoint() === null) later();
    }, options.intervalMs);
    timer.unref();
  }

  return {
    stats,
    checkpoint,
    /** Called after each write transaction (or autocommit write) ended. */
    afterWrite(): void {
      commits += 1;
      if (commits >= options.everyCommits) soon();
      else later();
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
