import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { isUniqueViolation } from '../src/db/dialect-sql.ts';

/** The embedded database's driver: node:sqlite in worker threads behind Kysely. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the SQLite worker driver', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-driver-'));
  let handle: TDatabaseHandle;
  let db: Kysely<any>;
  beforeAll(async () => {
    handle = openDatabase({ dataDir, testHooks: true });
    db = handle.db as unknown as Kysely<any>;
    await sql`create table notes (id integer primary key, body text not null unique, flag integer, at text)`.execute(db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('maps booleans to 1/0 and dates to ISO text, and answers inserts and selects', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const inserted = await db.insertInto('notes').values({ body: 'first', flag: true, at }).executeTakeFirstOrThrow();
    expect(Number(inserted.insertId)).toBeGreaterThan(0);
    expect(await db.selectFrom('notes').select(['body', 'flag', 'at']).where('body', '=', 'first').executeTakeFirst()).toEqual({
      body: 'first',
      flag: 1,
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it("keeps SQLite's error messages, so a unique violation is recognised", async () => {
    const error = await db
      .insertInto('notes')
      .values({ body: 'first' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { code?: string }).code).toBe('ERR_SQLITE_ERROR');
  });

  it("gives savepoints through Kysely's API: a rolled-back savepoint takes back only its own writes", async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('notes').values({ body: 'kept' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('notes').values({ body: 'undone' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await inner.releaseSavepoint('inner').execute();
    await trx.commit().execute();
    const bodies = (await db.selectFrom('notes').select('body').execute()).map((r) => r.body);
    expect(bodies).toContain('kept');
    expect(bodies).not.toContain('undone');
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'rolled back' }).execute();
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(await db.selectFrom('notes').select('id').where('body', '=', 'rolled back').execute()).toEqual([]);
  });

  it('commits concurrent autocommit writes together, each answering on its own: a failed one is undone alone', async () => {
    const before = (await handle.sqlite!.stats()).checkpoints;
    const writes = await Promise.allSettled([
      db.insertInto('notes').values({ body: 'group-1' }).execute(),
      db.insertInto('notes').values({ body: 'first' }).execute(), // already there: unique violation
      db.insertInto('notes').values({ body: 'group-2' }).execute(),
      db.updateTable('notes').set({ flag: 7 }).where('body', '=', 'first').execute(),
    ]);
    expect(writes.map((w) => w.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(isUniqueViolation((writes[1] as PromiseRejectedResult).reason)).toBe(true);
    expect(Number((writes[3] as PromiseFulfilledResult<{ numUpdatedRows: bigint }[]>).value[0]!.numUpdatedRows)).toBe(1);
    const bodies = (await db.selectFrom('notes').select('body').where('body', 'like', 'group-%').execute()).map((r) => r.body);
    expect(bodies.toSorted()).toEqual(['group-1', 'group-2']);
    expect((await handle.sqlite!.stats()).checkpoints).toBeGreaterThanOrEqual(before);
  });

  it('acknowledges a grouped write only after its COMMIT, and none of a group whose COMMIT failed', async () => {
    await handle.sqlite!.failNextCommit();
    const failed = await Promise.allSettled([
      db.insertInto('notes').values({ body: 'lost-1' }).execute(),
      db.insertInto('notes').values({ body: 'lost-2' }).execute(),
    ]);
    expect(failed.map((w) => w.status)).toEqual(['rejected', 'rejected']);
    expect(await db.selectFrom('notes').select('body').where('body', 'like', 'lost-%').execute()).toEqual([]);
  });

  it('never interleaves two transactions on the write connection', async () => {
    const write = (n: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notes')
          .values({ body: `tx-${n}-a` })
          .execute();
        await new Promise((r) => setTimeout(r, 5));
        await trx
          .insertInto('notes')
          .values({ body: `tx-${n}-b` })
          .execute();
        if (n % 2 === 1) throw new Error('odd ones fail');
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(write));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    const bodies = (await db.selectFrom('notes').select('body').where('body', 'like', 'tx-%').orderBy('id').execute()).map((r) => r.body);
    expect(bodies).toEqual(['tx-0-a', 'tx-0-b', 'tx-2-a', 'tx-2-b', 'tx-4-a', 'tx-4-b']);
  });

  it('runs a long read on a reader thread: the event loop keeps ticking and writes commit meanwhile', async () => {
    // About a second of work for SQLite: an aggregate over generated rows, as a report would run.
    const report = sql<{ n: number; total: number }>`
      with recursive r(i) as (select 1 union all select i + 1 from r where i < 3000000)
      select count(*) as n, sum(i % 7) as total from r`.execute(db);
    const reportStarted = performance.now();
    let reportDone = false;
    void report.then(() => (reportDone = true));
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const write = await db.insertInto('notes').values({ body: 'during the report' }).execute();
    const writeDoneBeforeReport = !reportDone;
    const result = await report;
    const reportMs = performance.now() - reportStarted;
    clearInterval(ticker);
    expect(result.rows[0]).toMatchObject({ n: 3000000 });
    expect(write).toHaveLength(1);
    expect(writeDoneBeforeReport).toBe(true);
    // The old driver held the loop for the whole read; now the longest pause is a small part of it, even on a busy machine.
    expect(worstGap).toBeLessThan(reportMs / 2);
  });

  it('sends a read it has seen run long to the slow lane: reports run there together, short reads stay quick', async () => {
    const report = () =>
      sql<{ n: number }>`with recursive r(i) as (select 1 union all select i + 1 from r where i < 1500000) select count(*) as n from r`.execute(db);
    await report(); // learnt: this SQL runs long
    const done: string[] = [];
    const reports = [report().then(() => done.push('report')), report().then(() => done.push('report'))];
    await new Promise((r) => setTimeout(r, 20));
    await db
      .selectFrom('notes')
      .select('id')
      .limit(1)
      .execute()
      .then(() => done.push('short'));
    await Promise.all(reports);
    // Two reports at once no longer take both readers: the short read never waits for them.
    expect(done[0]).toBe('short');
  });

  it('checkpoints on its own schedule: the WAL file stays bounded through many commits', async () => {
    const payload = 'x'.repeat(8000);
    const before = await handle.sqlite!.stats();
    for (let n = 0; n < 1000; n++) {
      await db
        .insertInto('notes')
        .values({ body: `wal-${n}-${payload}` })
        .execute();
    }
    const after = await handle.sqlite!.stats();
    // 1,000 commits of ~8 KB rows wrote ~8 MB through the WAL; without checkpoints the file would hold all of it.
    const walBytes = statSync(join(dataDir, 'menudelite.sqlite-wal')).size;
    expect(after.checkpoints).toBeGreaterThan(before.checkpoints);
    expect(walBytes).toBeLessThan(4 * 1024 * 1024);
    const last = await handle.sqlite!.checkpoint();
    expect(last.lastCheckpoint).toMatchObject({ busy: 0 });
    expect(last.lastCheckpoint!.checkpointed).toBe(last.lastCheckpoint!.log);
  });

  it('locks DATA_DIR: another process opening the same directory fails at once, naming it', () => {
    const lockModule = new URL('../src/db/sqlite/data-dir-lock.ts', import.meta.url).href;
    const other = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { lockDataDir } from '${lockModule}'; lockDataDir(${JSON.stringify(dataDir)});`],
      {
        encoding: 'utf8',
      },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`DATA_DIR ${dataDir} is already in use by another MenuDelite server (pid ${process.pid})`);
    // In this process a second handle shares the lock (tests open a second app on one database).
    const second = openDatabase({ dataDir });
    return second.close();
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the DATA_DIR lock', () => {
  it('is released by close, so the directory can be opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-lock-'));
    const first = openDatabase({ dataDir });
    await sql`select 1`.execute(first.db);
    await first.close();
    const second = openDatabase({ dataDir });
    await sql`select 1`.execute(second.db);
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
