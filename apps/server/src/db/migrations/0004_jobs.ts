import type { Kysely } from 'kysely';

/**
 * Durable jobs (docs/decisions.md "Durable jobs"): one table for everything that must happen later
 * or again. Also the language an order was placed in, so the messages it causes speak it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('backoff_ms', 'integer', (c) => c.notNull())
    // Nullable and unique: both dialects let many rows have no key.
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The claim query: due queued jobs by run_at, and running jobs whose lease ran out.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['status', 'locked_until']).execute();

  await db.schema.alterTable('orders').addColumn('language', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
