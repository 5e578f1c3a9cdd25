import { CUSTOM_ROLES_MAX, type TCustomRole, type TCustomRoleInput, type TCustomRoleUpdate } from '@menudelite/shared/team/contracts';
import { BUILT_IN_ROLES, ROLE_PERMISSIONS, type TBuiltInRole, type TPermission } from '@menudelite/shared/team/permissions';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { recordAudit } from './audit.ts';
import * as repo from './member-repository.ts';
import { customRoleOf, customRoleRef } from './roles.ts';

async function toRole(trx: TDb, restaurantId: string, row: repo.TCustomRoleRow): Promise<TCustomRole> {
  const resolved = customRoleOf(row);
  return {
    id: row.id,
    role: resolved.role,
    name: row.name,
    permissions: [...resolved.permissions],
    memberCount: await repo.countMembersWithRole(trx, restaurantId, resolved.role),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const unique = (permissions: readonly TPermission[]) => JSON.stringify([...new Set(permissions)]);

/** Custom roles: a name and a set of permissions (never ownership), owned by one venue. */
export function createRolesService(deps: Pick<TDeps, 'db' | 'members'>) {
  const { db } = deps;

  async function getRow(restaurantId: string, id: string) {
    const row = await repo.findCustomRole(db, restaurantId, id);
    if (!row) throw notFound('Role');
    return row;
  }

  return {
    async list(actor: TActor | null): Promise<{ builtIn: { role: TBuiltInRole; permissions: TPermission[] }[]; custom: TCustomRole[] }> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const rows = await repo.listCustomRoles(db, restaurantId);
      return {
        builtIn: BUILT_IN_ROLES.map((role) => ({ role, permissions: [...ROLE_PERMISSIONS[role]] })),
        custom: await Promise.all(rows.map((row) => toRole(db, restaurantId, row))),
      };
    },

    async create(actor: TActor | null, input: TCustomRoleInput): Promise<TCustomRole> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      if ((await repo.listCustomRoles(db, restaurantId)).length >= CUSTOM_ROLES_MAX)
        throw keyedError('CONFLICT', 'limitReached', { params: { max: CUSTOM_ROLES_MAX }, message: `A venue can have at most ${CUSTOM_ROLES_MAX} roles` });
      const now = nowIso();
      const row: repo.TCustomRoleRow = {
        id: newId(),
        restaurant_id: restaurantId,
        name: input.name,
        permissions: unique(input.permissions),
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertCustomRole(trx, row);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'role.created',
          targetType: 'role',
          targetId: row.id,
          details: { name: row.name, permissions: input.permissions },
        });
      });
      return toRole(db, restaurantId, row);
    },

    async update(actor: TActor | null, id: string, input: TCustomRoleUpdate): Promise<TCustomRole> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const before = await getRow(restaurantId, id);
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.permissions !== undefined ? { permissions: unique(input.permissions) } : {}),
        updated_at: nowIso(),
      };
      await db.transaction().execute(async (trx) => {
        await repo.updateCustomRole(trx, restaurantId, id, set);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'role.updated',
          targetType: 'role',
          targetId: id,
          details: { name: input.name ?? before.name, from: customRoleOf(before).permissions, to: input.permissions ?? customRoleOf(before).permissions },
        });
      });
      // Every member with this role reads their permissions again.
      deps.members.forget(restaurantId);
      return toRole(db, restaurantId, await getRow(restaurantId, id));
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const row = await getRow(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        if ((await repo.countMembersWithRole(trx, restaurantId, customRoleRef(id))) > 0)
          throw keyedError('CONFLICT', 'roleInUse', { message: 'Members still have this role' });
        await repo.deleteCustomRole(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, { action: 'role.deleted', targetType: 'role', targetId: id, details: { name: row.name } });
      });
    },
  };
}
