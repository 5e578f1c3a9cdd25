import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The few SQL differences between SQLite and PostgreSQL that plain Kysely does not hide.
 * Everything else is written once and runs on both.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An increasing integer primary key: SQLite `integer primary key autoincrement` (never reuses a
 * deleted value), PostgreSQL `bigint generated always as identity`.
 */
export function autoIncrementColumn(db: Kysely<any>): {
  type: 'integer' | 'bigint';
  build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
} {
  return isPostgres(db)
    ? { type: 'bigint', build: (c) => c.primaryKey().generatedAlwaysAsIdentity() }
    : { type: 'integer', build: (c) => c.primaryKey().autoIncrement() };
}

/**
 * Serialises transactions that take the same key until they commit. PostgreSQL: a transaction
 * advisory lock, so rows given increasing ids under one key also commit in that order (a reader
 * asking for "after N" never misses a smaller id committed later). SQLite: nothing to do, every
 * write transaction is already exclusive (BEGIN IMMEDIATE).
 */
export async function lockKeyUntilCommit(trx: Kysely<any>, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** A unique index refused the write (PostgreSQL code 23505; SQLite words it in the message). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}
