import type { TTeamMember } from '@menudelite/shared/team/contracts';
import type { TDb } from '../../db/database.ts';
import { findUsersByIds } from '../auth/public.ts';
import { listCustomRoles, type TMemberRow } from './member-repository.ts';
import { customRoleOf } from './roles.ts';

/** Members as the API answers them: with their account's e-mail and their role's name. */
export async function toMembers(db: TDb, restaurantId: string, rows: readonly TMemberRow[]): Promise<TTeamMember[]> {
  const userIds = rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
  const emails = new Map((await findUsersByIds(db, userIds)).map((user) => [user.id, user.email]));
  const customNames = new Map((await listCustomRoles(db, restaurantId)).map((row) => [customRoleOf(row).role, row.name]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.user_id ? (emails.get(row.user_id) ?? null) : null,
    displayId: row.display_id,
    role: row.role,
    roleName: customNames.get(row.role) ?? row.role,
    status: row.status,
    hasPin: row.pin_hash !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function toMember(db: TDb, row: TMemberRow): Promise<TTeamMember> {
  return (await toMembers(db, row.restaurant_id, [row]))[0]!;
}
