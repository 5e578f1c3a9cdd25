import type { TDb } from '../../../db/database.ts';

/** The item's many-to-many lists, each kept in the order the staff gave. */
export const LINK_TABLES = {
  tagIds: { table: 'menu_item_tags', column: 'tag_id' },
  allergenIds: { table: 'menu_item_allergens', column: 'allergen_id' },
  modifierGroupIds: { table: 'menu_item_modifier_groups', column: 'group_id' },
} as const;
export type TLinkField = keyof typeof LINK_TABLES;
export type TItemLinks = Record<TLinkField, string[]>;

export async function replaceLinks(db: TDb, restaurantId: string, itemId: string, field: TLinkField, ids: readonly string[]): Promise<void> {
  await db.deleteFrom(LINK_TABLES[field].table).where('item_id', '=', itemId).execute();
  if (ids.length === 0) return;
  const base = ids.map((id, position) => ({ id, row: { item_id: itemId, restaurant_id: restaurantId, position } }));
  if (field === 'tagIds') {
    await db
      .insertInto('menu_item_tags')
      .values(base.map(({ id, row }) => ({ ...row, tag_id: id })))
      .execute();
  } else if (field === 'allergenIds') {
    await db
      .insertInto('menu_item_allergens')
      .values(base.map(({ id, row }) => ({ ...row, allergen_id: id })))
      .execute();
  } else {
    await db
      .insertInto('menu_item_modifier_groups')
      .values(base.map(({ id, row }) => ({ ...row, group_id: id })))
      .execute();
  }
}

/** The links of some items, one query per link table (never one per item). */
export async function loadLinks(db: TDb, itemIds: readonly string[]): Promise<Map<string, TItemLinks>> {
  const links = new Map<string, TItemLinks>(itemIds.map((id) => [id, { tagIds: [], allergenIds: [], modifierGroupIds: [] }]));
  if (itemIds.length === 0) return links;
  const [tags, allergens, groups] = await Promise.all([
    db.selectFrom('menu_item_tags').select(['item_id', 'tag_id as target']).where('item_id', 'in', itemIds).orderBy('position').execute(),
    db.selectFrom('menu_item_allergens').select(['item_id', 'allergen_id as target']).where('item_id', 'in', itemIds).orderBy('position').execute(),
    db.selectFrom('menu_item_modifier_groups').select(['item_id', 'group_id as target']).where('item_id', 'in', itemIds).orderBy('position').execute(),
  ]);
  for (const [field, rows] of [
    ['tagIds', tags],
    ['allergenIds', allergens],
    ['modifierGroupIds', groups],
  ] as const) {
    for (const row of rows) links.get(row.item_id)?.[field].push(row.target);
  }
  return links;
}

export async function featuredItemIds(db: TDb, restaurantId: string, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db.selectFrom('featured_items').select('item_id').where('restaurant_id', '=', restaurantId).where('item_id', 'in', itemIds).execute();
  return new Set(rows.map((row) => row.item_id));
}
