import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect-sql.ts';
import type { CustomRolesTable, TeamMembersTable } from '../../db/schema.ts';

export type TMemberRow = Selectable<TeamMembersTable>;
export type TCustomRoleRow = Selectable<CustomRolesTable>;

export async function findMemberOfUser(db: TDb, restaurantId: string, userId: string): Promise<TMemberRow | undefined> {
  return db.selectFrom('team_members').selectAll().where('restaurant_id', '=', restaurantId).where('user_id', '=', userId).executeTakeFirst();
}

export async function findMember(db: TDb, restaurantId: string, id: string): Promise<TMemberRow | undefined> {
  return db.selectFrom('team_members').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

/** Every membership of a person, oldest first (the venue picker). */
export async function listMembershipsOfUser(db: TDb, userId: string): Promise<TMemberRow[]> {
  return db.selectFrom('team_members').selectAll().where('user_id', '=', userId).where('status', '=', 'active').orderBy('created_at').orderBy('id').execute();
}

/** One page, oldest first, keyed by (created_at, id). */
export async function listMembers(
  db: TDb,
  restaurantId: string,
  options: { status?: TMemberRow['status'] | undefined; after?: { createdAt: string; id: string } | undefined; limit: number },
): Promise<TMemberRow[]> {
  let query = db.selectFrom('team_members').selectAll().where('restaurant_id', '=', restaurantId);
  if (options.status) query = query.where('status', '=', options.status);
  const after = options.after;
  if (after)
    query = query.where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]));
  return query.orderBy('created_at').orderBy('id').limit(options.limit).execute();
}

/** Active members with a PIN whose role is one of `roles` (manager approval). */
export async function listPinHoldersWithRoles(db: TDb, restaurantId: string, roles: readonly string[]): Promise<TMemberRow[]> {
  if (roles.length === 0) return [];
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'active')
    .where('pin_hash', 'is not', null)
    .where('role', 'in', [...roles])
    .execute();
}

/**
 * Inside a transaction: locks the venue's owner rows until it ends (PostgreSQL; SQLite runs one writer at
 * a time already), so two owners removing or demoting each other at once take turns at the last-owner check.
 */
export async function lockOwners(trx: TDb, restaurantId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('team_members').select('id').where('restaurant_id', '=', restaurantId).where('role', '=', 'owner').orderBy('id').forUpdate().execute();
}

export async function countActiveOwners(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMembersWithRole(db: TDb, restaurantId: string, role: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function displayIdTaken(db: TDb, restaurantId: string, displayId: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('team_members').select('id').where('restaurant_id', '=', restaurantId).where('display_id', '=', displayId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertMember(db: TDb, row: Insertable<TeamMembersTable>): Promise<void> {
  await db.insertInto('team_members').values(row).execute();
}

export async function updateMember(
  db: TDb,
  restaurantId: string,
  id: string,
  set: Partial<Pick<TMemberRow, 'name' | 'display_id' | 'role' | 'status' | 'pin_hash' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('team_members').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteMember(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('team_members').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/* ---- Custom roles ---- */

export async function findCustomRole(db: TDb, restaurantId: string, id: string): Promise<TCustomRoleRow | undefined> {
  return db.selectFrom('custom_roles').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function listCustomRoles(db: TDb, restaurantId: string): Promise<TCustomRoleRow[]> {
  return db.selectFrom('custom_roles').selectAll().where('restaurant_id', '=', restaurantId).orderBy('created_at').orderBy('id').execute();
}

export async function insertCustomRole(db: TDb, row: Insertable<CustomRolesTable>): Promise<void> {
  await db.insertInto('custom_roles').values(row).execute();
}

export async function updateCustomRole(db: TDb, restaurantId: string, id: string, set: Partial<Pick<TCustomRoleRow, 'name' | 'permissions' | 'updated_at'>>) {
  await db.updateTable('custom_roles').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteCustomRole(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('custom_roles').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
