/**
 * What a statement costs now that node:sqlite runs in worker threads (apps/server/src/db/sqlite):
 * a read one at a time (a full round trip), reads in flight together, a statement inside a
 * transaction, and order-like group-commit jobs (4 statements each, one savepoint each), beside the
 * same statements run synchronously on this thread as the old in-process driver did. Figures only.
 *
 *   node bench/db-round-trip.ts [--count 2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createBatchWriter } from '../apps/server/src/features/checkout/batch-writer.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '2000' } } });
const COUNT = Number(values.count);
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-rtt-'));
const handle = openDatabase({ dataDir });
const db = handle.db as unknown as Kysely<any>;
await sql`create table t (id integer primary key, a text, b text)`.execute(db);
await sql`create table c (k text primary key, n integer)`.execute(db);
await db.insertInto('t').values({ a: 'seed', b: 'x' }).execute();

const perOp = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round(((performance.now() - started) * 1000) / COUNT);
};
const rows: Record<string, number | string>[] = [];

rows.push({
  measure: 'read, one at a time (round trip)',
  'µs each': await perOp(async () => {
    for (let n = 0; n < COUNT; n++) await db.selectFrom('t').select('a').where('id', '=', 1).execute();
  }),
});
rows.push({
  measure: 'reads in flight together',
  'µs each': await perOp(() => Promise.all(Array.from({ length: COUNT }, () => db.selectFrom('t').select('a').where('id', '=', 1).execute()))),
});
rows.push({
  measure: 'insert inside one transaction',
  'µs each': await perOp(() =>
    db.transaction().execute(async (trx) => {
      for (let n = 0; n < COUNT; n++)
        await trx
          .insertInto('t')
          .values({ a: `r${n}`, b: 'y' })
          .execute();
    }),
  ),
});
const writer = createBatchWriter(handle.db, 'sqlite', { maxQueued: COUNT });
const job = (n: number) => async (trx: Kysely<any>) => {
  await sql`insert into c (k, n) values ('venue', 1) on conflict (k) do update set n = c.n + 1 returning n`.execute(trx);
  await trx
    .insertInto('t')
    .values({ a: `order-${n}`, b: 'x'.repeat(600) })
    .execute();
  await trx
    .insertInto('t')
    .values({ a: `lines-${n}`, b: 'x'.repeat(600) })
    .execute();
  await trx
    .insertInto('t')
    .values({ a: `event-${n}`, b: 'x'.repeat(600) })
    .returning('id')
    .execute();
};
const jobsStarted = performance.now();
await Promise.all(Array.from({ length: COUNT }, (_, n) => writer.run(job(n) as never)));
const jobsPerSecond = Math.round(COUNT / ((performance.now() - jobsStarted) / 1000));
rows.push({ measure: 'order-like jobs (4 statements), group commit', 'µs each': Math.round(1e6 / jobsPerSecond), 'jobs/s': jobsPerSecond });
await handle.close();

// The same on this thread, synchronously: what each statement used to cost the event loop itself.
const sync = new DatabaseSync(join(dataDir, 'menudelite.sqlite'));
sync.exec('PRAGMA synchronous = FULL');
const read = sync.prepare('select a from t where id = ?');
rows.push({
  measure: 'in-process read (old driver, on the event loop)',
  'µs each': await perOp(async () => {
    for (let n = 0; n < COUNT; n++) read.all(1);
  }),
});
sync.close();
console.table(rows);
rmSync(dataDir, { recursive: true, force: true });
