import type { TDb } from '../../db/database.ts';

const VENUE_COLUMNS = [
  'id',
  'name',
  'is_hotel',
  'currency',
  'time_zone',
  'opening_hours',
  'is_online',
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
  'menu_selector',
  'pickup_menu_tag_id',
  'delivery_menu_tag_id',
  'delivery_fee_type',
  'delivery_fixed_fee',
  'delivery_percent_fee_bp',
  'delivery_min_order_value',
  'delivery_order_prep_time',
  'menu_version',
  'updated_at',
] as const;

/** Everything checkout prices with, one query per table (`where restaurant_id = ?`), whatever the menu's size. */
export async function loadCatalogRows(db: TDb, restaurantId: string) {
  const venue = await db.selectFrom('restaurants').select(VENUE_COLUMNS).where('id', '=', restaurantId).executeTakeFirst();
  if (!venue) return null;
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
  return { venue, sections, items, itemTags, itemGroups, groups, modifiers, tags };
}
export type TCatalogRows = NonNullable<Awaited<ReturnType<typeof loadCatalogRows>>>;
