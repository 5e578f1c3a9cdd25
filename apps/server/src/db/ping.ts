import { sql } from 'kysely';
import type { TDb } from './database.ts';

/** A round trip to the database, for the health check; throws when it cannot be reached. */
export async function pingDatabase(db: TDb): Promise<void> {
  await sql`select 1`.execute(db);
}
