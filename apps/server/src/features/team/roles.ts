import { isBuiltInRole, PERMISSIONS, ROLE_PERMISSIONS, type TPermission } from '@menudelite/shared/team/permissions';
import type { TDb } from '../../db/database.ts';
import { findCustomRole, listCustomRoles, type TCustomRoleRow } from './member-repository.ts';

const CUSTOM_PREFIX = 'custom:';

export const customRoleRef = (id: string) => `${CUSTOM_PREFIX}${id}`;
export const customRoleId = (role: string): string | null => (role.startsWith(CUSTOM_PREFIX) ? role.slice(CUSTOM_PREFIX.length) : null);

/** A stored JSON permission list, keeping only names that still exist (a renamed permission never grants). */
export function parsePermissions(json: string): TPermission[] {
  const list: unknown = JSON.parse(json);
  return Array.isArray(list) ? PERMISSIONS.filter((p) => list.includes(p) && p !== 'ownership.manage') : [];
}

export type TResolvedRole = { role: string; name: string; permissions: readonly TPermission[] };

/** A role reference of this venue with its permissions; null for a custom role that is not the venue's. */
export async function resolveRole(db: TDb, restaurantId: string, role: string): Promise<TResolvedRole | null> {
  if (isBuiltInRole(role)) return { role, name: role, permissions: ROLE_PERMISSIONS[role] };
  const id = customRoleId(role);
  const row = id ? await findCustomRole(db, restaurantId, id) : undefined;
  return row ? customRoleOf(row) : null;
}

export const customRoleOf = (row: TCustomRoleRow): TResolvedRole => ({
  role: customRoleRef(row.id),
  name: row.name,
  permissions: parsePermissions(row.permissions),
});

/** Every role reference of a venue that holds `permission` (manager approval looks for their PINs). */
export async function rolesWithPermission(db: TDb, restaurantId: string, permission: TPermission): Promise<string[]> {
  const builtIn = Object.entries(ROLE_PERMISSIONS)
    .filter(([, permissions]) => permissions.includes(permission))
    .map(([role]) => role);
  const custom = (await listCustomRoles(db, restaurantId)).map(customRoleOf).filter((r) => r.permissions.includes(permission));
  return [...builtIn, ...custom.map((r) => r.role)];
}
