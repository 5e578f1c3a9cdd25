import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { SessionsTable } from '../../db/schema.ts';

export type TSessionEndReason = 'sign_out' | 'password_reset' | 'token_reused' | 'removed_from_venue' | 'account_closed';

export async function insertSession(db: TDb, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The per-request check: one primary-key read of one column. */
export async function isSessionLive(db: TDb, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined && row.ended_at === null;
}

/** Whether and why a session ended; undefined for an unknown session. */
export async function findSessionEnd(
  db: TDb,
  sessionId: string,
): Promise<{ ended_at: string | null; end_reason: string | null; restaurant_id: string | null } | undefined> {
  return db.selectFrom('sessions').select(['ended_at', 'end_reason', 'restaurant_id']).where('id', '=', sessionId).executeTakeFirst();
}

/** The venue a session acts for (the venue picker). */
export async function setSessionVenue(db: TDb, sessionId: string, restaurantId: string): Promise<void> {
  await db.updateTable('sessions').set({ restaurant_id: restaurantId }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}

/** Ends one session and revokes its refresh tokens; false if it had already ended. */
export async function endSession(db: TDb, sessionId: string, reason: TSessionEndReason, now: string): Promise<boolean> {
  const ended = await db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', sessionId).where('revoked_at', 'is', null).execute();
  return ended.numUpdatedRows > 0n;
}

/** Ends every live session of a user (of one venue only, when given) with its refresh tokens; answers the ids it ended. */
export async function endSessionsOfUser(
  db: TDb,
  who: { userId: string; restaurantId?: string | undefined },
  reason: TSessionEndReason,
  now: string,
): Promise<string[]> {
  let query = db.updateTable('sessions').set({ ended_at: now, end_reason: reason }).where('user_id', '=', who.userId).where('ended_at', 'is', null);
  if (who.restaurantId !== undefined) query = query.where('restaurant_id', '=', who.restaurantId);
  const ids = (await query.returning('id').execute()).map((row) => row.id);
  if (ids.length > 0) {
    await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', 'in', ids).where('revoked_at', 'is', null).execute();
  }
  return ids;
}

/**
 * Sessions that can never be used again: ended before `endedBefore`, or never ended, created before
 * `createdBefore` and without any refresh token that has not expired (no refresh can revive them,
 * and their last access token expired long ago). Answers how many were deleted.
 */
export async function deleteFinishedSessions(db: TDb, now: string, endedBefore: string, createdBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb.and([eb('ended_at', 'is not', null), eb('ended_at', '<', endedBefore)]),
        eb.and([
          eb('ended_at', 'is', null),
          eb('created_at', '<', createdBefore),
          eb.not(
            eb.exists(
              eb
                .selectFrom('refresh_tokens')
                .select('refresh_tokens.id')
                .whereRef('refresh_tokens.family_id', '=', 'sessions.id')
                .where('refresh_tokens.expires_at', '>', now),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
