import {
  DeleteQueryNode,
  InsertQueryNode,
  SelectQueryNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.ts';
import type { TSqliteValue, TStatement, TStatementResult, TWorkerStats } from './protocol.ts';
import { sqliteError, WorkerClient } from './worker-client.ts';

export type TSqliteDriverOptions = {
  path: string;
  /** Read-only connections, each in its own thread, for autocommit SELECTs (a long report then holds one of them, not all reads). */
  readers?: number;
  /** A read that ran longer than this (ms) goes to the slow-lane reader from then on. */
  slowReadMs?: number;
  /** Lets tests hold or fail COMMITs in the writer thread (see TSqliteControl). */
  testHooks?: boolean;
  checkpointEveryCommits?: number;
  checkpointIntervalMs?: number;
};

/** What tests and benchmarks may ask of the writer thread. */
export type TSqliteControl = {
  holdCommits: () => Promise<void>;
  releaseCommits: () => Promise<void>;
  /** Lets the COMMITs held so far through, and keeps holding later ones. */
  passHeldCommits: () => Promise<void>;
  failNextCommit: () => Promise<void>;
  checkpoint: () => Promise<TWorkerStats>;
  stats: () => Promise<TWorkerStats>;
};

/** node:sqlite binds only these types; booleans become 1/0 and dates ISO text here, the one place they are mapped on the way in. */
function toSqliteValue(value: unknown): TSqliteValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as TSqliteValue;
}

type TQueuedWrite = { statement: TStatement; resolve: (result: TStatementResult) => void; reject: (error: unknown) => void };
const MAX_WRITE_GROUP = 256;
const MAX_READ_BATCH = 64;
type TReadLane = { queue: TQueuedWrite[]; idle: WorkerClient[] };

const statementOf = (query: CompiledQuery): TStatement => ({ sql: query.sql, params: query.parameters.map(toSqliteValue) });
const control = (sql: string): TStatement => ({ sql, params: [] });
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

const WRITES = /\b(insert|update|delete|replace|create|drop|alter|pragma|vacuum|attach|reindex|analyze)\b/i;

/**
 * Only SELECTs go to a reader: Kysely's select queries, and raw SQL that starts with SELECT or
 * WITH and names no writing keyword. Anything else runs on the writer, which can read too; a
 * misjudged raw write would fail on the read-only connection, never write around the mutex.
 */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return query.query.kind === 'RawNode' && /^\s*(select|with)\b/i.test(query.sql) && !WRITES.test(query.sql);
}

/** INSERT, UPDATE and DELETE outside a transaction may share a group commit; anything else (DDL, PRAGMA) runs alone. */
function isGroupableWrite(query: CompiledQuery): boolean {
  const node = query.query;
  if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) return true;
  return node.kind === 'RawNode' && /^\s*(insert|update|delete|replace)\b/i.test(query.sql);
}

function toQueryResult<R>(result: TStatementResult): QueryResult<R> {
  if (result.rows) return { rows: result.rows as R[] };
  return { rows: [], numAffectedRows: BigInt(result.changes), insertId: BigInt(result.lastInsertRowid) };
}

/**
 * One acquisition of the database, as Kysely sees it. Outside a transaction a SELECT goes to the
 * least busy reader and anything else takes the writer for that one statement. Inside a
 * transaction everything goes to the writer, which this holder owns from BEGIN to COMMIT or
 * ROLLBACK. BEGIN, SAVEPOINT and RELEASE are sent with the holder's next statement instead of on
 * their own (nobody needs their answer, and each round trip to the thread costs the event loop a
 * turn); a failure among them is that next statement's failure. COMMIT is always awaited on its
 * own: it is what "acknowledged" waits for.
 */
class SqliteWorkerConnection implements DatabaseConnection {
  readonly #driver: WorkerSqliteDriver;
  #inTransaction = false;
  #holdsWriter = false;
  #deferred: TStatement[] = [];

  constructor(driver: WorkerSqliteDriver) {
    this.#driver = driver;
  }

  /** Takes the writer for this holder until releaseConnection. BEGIN leaves with the first statement. */
  async begin(): Promise<void> {
    await this.#driver.writeLock.lock();
    this.#holdsWriter = true;
    this.#inTransaction = true;
    this.#deferred = [control('begin immediate')];
  }

  defer(sql: string): void {
    this.#deferred.push(control(sql));
  }

