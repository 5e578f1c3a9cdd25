import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { createTestSchema, dropTestSchema, whileSchemasStay } from './helpers/pg-schema.ts';

/** The landed schema (before 0005) with refresh-token families in it, then the upgrade. */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let schema: string | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-sessions-migration-'));
let database: TDatabaseHandle;
/** Minute n of 2026-01-01, UTC. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

beforeAll(async () => {
  if (databaseUrl) schema = await createTestSchema(databaseUrl);
  database = openDatabase({ dataDir, databaseUrl, schema });
});
afterAll(async () => {
  await database.close();
  if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 0005_sessions', () => {
  it('turns every refresh-token family into a session: live if a token is unrevoked, ended otherwise', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
    const names = Object.keys(await migrationProvider.getMigrations());
    const before = names[names.indexOf('0005_sessions') - 1]!;
    expect((await whileSchemasStay(databaseUrl, () => migrator.migrateTo(before))).error).toBeUndefined();

    const db = database.db;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.test',
        password_hash: 'x',
        full_name: 'U',
        kind: 'customer',
        is_admin_account: false,
        restaurant_id: null,
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
    const token = (id: string, family: string, created: number, revoked: number | null) => ({
      id,
      user_id: 'u1',
      family_id: family,
      token_hash: `hash-${id}`,
      expires_at: at(1000),
      revoked_at: revoked === null ? null : at(revoked),
      created_at: at(created),
    });
    await db
      .insertInto('refresh_tokens')
      .values([token('a1', 'live-family', 1, 2), token('a2', 'live-family', 2, null), token('b1', 'ended-family', 3, 5), token('b2', 'ended-family', 4, 6)])
      .execute();

    await whileSchemasStay(databaseUrl, () => migrateToLatest(database));
    const sessions = await db.selectFrom('sessions').selectAll().orderBy('id').execute();
    expect(sessions).toEqual([
      { id: 'ended-family', user_id: 'u1', restaurant_id: null, created_at: at(3), ended_at: at(6), end_reason: 'migrated' },
      { id: 'live-family', user_id: 'u1', restaurant_id: null, created_at: at(1), ended_at: null, end_reason: null },
    ]);
  });
});
