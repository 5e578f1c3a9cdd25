import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { EmployeesTable } from '../../db/schema.ts';

export type TEmployeeRow = Selectable<EmployeesTable>;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export async function listEmployeeRows(db: TDb, restaurantId: string): Promise<TEmployeeRow[]> {
  const rows = await db.selectFrom('employees').selectAll().where('restaurant_id', '=', restaurantId).execute();
  return rows.toSorted((a, b) => natural.compare(a.display_id, b.display_id));
}

export async function findEmployeeRow(db: TDb, restaurantId: string, id: string): Promise<TEmployeeRow | undefined> {
  return db.selectFrom('employees').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

export async function displayIdTaken(db: TDb, restaurantId: string, displayId: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('restaurant_id', '=', restaurantId).where('display_id', '=', displayId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countEmployees(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEmployee(db: TDb, row: TEmployeeRow): Promise<void> {
  await db.insertInto('employees').values(row).execute();
}

export async function updateEmployee(
  db: TDb,
  restaurantId: string,
  id: string,
  set: Partial<Pick<TEmployeeRow, 'name' | 'display_id' | 'pin_hash' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('employees').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteEmployee(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('employees').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
