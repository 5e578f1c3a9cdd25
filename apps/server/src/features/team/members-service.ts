import type { TMemberListQuery, TMemberPage, TMemberUpdate, TPinMemberCreate, TTeamMe, TTeamMember } from '@menudelite/shared/team/contracts';
import { ROLE_START_SCREEN, isBuiltInRole, startScreenFor } from '@menudelite/shared/team/permissions';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { actorCan, requireMember, requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { endSessionsOf, findUserById, setHomeVenue } from '../auth/public.ts';
import { deleteEmployee, insertEmployee, updateEmployee } from '../employees/public.ts';
import { recordAudit } from './audit.ts';
import * as repo from './member-repository.ts';
import { toMember, toMembers } from './member-view.ts';
import { resolveRole, type TResolvedRole } from './roles.ts';

export type TTeamContext = { deps: TDeps; realtime: Pick<TRealtime, 'disconnectSessions'> };

export const MEMBERS_MAX = 500;

const lastOwner = () => keyedError('CONFLICT', 'lastOwner', { message: 'The venue must keep at least one owner' });
const ownerOnly = () => keyedError('FORBIDDEN', 'ownerOnly', { message: 'Only an owner can do this' });
const displayIdTaken = (displayId: string) =>
  keyedError('CONFLICT', 'alreadyExists', { path: 'body.displayId', message: `Member ${displayId} already exists` });

/** A role this venue has (a custom role of another venue reads as unknown: 400, nothing written). */
export async function assignableRole(db: TDb, actor: TActor, restaurantId: string, role: string): Promise<TResolvedRole> {
  const resolved = await resolveRole(db, restaurantId, role);
  if (!resolved) throw invalidField('body.role', 'invalidValue');
  if (role === 'owner' && !actorCan(actor, 'ownership.manage')) throw ownerOnly();
  return resolved;
}

/** Owners are changed only by owners. */
function guardOwner(actor: TActor, target: repo.TMemberRow) {
  if (target.role === 'owner' && !actorCan(actor, 'ownership.manage')) throw ownerOnly();
}
/**
 * Inside the change's transaction, first: locks the venue's owners and reads the target again, so the
 * last-owner check sees what a concurrent change (another owner removing this one) already committed.
 */
async function lockedTarget(trx: TDb, actor: TActor, restaurantId: string, id: string): Promise<repo.TMemberRow> {
  await repo.lockOwners(trx, restaurantId);
  const target = await repo.findMember(trx, restaurantId, id);
  if (!target) throw notFound('Member');
  guardOwner(actor, target);
  return target;
}
/** Inside the change's transaction, after lockedTarget: the venue must keep an active owner. */
async function keepsAnOwner(trx: TDb, restaurantId: string, target: repo.TMemberRow) {
  if (target.role === 'owner' && target.status === 'active' && (await repo.countActiveOwners(trx, restaurantId)) <= 1) throw lastOwner();
}

/** Members (docs/api/team.md): list, PIN-only members, role changes, suspension, removal, ownership. */
export function createMembersService(ctx: TTeamContext) {
  const { db } = ctx.deps;

  async function getRow(restaurantId: string, id: string): Promise<repo.TMemberRow> {
    const row = await repo.findMember(db, restaurantId, id);
    if (!row) throw notFound('Member');
    return row;
  }
  /** After the commit: this process reads the membership again at once, other processes within MEMBER_CACHE_MS. */
  function changed(restaurantId: string, target: repo.TMemberRow) {
    ctx.deps.members.forget(restaurantId, target.user_id ?? undefined);
  }
  /** A suspended or removed member's sessions at this venue end now: 401 on their tokens, sockets dropped. */
  async function endSessions(restaurantId: string, target: repo.TMemberRow) {
    if (target.user_id) await endSessionsOf(ctx, { userId: target.user_id, restaurantId, reason: 'removed_from_venue' });
  }

  return {
    async me(actor: TActor | null): Promise<TTeamMe> {
      const member = requireMember(actor);
      const row = await getRow(member.restaurantId, member.id);
      const role = await resolveRole(db, member.restaurantId, row.role);
      return {
        memberId: row.id,
        venueId: member.restaurantId,
        role: row.role,
        roleName: role?.name ?? row.role,
        permissions: [...member.permissions],
        startScreen: isBuiltInRole(row.role) ? ROLE_START_SCREEN[row.role] : startScreenFor(member.permissions),
        hasPin: row.pin_hash !== null,
      };
    },

    async setOwnPin(actor: TActor | null, pin: string): Promise<void> {
      const member = requireMember(actor);
      await repo.updateMember(db, member.restaurantId, member.id, { pin_hash: await hashPassword(pin), updated_at: nowIso() });
    },

    async list(actor: TActor | null, query: TMemberListQuery): Promise<TMemberPage> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.listMembers(db, restaurantId, { status: query.status, after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return { items: await toMembers(db, restaurantId, page), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
    },

    async get(actor: TActor | null, id: string): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      return toMember(db, await getRow(restaurantId, id));
    },

    /** A PIN-only member for shared devices (the former employees). */
    async createPinMember(actor: TActor | null, input: TPinMemberCreate): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const role = await assignableRole(db, actor!, restaurantId, input.role);
      if (await repo.displayIdTaken(db, restaurantId, input.displayId)) throw displayIdTaken(input.displayId);
      const now = nowIso();
      const row: repo.TMemberRow = {
        id: newId(),
        restaurant_id: restaurantId,
        user_id: null,
        name: input.name,
        display_id: input.displayId,
        role: role.role,
        status: 'active',
        pin_hash: await hashPassword(input.pin),
        created_at: now,
        updated_at: now,
      };
      await guardUnique(input.displayId, () =>
        db.transaction().execute(async (trx) => {
          await repo.insertMember(trx, row);
          // Also an employee of the same id: orders can be assigned to them (features/employees).
          await insertEmployee(trx, {
            id: row.id,
            restaurant_id: restaurantId,
            name: row.name,
            display_id: input.displayId,
            pin_hash: row.pin_hash!,
            created_at: now,
            updated_at: now,
          });
          await recordAudit(trx, actor!, restaurantId, {
            action: 'member.added',
            targetType: 'member',
            targetId: row.id,
            details: { name: row.name, role: row.role },
          });
        }),
      );
      return toMember(db, row);
    },

    async update(actor: TActor | null, id: string, input: TMemberUpdate): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const target = await getRow(restaurantId, id);
      guardOwner(actor!, target);
      const role = input.role !== undefined ? await assignableRole(db, actor!, restaurantId, input.role) : undefined;
      if (input.displayId !== undefined && (await repo.displayIdTaken(db, restaurantId, input.displayId, id))) throw displayIdTaken(input.displayId);
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.displayId !== undefined ? { display_id: input.displayId } : {}),
        ...(input.pin !== undefined ? { pin_hash: await hashPassword(input.pin) } : {}),
        ...(role ? { role: role.role } : {}),
        updated_at: nowIso(),
      };
      await guardUnique(input.displayId ?? '', () =>
        db.transaction().execute(async (trx) => {
          const current = await lockedTarget(trx, actor!, restaurantId, id);
          if (role && role.role !== current.role) {
            if (role.role !== 'owner') await keepsAnOwner(trx, restaurantId, current);
            await recordAudit(trx, actor!, restaurantId, {
              action: 'member.roleChanged',
              targetType: 'member',
              targetId: id,
              details: { name: current.name, from: current.role, to: role.role },
            });
          }
          await repo.updateMember(trx, restaurantId, id, set);
          if (current.user_id === null) {
            const { role: _role, ...employee } = set;
            await updateEmployee(trx, restaurantId, id, employee);
          }
        }),
      );
      changed(restaurantId, target);
      return toMember(db, await getRow(restaurantId, id));
    },

    async suspend(actor: TActor | null, id: string): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const target = await getRow(restaurantId, id);
      guardOwner(actor!, target);
      if (target.status !== 'suspended') {
        await db.transaction().execute(async (trx) => {
          await keepsAnOwner(trx, restaurantId, await lockedTarget(trx, actor!, restaurantId, id));
          await repo.updateMember(trx, restaurantId, id, { status: 'suspended', updated_at: nowIso() });
          // A person who also works elsewhere signs in there meanwhile, instead of into a venue that answers 401.
          if (target.user_id && (await findUserById(trx, target.user_id))?.restaurant_id === restaurantId) {
            const elsewhere = (await repo.listMembershipsOfUser(trx, target.user_id)).find((m) => m.restaurant_id !== restaurantId);
            if (elsewhere) await setHomeVenue(trx, target.user_id, elsewhere.restaurant_id);
          }
          await recordAudit(trx, actor!, restaurantId, { action: 'member.suspended', targetType: 'member', targetId: id, details: { name: target.name } });
        });
        changed(restaurantId, target);
        await endSessions(restaurantId, target);
      }
      return toMember(db, await getRow(restaurantId, id));
    },

    async reactivate(actor: TActor | null, id: string): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const target = await getRow(restaurantId, id);
      guardOwner(actor!, target);
      if (target.status !== 'active') {
        await db.transaction().execute(async (trx) => {
          await repo.updateMember(trx, restaurantId, id, { status: 'active', updated_at: nowIso() });
          await recordAudit(trx, actor!, restaurantId, { action: 'member.reactivated', targetType: 'member', targetId: id, details: { name: target.name } });
        });
        changed(restaurantId, target);
      }
      return toMember(db, await getRow(restaurantId, id));
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'users.manage');
      const target = await getRow(restaurantId, id);
      guardOwner(actor!, target);
      await db.transaction().execute(async (trx) => {
        await keepsAnOwner(trx, restaurantId, await lockedTarget(trx, actor!, restaurantId, id));
        await repo.deleteMember(trx, restaurantId, id);
        if (target.user_id === null) await deleteEmployee(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'member.removed',
          targetType: 'member',
          targetId: id,
          details: { name: target.name, role: target.role },
        });
        // The person signs in to another venue of theirs from now on (or none).
        if (target.user_id && (await findUserById(trx, target.user_id))?.restaurant_id === restaurantId) {
          const next = (await repo.listMembershipsOfUser(trx, target.user_id))[0];
          await setHomeVenue(trx, target.user_id, next?.restaurant_id ?? null);
        }
      });
      changed(restaurantId, target);
      await endSessions(restaurantId, target);
    },

    /** The member becomes an owner and the caller a manager, in one transaction. */
    async transferOwnership(actor: TActor | null, memberId: string): Promise<TTeamMember> {
      const restaurantId = requireVenuePermission(actor, 'ownership.manage');
      const me = requireMember(actor);
      const target = await getRow(restaurantId, memberId);
      if (target.id === me.id) throw invalidField('body.memberId', 'invalidValue');
      // An owner signs in: a PIN-only or suspended member cannot hold the venue.
      if (!target.user_id || target.status !== 'active') throw invalidField('body.memberId', 'invalidValue');
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await repo.updateMember(trx, restaurantId, target.id, { role: 'owner', updated_at: now });
        await repo.updateMember(trx, restaurantId, me.id, { role: 'manager', updated_at: now });
        await recordAudit(trx, actor!, restaurantId, {
          action: 'ownership.transferred',
          targetType: 'member',
          targetId: target.id,
          details: { name: target.name, from: target.role, previousOwner: me.name },
        });
      });
      ctx.deps.members.forget(restaurantId);
      return toMember(db, await getRow(restaurantId, target.id));
    },
  };
}
export type TMembersService = ReturnType<typeof createMembersService>;

async function guardUnique(displayId: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw displayIdTaken(displayId);
    throw error;
  }
}

const encodeCursor = (row: repo.TMemberRow) => Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Falls through to the 400 below.
  }
  throw invalidField('query.cursor', 'invalidCursor');
}
