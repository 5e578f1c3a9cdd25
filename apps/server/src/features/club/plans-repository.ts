import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ClubPlansTable } from '../../db/schema.ts';

export type TPlanRow = Selectable<ClubPlansTable>;

const normalise = (row: TPlanRow): TPlanRow => ({ ...row, monthly_price: Number(row.monthly_price) });

export async function insertPlan(db: TDb, row: Insertable<ClubPlansTable>): Promise<void> {
  await db.insertInto('club_plans').values(row).execute();
}

/** A plan of this venue that is not deleted (active or not). */
export async function findPlan(db: TDb, restaurantId: string, id: string): Promise<TPlanRow | undefined> {
  const row = await db
    .selectFrom('club_plans')
    .selectAll()
    .where('id', '=', id)
    .where('restaurant_id', '=', restaurantId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return row && normalise(row);
}

/** Any plan by id, deleted or not (a subscription keeps naming its plan). */
export async function findPlansByIds(db: TDb, ids: readonly string[]): Promise<TPlanRow[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('club_plans').selectAll().where('id', 'in', ids).execute()).map(normalise);
}

/** Newest first, keyset on (created_at, id). */
export async function listPlans(
  db: TDb,
  restaurantId: string,
  options: { limit: number; before?: { createdAt: string; id: string }; activeOnly?: boolean },
): Promise<TPlanRow[]> {
  let query = db.selectFrom('club_plans').selectAll().where('restaurant_id', '=', restaurantId).where('is_deleted', '=', false);
  if (options.activeOnly) query = query.where('is_active', '=', true);
  const before = options.before;
  if (before)
    query = query.where((eb) => eb.or([eb('created_at', '<', before.createdAt), eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)])]));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(normalise);
}

export async function updatePlan(db: TDb, restaurantId: string, id: string, changes: Updateable<ClubPlansTable>): Promise<boolean> {
  const result = await db
    .updateTable('club_plans')
    .set(changes)
    .where('id', '=', id)
    .where('restaurant_id', '=', restaurantId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
