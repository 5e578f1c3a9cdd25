import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Each PostgreSQL test file works in a schema of its own. Kysely's migrator lists the tables of every
 * schema (`has_schema_privilege` on each), so a schema that another test worker drops during that
 * listing fails it ("schema … does not exist"). Migrations hold this advisory lock shared and drops
 * hold it exclusively, across every worker process.
 */
const SCHEMA_LOCK = 7_362_014;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function createTestSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return schema;
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await client.query(`drop schema ${schema} cascade`);
  });
}

/** Runs `migrate` while no test schema can be dropped (no-op lock on SQLite, where url is undefined). */
export async function whileSchemasStay<T>(url: string | undefined, migrate: () => Promise<T>): Promise<T> {
  if (!url) return migrate();
  return withClient(url, async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    return migrate();
  });
}
