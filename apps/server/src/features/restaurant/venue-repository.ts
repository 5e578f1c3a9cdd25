import type { Insertable } from 'kysely';
import type { TBranding, TMenuSettings, TOpeningHoursSettings } from '@menudelite/shared/menu/settings';
import type { TDb } from '../../db/database.ts';
import type { RestaurantsTable } from '../../db/schema.ts';

/**
 * The writes and lookups other features make on the restaurants table (sign-up, the menu
 * builder, the public menu), exported through public.ts. This feature owns the table.
 */

export async function isSlugTaken(db: TDb, slug: string): Promise<boolean> {
  const row = await db.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

export async function insertRestaurant(db: TDb, row: Insertable<RestaurantsTable>): Promise<void> {
  await db.insertInto('restaurants').values(row).execute();
}

/** A venue's id from its public slug (`/restaurants/demo-bistro/menu`), or null. */
export async function findRestaurantIdBySlug(db: TDb, slug: string): Promise<string | null> {
  const row = await db.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

/** Any menu change moves the stamp that the public menu and checkout caches compare. */
export async function bumpMenuVersion(db: TDb, restaurantId: string): Promise<void> {
  await db
    .updateTable('restaurants')
    .set((eb) => ({ menu_version: eb('menu_version', '+', 1) }))
    .where('id', '=', restaurantId)
    .execute();
}

/** A tag that stops being a menu type can no longer be the pickup or delivery menu. */
export async function clearMenuTypeTag(db: TDb, restaurantId: string, tagId: string): Promise<void> {
  await db.updateTable('restaurants').set({ pickup_menu_tag_id: null }).where('id', '=', restaurantId).where('pickup_menu_tag_id', '=', tagId).execute();
  await db.updateTable('restaurants').set({ delivery_menu_tag_id: null }).where('id', '=', restaurantId).where('delivery_menu_tag_id', '=', tagId).execute();
}

const json = (value: unknown) => JSON.stringify(value);

/** Writes the named menu, branding and hours settings; updated_at moves too, as for any change of the venue record. */
export async function updateMenuSettings(
  db: TDb,
  restaurantId: string,
  values: Partial<TMenuSettings> & Partial<TBranding> & Partial<TOpeningHoursSettings>,
  now: string,
): Promise<void> {
  await db
    .updateTable('restaurants')
    .set({
      ...(values.menuSelector !== undefined ? { menu_selector: values.menuSelector } : {}),
      ...(values.pickupMenuTagId !== undefined ? { pickup_menu_tag_id: values.pickupMenuTagId } : {}),
      ...(values.deliveryMenuTagId !== undefined ? { delivery_menu_tag_id: values.deliveryMenuTagId } : {}),
      ...(values.primaryColor !== undefined ? { primary_color: values.primaryColor } : {}),
      ...(values.secondaryColor !== undefined ? { secondary_color: values.secondaryColor } : {}),
      ...(values.backgroundColor !== undefined ? { background_color: values.backgroundColor } : {}),
      ...(values.logoUrl !== undefined ? { logo_url: values.logoUrl } : {}),
      ...(values.coverImageUrl !== undefined ? { cover_image_url: values.coverImageUrl } : {}),
      ...(values.welcomeScreen !== undefined ? { welcome_screen: json(values.welcomeScreen) } : {}),
      ...(values.popup !== undefined ? { popup: json(values.popup) } : {}),
      ...(values.promoBanners !== undefined ? { promo_banners: json(values.promoBanners) } : {}),
      ...(values.openingHours !== undefined ? { opening_hours: json(values.openingHours) } : {}),
      ...(values.timeZone !== undefined ? { time_zone: values.timeZone } : {}),
      updated_at: now,
    })
    .where('id', '=', restaurantId)
    .execute();
}