  async commit(): Promise<void> {
    const statements = [...this.#deferred, control('commit')];
    this.#deferred = [];
    await this.#driver.writer.run(statements, true);
    // A failed COMMIT leaves the transaction open: Kysely's ROLLBACK follows, still under this holder.
    this.#inTransaction = false;
  }

  async rollback(): Promise<void> {
    // Nothing sent yet (still only the deferred BEGIN): there is no transaction in the thread to undo.
    const sent = this.#deferred[0]?.sql !== 'begin immediate';
    this.#deferred = [];
    this.#inTransaction = false;
    if (sent) await this.#driver.writer.run([control('rollback')]);
  }

  /** Hands the writer to the next holder; a transaction left open (a bug elsewhere) is rolled back first. */
  async release(): Promise<void> {
    if (!this.#holdsWriter) return;
    try {
      if (this.#inTransaction) await this.rollback();
    } finally {
      this.#holdsWriter = false;
      this.#driver.writeLock.unlock();
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = statementOf(query);
    if (this.#inTransaction) {
      const statements = this.#deferred.length > 0 ? [...this.#deferred, statement] : [statement];
      this.#deferred = [];
      return toQueryResult(await this.#driver.writer.run(statements, true));
    }
    if (isRead(query)) return toQueryResult(await this.#driver.read(statement));
    if (isGroupableWrite(query)) return toQueryResult(await this.#driver.autocommitWrite(statement));
    await this.#driver.writeLock.lock();
    try {
      return toQueryResult(await this.#driver.writer.run([statement]));
    } finally {
      this.#driver.writeLock.unlock();
    }
  }

  /** The thread answers whole result sets; they are handed on in chunks. */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let at = 0; at < rows.length; at += chunkSize) yield { rows: rows.slice(at, at + chunkSize) };
  }
}

/**
 * Kysely's Driver over database worker threads: one writer (the only read-write connection,
 * under a mutex) and a few readers. The SQL is compiled on the main thread by Kysely's own
 * SQLite compiler; only text and parameters cross to the threads.
 */
export class WorkerSqliteDriver implements Driver {
  readonly #options: TSqliteDriverOptions;
  readonly writeLock = new Mutex();
  #autocommitQueue: TQueuedWrite[] = [];
  /** Short reads: the normal-priority readers. */
  #fastLane: TReadLane = { queue: [], idle: [] };
  /** Reads known to be long (reports): one reader below the event loop's priority. */
  #slowLane: TReadLane | undefined;
  readonly #slowSql = new Set<string>();
  readonly #slowReadMs: number;
  #autocommitScheduled = false;
  #writer: WorkerClient | undefined;
  #readers: WorkerClient[] = [];

  constructor(options: TSqliteDriverOptions) {
    this.#options = options;
    this.#slowReadMs = options.slowReadMs ?? 50;
  }

  get writer(): WorkerClient {
    if (!this.#writer) throw new Error('the database is closed');
    return this.#writer;
  }

  /**
   * Reads wait here for an idle reader, which then takes all of them in one message. A reader is
   * never sent work while it runs some, so a long report holds its own thread only: short reads
   * go to the other readers instead of queueing behind it.
   */
  read(statement: TStatement): Promise<TStatementResult> {
    return new Promise((resolve, reject) => {
      const lane = this.#slowSql.has(statement.sql) && this.#slowLane ? this.#slowLane : this.#fastLane;
      lane.queue.push({ statement, resolve, reject });
      this.#dispatchReads(lane);
    });
  }

  #dispatchReads(lane: TReadLane): void {
    while (lane.queue.length > 0 && lane.idle.length > 0) {
      const reader = lane.idle.pop()!;
      const batch = lane.queue.splice(0, MAX_READ_BATCH);
      reader
        .group(
          batch.map((r) => r.statement),
          'reads',
        )
        .then(
          (outcomes) =>
            batch.forEach((read, n) => {
              const outcome = outcomes[n]!;
              if (!outcome.ok) return read.reject(sqliteError(outcome.error));
              if ((outcome.ms ?? 0) > this.#slowReadMs) this.#learnSlow(read.statement.sql);
              read.resolve(outcome.result);
            }),
          (error: unknown) => batch.forEach((read) => read.reject(error)),
        )
        .finally(() => {
          if (this.#readers.includes(reader)) lane.idle.push(reader);
          this.#dispatchReads(lane);
        });
    }
    if (lane.queue.length > 0 && this.#readers.length === 0) {
      for (const read of lane.queue.splice(0)) read.reject(new Error('the database is closed'));
    }
  }

  /** Remembers a long read's SQL text (a report): its next runs take the slow lane. */
  #learnSlow(sql: string): void {
    if (this.#slowSql.size >= 200) this.#slowSql.clear();
    this.#slowSql.add(sql);
  }

  /**
   * An INSERT, UPDATE or DELETE outside a transaction (a rate-limit counter, a status change).
   * Those that wait for the writer together are committed together, in one transaction and one
   * fsync, each answering on its own once that COMMIT returned; alone, it runs as it is.
   */
  autocommitWrite(statement: TStatement): Promise<TStatementResult> {
    return new Promise((resolve, reject) => {
      this.#autocommitQueue.push({ statement, resolve, reject });
      if (!this.#autocommitScheduled) {
        this.#autocommitScheduled = true;
        void this.#writeQueued();
      }
    });
  }

  async #writeQueued(): Promise<void> {
    await this.writeLock.lock();
    const group = this.#autocommitQueue.splice(0, MAX_WRITE_GROUP);
    this.#autocommitScheduled = this.#autocommitQueue.length > 0;
    if (this.#autocommitScheduled) void this.#writeQueued();
    try {
      if (group.length === 1) {
        const [only] = group;
        await this.writer.run([only!.statement]).then(only!.resolve, only!.reject);
        return;
      }
      const outcomes = await this.writer.group(group.map((w) => w.statement));
      group.forEach((write, n) => {
        const outcome = outcomes[n]!;
        if (outcome.ok) write.resolve(outcome.result);
        else write.reject(sqliteError(outcome.error));
      });
    } catch (error) {
      for (const write of group) write.reject(error);
    } finally {
      this.writeLock.unlock();
    }
  }

  async init(): Promise<void> {
    const base = {
      path: this.#options.path,
      testHooks: this.#options.testHooks ?? false,
      checkpointEveryCommits: this.#options.checkpointEveryCommits ?? 100,
      checkpointIntervalMs: this.#options.checkpointIntervalMs ?? 250,
    };
    // The writer first: it creates the file and turns WAL on, which read-only connections need.
    const writer = new WorkerClient({ ...base, role: 'writer' });
    try {
      await writer.ready();
    } catch (error) {
      await writer.close();
      throw error;
    }
    this.#writer = writer;
    const fast = Array.from({ length: this.#options.readers ?? 2 }, () => new WorkerClient({ ...base, role: 'reader' }));
    const slow = new WorkerClient({ ...base, role: 'reader', nice: 10 });
    const readers = [...fast, slow];
    try {
      await Promise.all(readers.map((r) => r.ready()));
    } catch (error) {
      await Promise.all([writer, ...readers].map((t) => t.close()));
      this.#writer = undefined;
      throw error;
    }
    this.#readers = readers;
    this.#fastLane = { queue: [], idle: [...fast] };
    this.#slowLane = { queue: [], idle: [slow] };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteWorkerConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteWorkerConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteWorkerConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteWorkerConnection).rollback();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    (connection as SqliteWorkerConnection).defer(`savepoint ${quoteName(name)}`);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    (connection as SqliteWorkerConnection).defer(`rollback to savepoint ${quoteName(name)}`);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    (connection as SqliteWorkerConnection).defer(`release savepoint ${quoteName(name)}`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteWorkerConnection).release();
  }

  async destroy(): Promise<void> {
    const threads = [...this.#readers, ...(this.#writer ? [this.#writer] : [])];
    this.#readers = [];
    this.#fastLane = { queue: [], idle: [] };
    this.#slowLane = undefined;
    this.#writer = undefined;
    await Promise.all(threads.map((t) => t.close()));
  }

  control(): TSqliteControl {
    return {
      holdCommits: () => this.writer.control('hold-commits'),
      releaseCommits: () => this.writer.control('release-commits'),
      passHeldCommits: () => this.writer.control('pass-held-commits'),
      failNextCommit: () => this.writer.control('fail-next-commit'),
      checkpoint: () => this.writer.stats('checkpoint'),
      stats: () => this.writer.stats('stats'),
    };
  }
}
