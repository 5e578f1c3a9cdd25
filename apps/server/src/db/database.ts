import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
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
};

export type TDatabaseHandle = { db: TDb; dialect: TDialectName; schema?: string | undefined; close: () => Promise<void> };

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
  const db = new Kysely<Database>({
    dialect: new NodeSqliteDialect(join(options.dataDir, 'menudelite.sqlite')),
    ...(log ? { log } : {}),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
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
