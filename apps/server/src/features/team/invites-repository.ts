import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TeamInvitesTable } from '../../db/schema.ts';

export type TInviteRow = Selectable<TeamInvitesTable>;

export async function insertInvite(db: TDb, row: Insertable<TeamInvitesTable>): Promise<void> {
  await db.insertInto('team_invites').values(row).execute();
}

export async function findInviteByHash(db: TDb, tokenHash: string): Promise<TInviteRow | undefined> {
  return db.selectFrom('team_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findInvite(db: TDb, restaurantId: string, id: string): Promise<TInviteRow | undefined> {
  return db.selectFrom('team_invites').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

/** Unused, unrevoked, unexpired invites of a venue, newest first. */
export async function listPendingInvites(db: TDb, restaurantId: string, now: string): Promise<TInviteRow[]> {
  return db
    .selectFrom('team_invites')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Uses an invite up; false when another accept won the race (or it was revoked meanwhile). */
export async function useInvite(db: TDb, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('team_invites')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function revokeInvite(db: TDb, restaurantId: string, id: string, now: string): Promise<void> {
  await db
    .updateTable('team_invites')
    .set({ revoked_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A new invite replaces the e-mail's pending ones: only the newest link works. */
export async function revokePendingInvitesFor(db: TDb, restaurantId: string, email: string, now: string): Promise<void> {
  await db
    .updateTable('team_invites')
    .set({ revoked_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
