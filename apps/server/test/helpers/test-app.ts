import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/env.ts';
import { migrateToLatest, openDatabase, type TDb } from '../../src/db/database.ts';
import { buildApp } from '../../src/app.ts';
import type { TDeps } from '../../src/deps.ts';
import { createTestSchema, dropTestSchema, whileSchemasStay } from './pg-schema.ts';

export type TTestApp = { app: FastifyInstance; deps: TDeps; db: TDb; close: () => Promise<void> };

/**
 * A real app on a real, empty database: a temporary SQLite file, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL schema of its own (dropped on close), so test files never see each other's rows.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? await createTestSchema(databaseUrl) : undefined;

  const database = openDatabase({ dataDir, databaseUrl, schema });
  await whileSchemasStay(databaseUrl, () => migrateToLatest(database));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Tests place many orders from one address and table; the order rate-limit tests pass their own limits.
    ORDER_RATE_LIMIT_PER_TABLE: '1000000',
    ORDER_RATE_LIMIT_PER_IP: '1000000',
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
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
