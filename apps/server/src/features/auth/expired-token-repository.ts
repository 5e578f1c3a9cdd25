import type { TDb } from '../../db/database.ts';

/** Expired refresh tokens can no longer refresh nor prove a reuse (an expired token is refused anyway): the jobs feature purges them daily. */
export async function deleteExpiredRefreshTokens(db: TDb, now: string): Promise<number> {
  const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
