/**
 * A database worker thread: owns one node:sqlite connection, so no statement, fsync or
 * checkpoint ever runs on the server's event loop. The writer (one per database) holds the only
 * read-write connection; readers hold read-only ones for autocommit SELECTs. Requests are
 * answered strictly in arrival order.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { createCheckpointer } from './checkpoint.ts';
import type { TErrorShape, TGroupOutcome, TRequest, TResponse, TStatement, TStatementResult, TWorkerOptions } from './protocol.ts';
import { createStatementRunner } from './statements.ts';

const options = workerData as TWorkerOptions;
const port = parentPort!;
const writer = options.role === 'writer';

const db = writer ? new DatabaseSync(options.path) : new DatabaseSync(options.path, { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
if (writer) {
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // Checkpoints run on our schedule (checkpoint.ts), never inside a commit.
  db.exec('PRAGMA wal_autocheckpoint = 0');
  // After a checkpoint resets the WAL, SQLite truncates the file to this size: it stays bounded on disk.
  db.exec('PRAGMA journal_size_limit = 16777216');
}
const statements = createStatementRunner(db);
if (options.nice) lowerThreadPriority(options.nice);

/**
 * Linux: this thread alone (a thread is a task with its own id, /proc/thread-self) runs at a
 * higher nice value, so a long report yields the CPU to the event loop and the writer. Elsewhere
 * it runs at normal priority.
 */
function lowerThreadPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) setPriority(tid, nice);
  } catch {
    // no /proc or not allowed: normal priority
  }
}
const checkpointer = writer ? createCheckpointer(db, { everyCommits: options.checkpointEveryCommits, intervalMs: options.checkpointIntervalMs }) : null;

// Test hooks (testHooks only): COMMITs held until released, or the next COMMIT made to fail.
let holdCommits = false;
let failNextCommit = false;
const held: TRequest[] = [];

function send(response: TResponse): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
  port.postMessage(response);
}

function errorShape(error: unknown): TErrorShape {
  const e = error as { message?: unknown; code?: unknown; errcode?: unknown; errstr?: unknown };
  return {
    message: typeof e?.message === 'string' ? e.message : String(error),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.errcode === 'number' ? { errcode: e.errcode } : {}),
    ...(typeof e?.errstr === 'string' ? { errstr: e.errstr } : {}),
  };
}

const isCommit = (statement: TStatement) => statement.sql === 'commit';
/** A request that ends in a COMMIT: held by the hold-commits hook. */
const commits = (request: TRequest) => request.kind === 'group' || (request.kind === 'run' && request.statements.some(isCommit));

function runOne(statement: TStatement): TStatementResult {
  // A ROLLBACK after a failed BEGIN or COMMIT that already ended the transaction has nothing to undo.
  if (statement.sql === 'rollback' && !db.isTransaction) return { changes: 0, lastInsertRowid: 0 };
  if (failNextCommit && isCommit(statement)) {
    failNextCommit = false;
    throw Object.assign(new Error('COMMIT failed (test hook)'), { code: 'ERR_SQLITE_ERROR', errcode: 10, errstr: 'disk I/O error' });
  }
  return statements.run(statement);
}

/** Statements run in order; the first failure stops the request and is its answer. */
function runStatements(id: number, list: TStatement[], inTransaction: boolean): void {
  let result: TStatementResult | undefined;
  try {
    for (const statement of list) {
      if (inTransaction && !db.isTransaction && statement.sql !== 'begin immediate' && statement.sql !== 'rollback') {
        throw Object.assign(new Error('the transaction was already rolled back by an earlier error'), { code: 'ERR_SQLITE_ERROR' });
      }
      result = runOne(statement);
    }
    send({ id, ok: true, result: result! });
  } catch (error) {
    send({ id, ok: false, error: errorShape(error) });
  }
  if (checkpointer && !db.isTransaction) checkpointer.afterWrite();
}

/**
 * Group commit of autocommit writes: one BEGIN ... COMMIT (one fsync) for writes that arrived
 * together. A statement that fails is undone alone (SQLite's statement rollback) and answers its
 * error; if the failure ended the whole transaction, or BEGIN or COMMIT fails, every statement
 * answers that error, since none of them was written.
 */
function runGroup(id: number, list: TStatement[]): void {
  const outcomes: TGroupOutcome[] = [];
  try {
    runOne({ sql: 'begin immediate', params: [] });
    for (const statement of list) {
      try {
        outcomes.push({ ok: true, result: statements.run(statement) });
      } catch (error) {
        if (!db.isTransaction) throw error;
        outcomes.push({ ok: false, error: errorShape(error) });
      }
    }
    runOne({ sql: 'commit', params: [] });
    send({ id, ok: true, group: outcomes });
  } catch (error) {
    if (db.isTransaction) db.exec('rollback');
    send({ id, ok: false, error: errorShape(error) });
  }
  checkpointer?.afterWrite();
}

function runReads(id: number, list: TStatement[]): void {
  const outcomes: TGroupOutcome[] = list.map((statement) => {
    try {
      const started = performance.now();
      const result = statements.run(statement);
      return { ok: true, result, ms: performance.now() - started };
    } catch (error) {
      return { ok: false, error: errorShape(error) };
    }
  });
  send({ id, ok: true, group: outcomes });
}

function handle(request: TRequest): void {
  switch (request.kind) {
    case 'run':
      return runStatements(request.id, request.statements, request.inTransaction ?? false);
    case 'group':
      return runGroup(request.id, request.statements);
    case 'reads':
      return runReads(request.id, request.statements);
    case 'checkpoint': {
      const result = checkpointer?.checkpoint() ?? null;
      return send({ id: request.id, ok: true, stats: { ...(checkpointer?.stats ?? { checkpoints: 0, maxCheckpointMs: 0 }), lastCheckpoint: result } });
    }
    case 'stats':
      return send({ id: request.id, ok: true, stats: checkpointer?.stats ?? { checkpoints: 0, maxCheckpointMs: 0, lastCheckpoint: null } });
    case 'close':
      checkpointer?.stop();
      if (writer && !db.isTransaction) checkpointer?.checkpoint();
      db.close();
      send({ id: request.id, ok: true });
      port.close();
      return;
    default:
      return handleHook(request);
  }
}

function handleHook(request: Extract<TRequest, { kind: 'hold-commits' | 'release-commits' | 'pass-held-commits' | 'fail-next-commit' }>): void {
  if (!options.testHooks) return send({ id: request.id, ok: false, error: { message: 'test hooks are off' } });
  if (request.kind === 'fail-next-commit') failNextCommit = true;
  if (request.kind === 'hold-commits') holdCommits = true;
  send({ id: request.id, ok: true });
  if (request.kind === 'release-commits') holdCommits = false;
  // pass-held-commits lets the COMMITs held so far through and keeps holding the next ones.
  if (request.kind === 'release-commits' || request.kind === 'pass-held-commits') {
    while (held.length > 0) handle(held.shift()!);
  }
}

port.on('message', (request: TRequest) => {
  const isHook =
    request.kind === 'release-commits' || request.kind === 'pass-held-commits' || request.kind === 'hold-commits' || request.kind === 'fail-next-commit';
  // Behind a held COMMIT everything waits, so answers keep their order.
  if (!isHook && (held.length > 0 || (holdCommits && commits(request)))) {
    held.push(request);
    return;
  }
  handle(request);
});

send({ id: 0, ready: true });
