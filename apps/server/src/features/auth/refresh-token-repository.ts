import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { RefreshTokensTable } from '../../db/schema.ts';

export type TRefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertRefreshToken(db: TDb, row: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export async function findRefreshTokenByHash(db: TDb, tokenHash: string): Promise<TRefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes one token unless it already is; false means someone else rotated it first (a reuse). */
export async function revokeTokenIfActive(db: TDb, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
