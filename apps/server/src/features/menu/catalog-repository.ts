import type { TDb } from '../../db/database.ts';

/**
 * The menu rows checkout prices with, one query per table (`where restaurant_id = ?`), whatever the
 * menu's size; only the columns pricing needs. Checkout reads them through menu/public.ts.
 */
export async function loadCatalogMenuRows(db: TDb, restaurantId: string) {
  const [sections, items, itemTags, itemGroups, groups, modifiers, tags] = await Promise.all([
    db.selectFrom('menu_sections').select(['id', 'is_available']).where('restaurant_id', '=', restaurantId).execute(),
    db
      .selectFrom('menu_items')
      .select(['id', 'section_id', 'name', 'price', 'is_available', 'sold_out_until'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db.selectFrom('menu_item_tags').select(['item_id', 'tag_id']).where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_item_modifier_groups').select(['item_id', 'group_id']).where('restaurant_id', '=', restaurantId).execute(),
    db
      .selectFrom('modifier_groups')
      .select(['id', 'name', 'min_choices', 'max_choices', 'deliverect_multi_max'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db.selectFrom('modifiers').select(['id', 'group_id', 'name', 'price', 'is_available']).where('restaurant_id', '=', restaurantId).execute(),
    db
      .selectFrom('menu_tags')
      .select(['id', 'tag_discount_enabled', 'discount_percent', 'tag_availability_enabled', 'availability_windows'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  return { sections, items, itemTags, itemGroups, groups, modifiers, tags };
}
export type TCatalogMenuRows = Awaited<ReturnType<typeof loadCatalogMenuRows>>;
