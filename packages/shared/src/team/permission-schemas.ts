import { z } from 'zod';
import { BUILT_IN_ROLES, CUSTOM_ROLE_PERMISSIONS, PERMISSIONS, type TPermission } from './permissions.ts';

/** The zod schemas of the permission list (permissions.ts stays zod-free for the web app's entry). */
export const ZPermissionSchema = z.enum(PERMISSIONS);
export const ZCustomRolePermissionSchema = z.enum(
  CUSTOM_ROLE_PERMISSIONS as [Exclude<TPermission, 'ownership.manage'>, ...Exclude<TPermission, 'ownership.manage'>[]],
);
export const ZBuiltInRoleSchema = z.enum(BUILT_IN_ROLES);
