import type { Selectable } from 'kysely';
import type { TTag, TWeeklyWindow } from '@menudelite/shared/menu/tags';
import type { TNameTranslations } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import type { MenuTagsTable } from '../../../db/schema.ts';
import { parseJson, toBool } from '../../../db/rows.ts';

export function toTag(row: Selectable<MenuTagsTable>): TTag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    isMenuType: toBool(row.is_menu_type),
    positionNew: row.position,
    tagDiscountEnabled: toBool(row.tag_discount_enabled),
    discountPercent: row.discount_percent,
    tagAvailabilityEnabled: toBool(row.tag_availability_enabled),
    availabilityWindows: parseJson<TWeeklyWindow[]>(row.availability_windows),
    translations: parseJson<TNameTranslations>(row.translations),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listTags(db: TDb, restaurantId: string): Promise<TTag[]> {
  const rows = await db.selectFrom('menu_tags').selectAll().where('restaurant_id', '=', restaurantId).orderBy('position').orderBy('id').execute();
  return rows.map(toTag);
}

export async function findTag(db: TDb, restaurantId: string, id: string): Promise<TTag | null> {
  const row = await db.selectFrom('menu_tags').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return row ? toTag(row) : null;
}

export async function countTags(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('menu_tags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TTagValues = Omit<TTag, 'id' | 'positionNew' | 'createdAt' | 'updatedAt'>;

function columns(values: Partial<TTagValues>) {
  return {
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.color !== undefined ? { color: values.color } : {}),
    ...(values.isMenuType !== undefined ? { is_menu_type: values.isMenuType } : {}),
    ...(values.tagDiscountEnabled !== undefined ? { tag_discount_enabled: values.tagDiscountEnabled } : {}),
    ...(values.discountPercent !== undefined ? { discount_percent: values.discountPercent } : {}),
    ...(values.tagAvailabilityEnabled !== undefined ? { tag_availability_enabled: values.tagAvailabilityEnabled } : {}),
    ...(values.availabilityWindows !== undefined ? { availability_windows: JSON.stringify(values.availabilityWindows) } : {}),
    ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
  };
}

export async function insertTag(db: TDb, row: { id: string; restaurantId: string; position: number; now: string } & TTagValues) {
  await db
    .insertInto('menu_tags')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      name: row.name,
      color: row.color,
      is_menu_type: row.isMenuType,
      tag_discount_enabled: row.tagDiscountEnabled,
      discount_percent: row.discountPercent,
      tag_availability_enabled: row.tagAvailabilityEnabled,
      availability_windows: JSON.stringify(row.availabilityWindows),
      translations: JSON.stringify(row.translations),
      position: row.position,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateTag(db: TDb, restaurantId: string, id: string, values: Partial<TTagValues>, now: string) {
  await db
    .updateTable('menu_tags')
    .set({ ...columns(values), updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTag(db: TDb, restaurantId: string, id: string) {
  await db.deleteFrom('menu_tags').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
