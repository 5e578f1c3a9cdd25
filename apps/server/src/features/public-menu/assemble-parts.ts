import type { Selectable } from 'kysely';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import type { TNameTranslations } from '@menudelite/shared/menu/common';
import type { TWeeklyWindow } from '@menudelite/shared/menu/tags';
import { isWithinWindows, type TLocalClock } from '@menudelite/shared/menu/availability';
import type { AllergensTable, MenuTagsTable, ModifiersTable } from '../../db/schema.ts';
import { parseJson, toBool } from '../../db/rows.ts';

type TOrdered = { position: number; id: string };
/** Display order: position, then id so equal positions still sort the same way in every process. */
export const byPosition = (a: TOrdered, b: TOrdered) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Link rows to item id -> target ids in their own order. */
export function groupLinks<T extends { item_id: string; position: number }>(rows: T[], target: (row: T) => string): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const row of rows.toSorted((a, b) => a.position - b.position)) {
    const list = links.get(row.item_id) ?? links.set(row.item_id, []).get(row.item_id)!;
    list.push(target(row));
  }
  return links;
}

export function toPublicTag(row: Selectable<MenuTagsTable>, clock: TLocalClock) {
  const windows = parseJson<TWeeklyWindow[]>(row.availability_windows);
  const enabled = toBool(row.tag_availability_enabled);
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    isMenuType: toBool(row.is_menu_type),
    positionNew: row.position,
    tagDiscountEnabled: toBool(row.tag_discount_enabled),
    discountPercent: row.discount_percent,
    tagAvailabilityEnabled: enabled,
    availabilityWindows: windows,
    isAvailableNow: !enabled || isWithinWindows(windows, clock),
    translations: parseJson<TNameTranslations>(row.translations),
  };
}

export function toPublicModifier(row: Selectable<ModifiersTable>) {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    price: Number(row.price),
    isAvailable: toBool(row.is_available),
    positionNew: row.position,
    translations: parseJson<TNameTranslations>(row.translations),
  };
}

export function toPublicAllergen(row: Selectable<AllergensTable>): TAllergen {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isDescriptor: toBool(row.is_descriptor),
    isBuiltIn: row.restaurant_id === null,
    translations: parseJson<TNameTranslations>(row.translations),
  };
}
