import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string | null) {
    super(
      `DATA_DIR ${resolve(dataDir)} is already in use by another MenuDelite server${holder ? ` (pid ${holder})` : ''}. ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type TDataDirLock = { release: () => void };

/** Locks this process holds, by directory: a second handle in the same process (a test's second app) shares the lock. */
const held = new Map<string, { count: number; release: () => void }>();

/**
 * One server per DATA_DIR. The lock is SQLite's own exclusive file lock on `menudelite.lock`
 * (an fcntl lock): the kernel drops it when the process ends in any way, SIGKILL included, so
 * there is no stale lock to detect or clean, and a crashed server restarts at once. The pid file
 * beside it only names the holder in the message. The lock is per process: handles opened in the
 * same process share it until the last one is released.
 */
export function lockDataDir(dataDir: string): TDataDirLock {
  const key = resolve(dataDir);
  let entry = held.get(key);
  if (!entry) {
    entry = { count: 0, release: takeLock(dataDir) };
    held.set(key, entry);
  }
  entry.count += 1;
  const shared = entry;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      shared.count -= 1;
      if (shared.count === 0) {
        held.delete(key);
        shared.release();
      }
    },
  };
}

function takeLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'menudelite.lock');
  const pidPath = join(dataDir, 'menudelite.pid');
  const db = new DatabaseSync(lockPath, { timeout: 0 });
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */) throw new DataDirLockedError(dataDir, readHolder(pidPath));
    throw error;
  }
  writeFileSync(pidPath, `${process.pid}\n`);
  return () => {
    rmSync(pidPath, { force: true });
    db.close();
  };
}

function readHolder(pidPath: string): string | null {
  try {
    return readFileSync(pidPath, 'utf8').trim() || null;
  } catch {
    return null;
  }
}
