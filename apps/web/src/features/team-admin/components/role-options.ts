import type { TFunction } from 'i18next';
import { BUILT_IN_ROLES, hasPermission, type TPermission } from '@menudelite/shared/team/permissions';
import type { TRoleList } from '../api/roles';

/**
 * The roles a caller may give: every built-in role (owner only with ownership.manage) then the
 * custom ones, for a Select. Built-in names are translated; custom names are the owner's own.
 */
export function roleOptions(t: TFunction, roles: TRoleList | undefined, permissions: readonly TPermission[]): { value: string; label: string }[] {
  const builtIn = BUILT_IN_ROLES.filter((role) => role !== 'owner' || hasPermission(permissions, 'ownership.manage')).map((role) => ({
    value: role,
    label: t(`roleNames.${role}`),
  }));
  return [...builtIn, ...(roles?.custom ?? []).map((role) => ({ value: role.role, label: role.name }))];
}
