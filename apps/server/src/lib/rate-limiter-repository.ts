import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';

/** Counts one hit on `key` in the window starting at `windowStart` (a new window restarts at 1); answers the window's hits. */
export async function countHit(db: TDb, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Drops counters whose window started before `before` (epoch ms); answers how many went. */
export async function deleteWindowsBefore(db: TDb, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
