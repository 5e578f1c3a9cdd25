import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { TStatement, TStatementResult } from './protocol.ts';

/** A prepared statement and whether it answers rows (asking SQLite each time costs ~11 µs on wide selects). */
type TPrepared = { statement: StatementSync; returnsRows: boolean };

const CACHE_LIMIT = 500;

/** Runs statements on one connection, preparing each SQL text once (the cache lives with the connection, in its worker). */
export function createStatementRunner(db: DatabaseSync) {
  const cache = new Map<string, TPrepared>();

  function prepare(sql: string): TPrepared {
    let prepared = cache.get(sql);
    if (!prepared) {
      const statement = db.prepare(sql);
      prepared = { statement, returnsRows: statement.columns().length > 0 };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(sql, prepared);
    }
    return prepared;
  }

  return {
    run({ sql, params }: TStatement): TStatementResult {
      const { statement, returnsRows } = prepare(sql);
      if (returnsRows) return { rows: statement.all(...params) };
      const result = statement.run(...params);
      return { changes: Number(result.changes), lastInsertRowid: result.lastInsertRowid };
    },
  };
}
