import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';
import { insertMember } from './member-repository.ts';

/** Sign-up (features/auth) makes the person who signs a venue up its first owner, in the sign-up's transaction. */
export async function insertOwnerMember(trx: TDb, who: { restaurantId: string; userId: string; name: string }): Promise<void> {
  const now = nowIso();
  await insertMember(trx, {
    id: newId(),
    restaurant_id: who.restaurantId,
    user_id: who.userId,
    name: who.name,
    display_id: null,
    role: 'owner',
    status: 'active',
    pin_hash: null,
    created_at: now,
    updated_at: now,
  });
}
