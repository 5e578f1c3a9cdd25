import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail, findUserById, insertUser, type TUserRow } from './repository.ts';
import { findUsersByIds, setUserVenue } from './team-accounts-repository.ts';

/**
 * What the team feature needs of accounts (users is this feature's table): reading members'
 * e-mails, creating the account an invite is accepted with, and a person's own venue.
 */
export { findUserByEmail, findUserById, findUsersByIds, type TUserRow };

/** A new staff account for an accepted invite; its own venue is the invite's. Pass the accept's transaction. */
export async function createStaffAccount(db: TDb, input: { email: string; fullName: string; password: string; restaurantId: string }): Promise<TUserRow> {
  const now = nowIso();
  const user: TUserRow = {
    id: newId(),
    email: input.email,
    password_hash: await hashPassword(input.password),
    full_name: input.fullName,
    kind: 'venue',
    is_admin_account: false,
    restaurant_id: input.restaurantId,
    created_at: now,
    updated_at: now,
  };
  await insertUser(db, user);
  return user;
}

/** The venue an account signs in to (removed from it: another of theirs, or none). */
export function setHomeVenue(db: TDb, userId: string, restaurantId: string | null): Promise<void> {
  return setUserVenue(db, userId, restaurantId, nowIso());
}
