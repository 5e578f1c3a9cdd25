import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { deleteMember, findMember, insertMember, updateMember } from './member-repository.ts';

/**
 * The employees API (PIN employees of SPEC section 3, which orders are assigned to) keeps working:
 * each employee is also a PIN-only team member with the same id, so their PIN can approve when their
 * role allows it and /users lists them. A new employee joins as front of house.
 */
export async function mirrorEmployee(db: TDb, employee: { id: string; restaurantId: string; name: string; displayId: string; pinHash: string }): Promise<void> {
  const now = nowIso();
  if (await findMember(db, employee.restaurantId, employee.id)) {
    await updateMember(db, employee.restaurantId, employee.id, {
      name: employee.name,
      display_id: employee.displayId,
      pin_hash: employee.pinHash,
      updated_at: now,
    });
    return;
  }
  await insertMember(db, {
    id: employee.id,
    restaurant_id: employee.restaurantId,
    user_id: null,
    name: employee.name,
    display_id: employee.displayId,
    role: 'frontOfHouse',
    status: 'active',
    pin_hash: employee.pinHash,
    created_at: now,
    updated_at: now,
  });
}

export async function forgetEmployee(db: TDb, restaurantId: string, id: string): Promise<void> {
  await deleteMember(db, restaurantId, id);
}
