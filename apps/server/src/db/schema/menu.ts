import type { DbBool } from './common.ts';

// Tables owned by the menu feature (db/table-owners.ts).

export interface MenuSectionsTable {
  id: string;
  restaurant_id: string;
  title: string;
  description: string;
  is_drinks: DbBool;
  is_available: DbBool;
  position: number;
  /** JSON text: { [language]: { title?, description? } }. */
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuItemsTable {
  id: string;
  restaurant_id: string;
  section_id: string;
  name: string;
  description: string;
  price: number;
  /** JSON text: media_images ids, in display order. */
  image_ids: string;
  /** JSON text: TNutrition. */
  nutrition: string;
  /** JSON text: menu_items ids ("why not also try"). */
  recommended_item_ids: string;
  is_available: DbBool;
  /** ISO time the item comes back; null = not sold out. */
  sold_out_until: string | null;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuTagsTable {
  id: string;
  restaurant_id: string;
  name: string;
  color: string;
  is_menu_type: DbBool;
  position: number;
  tag_discount_enabled: DbBool;
  discount_percent: number;
  tag_availability_enabled: DbBool;
  /** JSON text: [{ weekday, opens, closes }] in the venue's time zone. */
  availability_windows: string;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface AllergensTable {
  id: string;
  /** null for the built-in EU allergens and descriptors. */
  restaurant_id: string | null;
  /** Stable key of a built-in row (i18n key); null for a venue's own. */
  code: string | null;
  name: string;
  is_descriptor: DbBool;
  position: number;
  translations: string;
  created_at: string;
}

export interface ModifierGroupsTable {
  id: string;
  restaurant_id: string;
  name: string;
  min_choices: number;
  max_choices: number;
  deliverect_multi_max: number;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface ModifiersTable {
  id: string;
  restaurant_id: string;
  group_id: string;
  name: string;
  price: number;
  is_available: DbBool;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuItemTagsTable {
  item_id: string;
  tag_id: string;
  restaurant_id: string;
  position: number;
}

export interface MenuItemAllergensTable {
  item_id: string;
  allergen_id: string;
  restaurant_id: string;
  position: number;
}

export interface MenuItemModifierGroupsTable {
  item_id: string;
  group_id: string;
  restaurant_id: string;
  position: number;
}

export interface FeaturedItemsTable {
  id: string;
  restaurant_id: string;
  item_id: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface MenuSchema {
  menu_sections: MenuSectionsTable;
  menu_items: MenuItemsTable;
  menu_tags: MenuTagsTable;
  allergens: AllergensTable;
  modifier_groups: ModifierGroupsTable;
  modifiers: ModifiersTable;
  menu_item_tags: MenuItemTagsTable;
  menu_item_allergens: MenuItemAllergensTable;
  menu_item_modifier_groups: MenuItemModifierGroupsTable;
  featured_items: FeaturedItemsTable;
}
