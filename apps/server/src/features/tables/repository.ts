import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { runPrepared } from '../../db/prepared.ts';
import type { RestaurantTablesTable } from '../../db/schema.ts';

export type TTableRow = Selectable<RestaurantTablesTable>;

const byDisplayId = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order, so table "2" comes before table "10". */
export async function listTableRows(db: TDb, restaurantId: string, onlyActive = false): Promise<TTableRow[]> {
  let query = db.selectFrom('restaurant_tables').selectAll().where('restaurant_id', '=', restaurantId);
  if (onlyActive) query = query.where('is_active', '=', true);
  const rows = await query.execute();
  return rows.toSorted((a, b) => byDisplayId.compare(a.table_display_id, b.table_display_id) || (a.id < b.id ? -1 : 1));
}

export async function findTableRow(db: TDb, restaurantId: string, id: string): Promise<TTableRow | null> {
  const row = await db.selectFrom('restaurant_tables').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function countTables(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('restaurant_tables')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether another table of the venue already uses this display id. */
export async function displayIdTaken(db: TDb, restaurantId: string, tableDisplayId: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('restaurant_tables').select('id').where('restaurant_id', '=', restaurantId).where('table_display_id', '=', tableDisplayId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type TTableValues = { tableDisplayId: string; occupancy: number; isActive: boolean; posTable: string | null };

export async function insertTable(db: TDb, row: { id: string; restaurantId: string; code: string; now: string } & TTableValues) {
  await db
    .insertInto('restaurant_tables')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      table_display_id: row.tableDisplayId,
      code: row.code,
      occupancy: row.occupancy,
      is_active: row.isActive,
      pos_table: row.posTable,
      created_at: row.now,
    })
    .execute();
}

export async function updateTableRow(db: TDb, restaurantId: string, id: string, values: Partial<TTableValues> & { code?: string }) {
  const set = {
    ...(values.tableDisplayId !== undefined ? { table_display_id: values.tableDisplayId } : {}),
    ...(values.occupancy !== undefined ? { occupancy: values.occupancy } : {}),
    ...(values.isActive !== undefined ? { is_active: values.isActive } : {}),
    ...(values.posTable !== undefined ? { pos_table: values.posTable } : {}),
    ...(values.code !== undefined ? { code: values.code } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('restaurant_tables').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteTable(db: TDb, restaurantId: string, id: string) {
  await db.deleteFrom('restaurant_tables').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** An active table by its QR code: the diner's call-waiter button and the diner page's preload look it up. */
export async function findActiveTableRowByCode(db: TDb, code: string): Promise<Pick<TTableRow, 'id' | 'restaurant_id' | 'table_display_id'> | null> {
  const row = await db
    .selectFrom('restaurant_tables')
    .select(['id', 'restaurant_id', 'table_display_id'])
    .where('code', '=', code)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

/** Checkout's hot path: one venue's active table by code, compiled once. */
export async function findActiveVenueTableByCode(db: TDb, restaurantId: string, code: string): Promise<Pick<TTableRow, 'id' | 'table_display_id'> | null> {
  const query = () =>
    db
      .selectFrom('restaurant_tables')
      .select(['id', 'table_display_id'])
      .where('restaurant_id', '=', restaurantId)
      .where('code', '=', code)
      .where('is_active', '=', true);
  const result = await runPrepared<Pick<TTableRow, 'id' | 'table_display_id'>>(db, 'restaurant_tables|active-by-code', query, [restaurantId, code, true]);
  return result.rows[0] ?? null;
}

/** A unique index refused the write (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}
