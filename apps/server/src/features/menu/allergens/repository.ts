import type { Selectable } from 'kysely';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import type { TNameTranslations } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import type { AllergensTable } from '../../../db/schema.ts';
import { parseJson, toBool } from '../../../db/rows.ts';

export function toAllergen(row: Selectable<AllergensTable>): TAllergen {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isDescriptor: toBool(row.is_descriptor),
    isBuiltIn: row.restaurant_id === null,
    translations: parseJson<TNameTranslations>(row.translations),
  };
}

/** Built-in rows first (EU order), then the venue's own in creation order. */
export async function listAllergens(db: TDb, restaurantId: string): Promise<TAllergen[]> {
  const rows = await db
    .selectFrom('allergens')
    .selectAll()
    .where((eb) => eb.or([eb('restaurant_id', '=', restaurantId), eb('restaurant_id', 'is', null)]))
    .execute();
  return sortAllergens(rows).map(toAllergen);
}

export function sortAllergens<T extends Selectable<AllergensTable>>(rows: T[]): T[] {
  return rows.toSorted((a, b) => Number(a.restaurant_id !== null) - Number(b.restaurant_id !== null) || a.position - b.position || (a.id < b.id ? -1 : 1));
}

/** A row this venue may see: its own or a built-in one. */
export async function findVisibleAllergen(db: TDb, restaurantId: string, id: string) {
  return db
    .selectFrom('allergens')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('restaurant_id', '=', restaurantId), eb('restaurant_id', 'is', null)]))
    .executeTakeFirst();
}

export async function countVenueAllergens(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('allergens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TAllergenValues = { name: string; isDescriptor: boolean; translations: TNameTranslations };

export async function insertAllergen(db: TDb, row: { id: string; restaurantId: string; position: number; now: string } & TAllergenValues) {
  await db
    .insertInto('allergens')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      code: null,
      name: row.name,
      is_descriptor: row.isDescriptor,
      position: row.position,
      translations: JSON.stringify(row.translations),
      created_at: row.now,
    })
    .execute();
}

export async function updateAllergen(db: TDb, restaurantId: string, id: string, values: Partial<TAllergenValues>) {
  await db
    .updateTable('allergens')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.isDescriptor !== undefined ? { is_descriptor: values.isDescriptor } : {}),
      ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAllergen(db: TDb, restaurantId: string, id: string) {
  await db.deleteFrom('allergens').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
