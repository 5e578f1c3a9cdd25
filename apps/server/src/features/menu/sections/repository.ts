import type { Selectable } from 'kysely';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TTitleTranslations } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import type { MenuSectionsTable } from '../../../db/schema.ts';
import { parseJson, toBool } from '../../../db/rows.ts';

type TSectionRow = Selectable<MenuSectionsTable>;

function toSection(row: TSectionRow, itemCount: number): TMenuSection {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isDrinks: toBool(row.is_drinks),
    isAvailable: toBool(row.is_available),
    positionNew: row.position,
    translations: parseJson<TTitleTranslations>(row.translations),
    itemCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function itemCounts(db: TDb, restaurantId: string, sectionId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('menu_items')
    .select((eb) => ['section_id', eb.fn.countAll<number | string>().as('count')])
    .where('restaurant_id', '=', restaurantId)
    .groupBy('section_id');
  if (sectionId) query = query.where('section_id', '=', sectionId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.section_id, Number(row.count)]));
}

export async function listSections(db: TDb, restaurantId: string): Promise<TMenuSection[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('menu_sections').selectAll().where('restaurant_id', '=', restaurantId).orderBy('position').orderBy('id').execute(),
    itemCounts(db, restaurantId),
  ]);
  return rows.map((row) => toSection(row, counts.get(row.id) ?? 0));
}

/** Another venue's section reads as missing, so callers answer 404. */
export async function findSection(db: TDb, restaurantId: string, id: string): Promise<TMenuSection | null> {
  const row = await db.selectFrom('menu_sections').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const counts = await itemCounts(db, restaurantId, id);
  return toSection(row, counts.get(id) ?? 0);
}

export async function countSections(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('menu_sections')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TSectionValues = {
  title: string;
  description: string;
  isDrinks: boolean;
  isAvailable: boolean;
  translations: TTitleTranslations;
};

export async function insertSection(db: TDb, row: { id: string; restaurantId: string; position: number; now: string } & TSectionValues): Promise<void> {
  await db
    .insertInto('menu_sections')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      title: row.title,
      description: row.description,
      is_drinks: row.isDrinks,
      is_available: row.isAvailable,
      position: row.position,
      translations: JSON.stringify(row.translations),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateSection(db: TDb, restaurantId: string, id: string, values: Partial<TSectionValues>, now: string): Promise<void> {
  await db
    .updateTable('menu_sections')
    .set({
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.isDrinks !== undefined ? { is_drinks: values.isDrinks } : {}),
      ...(values.isAvailable !== undefined ? { is_available: values.isAvailable } : {}),
      ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
      updated_at: now,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the section; its items (and their links) go with it through ON DELETE CASCADE. */
export async function deleteSection(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('menu_sections').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
