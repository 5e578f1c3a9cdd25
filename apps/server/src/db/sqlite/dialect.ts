import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Dialect, type Kysely } from 'kysely';
import { WorkerSqliteDriver, type TSqliteDriverOptions } from './driver.ts';

/**
 * Kysely's SQLite adapter, told that the driver has several connections. With the stock answer
 * (false) Kysely serialises every query behind one mutex, so a report's SELECT would wait for the
 * writer's transactions and the other way round; the driver's own write mutex guards only the
 * one write connection, and reads go to their own threads.
 */
class WorkerSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * node:sqlite behind worker threads, with Kysely's own SQLite adapter, compiler and introspector.
 * Kysely's SqliteDialect cannot front a worker: it calls a synchronous database object.
 */
export class WorkerSqliteDialect implements Dialect {
  readonly driver: WorkerSqliteDriver;

  constructor(options: TSqliteDriverOptions) {
    this.driver = new WorkerSqliteDriver(options);
  }

  createAdapter() {
    return new WorkerSqliteAdapter();
  }
  createDriver() {
    return this.driver;
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
