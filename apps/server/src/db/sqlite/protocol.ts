/**
 * Messages between the main thread's Kysely driver (driver.ts) and the database worker threads
 * (worker.ts). Types only, so both sides load it without cost.
 */

export type TSqliteValue = null | number | bigint | string | Uint8Array;

/** One statement: its SQL text and its parameters, already mapped to what node:sqlite binds. */
export type TStatement = { sql: string; params: TSqliteValue[] };

/** The last statement's answer; earlier statements of the same request are control statements whose answers nobody needs. */
export type TStatementResult = { rows: unknown[] } | { rows?: undefined; changes: number; lastInsertRowid: number | bigint };

export type TRequest =
  /**
   * inTransaction: the holder believes a transaction is open (its BEGIN may lead this request). If
   * SQLite ended it (an I/O error rolls the whole transaction back), the statements are refused
   * instead of quietly running and committing one by one.
   */
  | { id: number; kind: 'run'; statements: TStatement[]; inTransaction?: boolean }
  /** Independent writes committed together: each answers on its own (a failed one is undone alone); all wait for the one COMMIT. */
  | { id: number; kind: 'group'; statements: TStatement[] }
  /** Reads, each answering on its own (a reader's batch: one message for all reads that waited for it). */
  | { id: number; kind: 'reads'; statements: TStatement[] }
  /** Test hooks (only when the worker was started with testHooks): hold every COMMIT until released, or fail the next one. */
  | { id: number; kind: 'hold-commits' | 'release-commits' | 'pass-held-commits' | 'fail-next-commit' }
  | { id: number; kind: 'checkpoint' }
  | { id: number; kind: 'stats' }
  | { id: number; kind: 'close' };

export type TErrorShape = { message: string; code?: string; errcode?: number; errstr?: string };

export type TResponse =
  | { id: number; ok: true; result?: TStatementResult; group?: TGroupOutcome[]; stats?: TWorkerStats }
  | { id: number; ok: false; error: TErrorShape }
  /** Sent once, when the connection is open and configured. */
  | { id: 0; ready: true };

/** `ms`: how long the statement ran (reads only), so the driver can learn which reads are long. */
export type TGroupOutcome = { ok: true; result: TStatementResult; ms?: number } | { ok: false; error: TErrorShape };

export type TCheckpointResult = { busy: number; log: number; checkpointed: number };

export type TWorkerStats = {
  checkpoints: number;
  /** The longest checkpoint so far, in ms (it runs on the writer thread, never on the event loop). */
  maxCheckpointMs: number;
  lastCheckpoint: TCheckpointResult | null;
};

export type TWorkerRole = 'writer' | 'reader';

export type TWorkerOptions = {
  path: string;
  role: TWorkerRole;
  testHooks: boolean;
  /** Writer only: checkpoint once this many commits have happened since the last one... */
  checkpointEveryCommits: number;
  /** ...or this many ms after a write, whichever comes first. */
  checkpointIntervalMs: number;
  /** Readers only: the thread's nice value (the slow lane runs long reports below the event loop's priority). */
  nice?: number;
};
