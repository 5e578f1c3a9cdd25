import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { PasswordResetsTable } from '../../db/schema.ts';

export type TPasswordResetRow = Selectable<PasswordResetsTable> & { email: string };

export async function insertPasswordReset(db: TDb, row: Insertable<PasswordResetsTable>): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

/** A reset link that is unused and unexpired at `now`, with its user's e-mail. */
export async function findUsableReset(db: TDb, tokenHash: string, now: string): Promise<TPasswordResetRow | undefined> {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .selectAll('password_resets')
    .select('users.email')
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses up every open link of the user; false if this one was already used (two tabs racing). */
export async function useUpResets(db: TDb, resetId: string, userId: string, now: string): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', resetId).where('used_at', 'is', null).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return true;
}
