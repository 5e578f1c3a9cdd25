import { CompiledQuery, type Compilable, type Insertable, type QueryResult } from 'kysely';
import type { TDb } from './database.ts';
import { isPostgres } from './dialect-sql.ts';
import type { Database } from './schema.ts';

/**
 * Hot-path queries compiled once. Kysely builds and compiles a query object on every call (tens
 * of microseconds for a wide insert); an order runs a handful of them. Here the SQL text is
 * compiled once per key and dialect, and later calls only pass new parameters, in the order the
 * compiled statement expects them.
 */
const compiledSql = new Map<string, string>();

function sqlFor(db: TDb, key: string, build: () => Compilable): string {
  const fullKey = `${isPostgres(db) ? 'pg' : 'sqlite'}|${key}`;
  let text = compiledSql.get(fullKey);
  if (text === undefined) {
    text = build().compile().sql;
    compiledSql.set(fullKey, text);
  }
  return text;
}

/** `build` must make the same statement shape every time; `parameters` are its values in order. */
export function runPrepared<R>(db: TDb, key: string, build: () => Compilable, parameters: readonly unknown[]): Promise<QueryResult<R>> {
  return db.executeQuery<R>(CompiledQuery.raw(sqlFor(db, key, build), [...parameters]));
}

/**
 * INSERT of rows that give every listed column (null, never undefined: Kysely leaves undefined
 * columns out of the statement), compiled once per table, columns and row count.
 */
export async function insertRows<T extends keyof Database & string>(
  db: TDb,
  table: T,
  columns: readonly (keyof Insertable<Database[T]> & string)[],
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const valueOf = (row: Insertable<Database[T]>, column: string) => (row as Record<string, unknown>)[column] ?? null;
  const build = () => db.insertInto(table).values(rows.map((row) => Object.fromEntries(columns.map((c) => [c, valueOf(row, c)]))) as never);
  await runPrepared(
    db,
    `insert|${table}|${columns.join(',')}|${rows.length}`,
    build,
    rows.flatMap((row) => columns.map((c) => valueOf(row, c))),
  );
}
