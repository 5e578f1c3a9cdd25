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
  RestaurantsTable,
} from '../../db/schema.ts';

const RESTAURANT_COLUMNS = [
  'id',
  'slug',
  'name',
  'is_hotel',
  'address',
  'currency',
  'default_language',
  'time_zone',
  'primary_color',
  'secondary_color',
  'background_color',
  'logo_url',
  'cover_image_url',
  'welcome_screen',
  'popup',
  'promo_banners',
  'opening_hours',
  'is_online',
  'accepting_reservations',
  'allows_dine_in',
  'allows_pick_up',
  'allows_remote_pick_up',
  'allows_delivery',
  'allows_guest_checkout',
  'allows_pay_later',
  'allows_offline_payments',
  'requires_checkout_name',
  'requires_checkout_phone_no',
  'order_fee',
  'order_prep_time',
  'loyalty_enabled',
  'price_level',
  'menu_selector',
  'pickup_menu_tag_id',
  'delivery_menu_tag_id',
  'menu_version',
  'updated_at',
] as const;

export type TPublicRestaurantRow = Pick<Selectable<RestaurantsTable>, (typeof RESTAURANT_COLUMNS)[number]>;

export type TMenuRows = {
  restaurant: TPublicRestaurantRow;
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
export async function loadMenuRows(db: TDb, restaurantId: string): Promise<TMenuRows | null> {
  const restaurant = await db.selectFrom('restaurants').select(RESTAURANT_COLUMNS).where('id', '=', restaurantId).executeTakeFirst();
  if (!restaurant) return null;
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
  return { restaurant, sections, items, itemTags, itemAllergens, itemGroups, groups, modifiers, tags, allergens, featured };
}

/** A venue's id from its public slug (`/restaurants/demo-bistro/menu`), or null. */
export async function findRestaurantIdBySlug(db: TDb, slug: string): Promise<string | null> {
  const row = await db.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}
