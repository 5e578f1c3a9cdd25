import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { WorkerSqliteDialect } from './sqlite/dialect.ts';
import { lockDataDir } from './sqlite/data-dir-lock.ts';
import type { TSqliteControl } from './sqlite/driver.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type TDialectName = 'sqlite' | 'postgres';
export type TDb = Kysely<Database>;

export type TDatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: run in this schema (tests use one schema per test file). */
  schema?: string | undefined;
  onQuery?: ((event: LogEvent) => void) | undefined;
  /** SQLite only: let tests hold or fail COMMITs in the writer thread (handle.sqlite). */
  testHooks?: boolean | undefined;
};

export type TDatabaseHandle = {
  db: TDb;
  dialect: TDialectName;
  schema?: string | undefined;
  /** SQLite only: the writer thread's checkpoint figures, and test hooks when opened with testHooks. */
  sqlite?: TSqliteControl | undefined;
  close: () => Promise<void>;
};

// pg answers int8 columns as strings by default; our bigints (rate-limit windows) fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(options: TDatabaseOptions): TDatabaseHandle {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  // Throws DataDirLockedError at once if another server holds this directory.
  const lock = lockDataDir(options.dataDir);
  const dialect = new WorkerSqliteDialect({ path: join(options.dataDir, 'menudelite.sqlite'), testHooks: options.testHooks ?? false });
  const db = new Kysely<Database>({ dialect, ...(log ? { log } : {}) });
  return {
    db,
    dialect: 'sqlite',
    sqlite: dialect.driver.control(),
    async close() {
      try {
        await db.destroy();
      } finally {
        lock.release();
      }
    },
  };
}

export async function migrateToLatest(handle: TDatabaseHandle): Promise<void> {
  // Kysely's table-exists check looks in every schema, so a schema of our own must be named.
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
