import type { Selectable } from 'kysely';
import { imageUrls } from '@menudelite/shared/menu/images';
import { isSoldOut } from '@menudelite/shared/menu/availability';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import type { TNameTranslations } from '@menudelite/shared/menu/common';
import type { TNutrition } from '@menudelite/shared/menu/nutrition';
import type { TDb } from '../../../db/database.ts';
import type { MenuItemsTable } from '../../../db/schema.ts';
import { parseJson, toBool } from '../../../db/rows.ts';
import { featuredItemIds, loadLinks } from './links-repository.ts';

export type TItemRow = Selectable<MenuItemsTable>;

export async function findItemRow(db: TDb, restaurantId: string, id: string): Promise<TItemRow | null> {
  const row = await db.selectFrom('menu_items').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** Rows to API items: links and featured flags are loaded for all rows at once. */
export async function toItems(db: TDb, restaurantId: string, rows: readonly TItemRow[], now = new Date()): Promise<TMenuItem[]> {
  const ids = rows.map((row) => row.id);
  const [links, featured] = await Promise.all([loadLinks(db, ids), featuredItemIds(db, restaurantId, ids)]);
  return rows.map((row) => ({
    id: row.id,
    sectionId: row.section_id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    images: parseJson<string[]>(row.image_ids).map((imageId) => ({ id: imageId, urls: imageUrls(restaurantId, imageId) })),
    ...links.get(row.id)!,
    recommendedItemIds: parseJson<string[]>(row.recommended_item_ids),
    nutrition: parseJson<TNutrition>(row.nutrition),
    isAvailable: toBool(row.is_available),
    isFeatured: featured.has(row.id),
    soldOutUntil: row.sold_out_until,
    isSoldOut: isSoldOut(row.sold_out_until, now),
    positionNew: row.position,
    translations: parseJson<TNameTranslations>(row.translations),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function findItem(db: TDb, restaurantId: string, id: string): Promise<TMenuItem | null> {
  const row = await findItemRow(db, restaurantId, id);
  return row ? ((await toItems(db, restaurantId, [row]))[0] ?? null) : null;
}

export async function sectionExists(db: TDb, restaurantId: string, sectionId: string): Promise<boolean> {
  const row = await db.selectFrom('menu_sections').select('id').where('restaurant_id', '=', restaurantId).where('id', '=', sectionId).executeTakeFirst();
  return row !== undefined;
}

/** All items of one section in order (after a reorder the client gets the whole list back). */
export async function listSectionItems(db: TDb, restaurantId: string, sectionId: string): Promise<TMenuItem[]> {
  const rows = await db
    .selectFrom('menu_items')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('section_id', '=', sectionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return toItems(db, restaurantId, rows);
}

/** Column values an item write may set (JSON lists already validated). */
export type TItemValues = {
  sectionId: string;
  name: string;
  description: string;
  price: number;
  imageIds: string[];
  recommendedItemIds: string[];
  nutrition: TNutrition;
  isAvailable: boolean;
  translations: TNameTranslations;
};

function columns(values: Partial<TItemValues>) {
  return {
    ...(values.sectionId !== undefined ? { section_id: values.sectionId } : {}),
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.description !== undefined ? { description: values.description } : {}),
    ...(values.price !== undefined ? { price: values.price } : {}),
    ...(values.imageIds !== undefined ? { image_ids: JSON.stringify(values.imageIds) } : {}),
    ...(values.recommendedItemIds !== undefined ? { recommended_item_ids: JSON.stringify(values.recommendedItemIds) } : {}),
    ...(values.nutrition !== undefined ? { nutrition: JSON.stringify(values.nutrition) } : {}),
    ...(values.isAvailable !== undefined ? { is_available: values.isAvailable } : {}),
    ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
  };
}

export async function insertItem(
  db: TDb,
  row: { id: string; restaurantId: string; position: number; soldOutUntil: string | null; now: string } & TItemValues,
): Promise<void> {
  await db
    .insertInto('menu_items')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      section_id: row.sectionId,
      name: row.name,
      description: row.description,
      price: row.price,
      image_ids: JSON.stringify(row.imageIds),
      recommended_item_ids: JSON.stringify(row.recommendedItemIds),
      nutrition: JSON.stringify(row.nutrition),
      is_available: row.isAvailable,
      sold_out_until: row.soldOutUntil,
      position: row.position,
      translations: JSON.stringify(row.translations),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateItem(db: TDb, restaurantId: string, id: string, values: Partial<TItemValues> & { position?: number }, now: string): Promise<void> {
  await db
    .updateTable('menu_items')
    .set({ ...columns(values), ...(values.position !== undefined ? { position: values.position } : {}), updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function setSoldOutUntil(db: TDb, restaurantId: string, id: string, until: string | null, now: string): Promise<void> {
  await db.updateTable('menu_items').set({ sold_out_until: until, updated_at: now }).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Makes room after `position` in a section (for a duplicate placed right after its original). */
export async function shiftPositionsAfter(db: TDb, restaurantId: string, sectionId: string, position: number): Promise<void> {
  await db
    .updateTable('menu_items')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('restaurant_id', '=', restaurantId)
    .where('section_id', '=', sectionId)
    .where('position', '>', position)
    .execute();
}

export async function deleteItem(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('menu_items').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
