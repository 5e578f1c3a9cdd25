import type { DatabaseSync } from 'node:sqlite';
import type { TCheckpointResult, TWorkerStats } from './protocol.ts';

/**
 * The writer's own checkpoint schedule. SQLite's automatic checkpoint (wal_autocheckpoint) runs
 * inside whichever COMMIT crosses the threshold, stalling that commit for up to tens of ms; it is
 * turned off (PRAGMA wal_autocheckpoint=0 in worker.ts) and a PASSIVE checkpoint runs here instead,
 * on the writer thread right after a COMMIT has been answered: after `everyCommits` write
 * transactions, or once `intervalMs` have passed since the last checkpoint. PASSIVE never waits for readers:
 * what a long report still reads stays in the WAL for the next round. journal_size_limit then
 * truncates the WAL file, so it stays bounded on disk.
 */
export function createCheckpointer(db: DatabaseSync, options: { everyCommits: number; intervalMs: number }) {
  const stats: TWorkerStats = { checkpoints: 0, maxCheckpointMs: 0, lastCheckpoint: null };
  const statement = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  let commits = 0;
  let last = performance.now();
  let timer: NodeJS.Timeout | undefined;

  function checkpoint(): TCheckpointResult | null {
    // A checkpoint inside an open transaction would fail (and must not split it): the next commit runs it.
    if (db.isTransaction) return null;
    clearTimeout(timer);
    timer = undefined;
    commits = 0;
    const started = performance.now();
    const result = statement.get() as TCheckpointResult;
    last = performance.now();
    stats.checkpoints += 1;
    stats.maxCheckpointMs = Math.max(stats.maxCheckpointMs, last - started);
    stats.lastCheckpoint = { busy: result.busy, log: result.log, checkpointed: result.checkpointed };
    return stats.lastCheckpoint;
  }

  return {
    stats,
    checkpoint,
    /**
     * Called after each write transaction (or autocommit write) ended, once its answer is posted:
     * the caller is not kept waiting, the next transaction is. Under steady load that is every
     * `intervalMs`; after a last write, a timer catches the tail.
     */
    afterWrite(): void {
      commits += 1;
      if (commits >= options.everyCommits || performance.now() - last >= options.intervalMs) {
        checkpoint();
        return;
      }
      if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          checkpoint();
        }, options.intervalMs);
        timer.unref();
      }
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
