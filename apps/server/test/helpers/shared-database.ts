import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/env.ts';
import { migrateToLatest, openDatabase, type TDatabaseHandle } from '../../src/db/database.ts';
import { buildApp } from '../../src/app.ts';
import type { TTestApp } from './test-app.ts';
import { createTestSchema, dropTestSchema, whileSchemasStay } from './pg-schema.ts';

/**
 * One database (a SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) that several
 * connections and apps can open in turn or side by side: what several server processes, or one
 * process restarted, see.
 */
export type TSharedDatabase = {
  /** Another connection (pool) to the same database. */
  connect: () => TDatabaseHandle;
  /** A whole app on a new connection to it; closing the app leaves the database. */
  openApp: (env?: Record<string, string>) => Promise<TTestApp>;
  drop: () => Promise<void>;
};

export async function createSharedDatabase(): Promise<TSharedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-shared-'));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? await createTestSchema(databaseUrl) : undefined;
  const connect = () => openDatabase({ dataDir, databaseUrl, schema });
  const first = connect();
  await whileSchemasStay(databaseUrl, () => migrateToLatest(first));
  await first.close();
  return {
    connect,
    async openApp(env = {}) {
      const database = connect();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        ...env,
      });
      const { app, deps } = await buildApp(config, database);
      await app.ready();
      return {
        app,
        deps,
        db: database.db,
        async close() {
          await app.close();
          await database.close();
        },
      };
    },
    async drop() {
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
