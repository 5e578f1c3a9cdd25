import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type {
  AllergensTable,
  FeaturedItemsTable,
  MenuItemAllergensTable,
  MenuItemModifierGroupsTable,
  MenuItemsTable,
  MenuItemTagsTable,
  MenuSectionsTable,
  MenuTagsTable,
  ModifierGroupsTable,
  ModifiersTable,
} from '../../db/schema.ts';

/** Every row of a venue's menu, for the diner's public menu (read through menu/public.ts). */
export type TMenuTableRows = {
  sections: Selectable<MenuSectionsTable>[];
  items: Selectable<MenuItemsTable>[];
  itemTags: Selectable<MenuItemTagsTable>[];
  itemAllergens: Selectable<MenuItemAllergensTable>[];
  itemGroups: Selectable<MenuItemModifierGroupsTable>[];
  groups: Selectable<ModifierGroupsTable>[];
  modifiers: Selectable<ModifiersTable>[];
  tags: Selectable<MenuTagsTable>[];
  allergens: Selectable<AllergensTable>[];
  featured: Selectable<FeaturedItemsTable>[];
};

/**
 * The whole menu in a fixed number of queries (one per table, each `where restaurant_id = ?`),
 * however many items it has; ordering and joining happen in memory.
 */
export async function loadMenuTableRows(db: TDb, restaurantId: string): Promise<TMenuTableRows> {
  const [sections, items, itemTags, itemAllergens, itemGroups, groups, modifiers, tags, allergens, featured] = await Promise.all([
    db.selectFrom('menu_sections').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_items').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_item_tags').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_item_allergens').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_item_modifier_groups').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('modifier_groups').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('modifiers').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db.selectFrom('menu_tags').selectAll().where('restaurant_id', '=', restaurantId).execute(),
    db
      .selectFrom('allergens')
      .selectAll()
      .where((eb) => eb.or([eb('restaurant_id', '=', restaurantId), eb('restaurant_id', 'is', null)]))
      .execute(),
    db.selectFrom('featured_items').selectAll().where('restaurant_id', '=', restaurantId).execute(),
  ]);
  return { sections, items, itemTags, itemAllergens, itemGroups, groups, modifiers, tags, allergens, featured };
}
