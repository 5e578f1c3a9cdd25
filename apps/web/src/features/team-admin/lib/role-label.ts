import type { TFunction } from 'i18next';
import { isBuiltInRole } from '@menudelite/shared/team/permissions';

/** A built-in role is named in the reader's language; a custom role by the name the owner gave it. */
export function roleLabel(t: TFunction, role: string, roleName: string): string {
  return isBuiltInRole(role) ? t(`roleNames.${role}`) : roleName;
}

/** The custom role's id from its reference ('custom:<id>'). */
export function customRoleId(role: string): string | null {
  return role.startsWith('custom:') ? role.slice('custom:'.length) : null;
}
