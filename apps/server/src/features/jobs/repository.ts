import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect-sql.ts';
import type { JobsTable } from '../../db/schema.ts';

export type TJobRow = Selectable<JobsTable>;

/** Inserts a job; a unique key already taken makes it a no-op (answers false). */
export async function insertJob(db: TDb, row: TJobRow): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether any job of these kinds is due or has an expired lease: a read, so an idle poll never takes the write lock. */
export async function hasWork(db: TDb, kinds: string[], now: string): Promise<boolean> {
  if (kinds.length === 0) return false;
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]), eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)])]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes up to `limit` due jobs of the given kinds and leases them to `runnerId` in one statement:
 * queued jobs whose run_at has come, and running jobs whose lease ran out (their process died).
 * PostgreSQL: the inner SELECT takes row locks with SKIP LOCKED, so racing runners never take the
 * same row. SQLite has a single writer, so the one UPDATE is already the whole claim.
 */
export async function claimDueJobs(
  db: TDb,
  options: { runnerId: string; kinds: string[]; now: string; leaseUntil: string; limit: number },
): Promise<TJobRow[]> {
  if (options.kinds.length === 0) return [];
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', options.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', options.now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', options.now), eb('attempts', '<', eb.ref('max_attempts'))]),
      ]),
    )
    .orderBy('run_at')
    .limit(options.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_by: options.runnerId,
      locked_until: options.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: options.now,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * A job whose lease ran out after its last allowed attempt (its process died every time) is
 * failed rather than run again, so a job that kills its process cannot loop forever.
 */
export async function failExhaustedLeases(db: TDb, now: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'failed', locked_by: null, locked_until: null, last_error: 'lease expired on the last attempt (the process died?)', updated_at: now })
    .where('status', '=', 'running')
    .where('locked_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Extends the lease of a job this runner still holds, while its handler runs. */
export async function renewLease(db: TDb, id: string, runnerId: string, until: string): Promise<void> {
  await db.updateTable('jobs').set({ locked_until: until }).where('id', '=', id).where('locked_by', '=', runnerId).where('status', '=', 'running').execute();
}

/** Only while this runner still holds the lease: a runner that lost it must not overwrite the new holder's state. */
export async function finishJob(
  db: TDb,
  id: string,
  runnerId: string,
  outcome: { status: 'succeeded' | 'failed' | 'queued'; runAt?: string; lastError: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      ...(outcome.runAt ? { run_at: outcome.runAt } : {}),
      last_error: outcome.lastError,
      locked_by: null,
      locked_until: null,
      updated_at: outcome.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('locked_by', '=', runnerId)
    .execute();
}

export async function findJob(db: TDb, id: string): Promise<TJobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; ids are UUIDv7, so they sort by creation and serve as the cursor. */
export async function listJobs(db: TDb, query: { status: JobsTable['status']; limit: number; cursor?: string | undefined }): Promise<TJobRow[]> {
  let q = db.selectFrom('jobs').selectAll().where('status', '=', query.status);
  if (query.cursor) q = q.where('id', '<', query.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
}

/** A failed job goes back to the queue with a fresh set of attempts; false when it was not failed. */
export async function requeueFailed(db: TDb, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: now, last_error: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Finished jobs are kept a while for the admin, then dropped. Their unique keys name past occurrences only. */
export async function purgeFinishedBefore(db: TDb, status: 'succeeded' | 'failed', before: string): Promise<number> {
  const result = await db.deleteFrom('jobs').where('status', '=', status).where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
