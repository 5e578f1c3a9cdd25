import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TBranding, TMenuSettings, TMenuSelector, TOpeningHoursSettings, TPopup, TPromoBanner, TWelcomeScreen } from '@menudelite/shared/menu/settings';
import type { TDb } from '../../../db/database.ts';
import { parseJson } from '../../../db/rows.ts';

const SETTINGS_COLUMNS = [
  'menu_selector',
  'pickup_menu_tag_id',
  'delivery_menu_tag_id',
  'primary_color',
  'secondary_color',
  'background_color',
  'logo_url',
  'cover_image_url',
  'welcome_screen',
  'popup',
  'promo_banners',
  'opening_hours',
  'time_zone',
] as const;

export type TVenueSettings = { menu: TMenuSettings; branding: TBranding; hours: TOpeningHoursSettings };

export async function findSettings(db: TDb, restaurantId: string): Promise<TVenueSettings | null> {
  const row = await db.selectFrom('restaurants').select(SETTINGS_COLUMNS).where('id', '=', restaurantId).executeTakeFirst();
  if (!row) return null;
  return {
    menu: {
      menuSelector: row.menu_selector as TMenuSelector,
      pickupMenuTagId: row.pickup_menu_tag_id,
      deliveryMenuTagId: row.delivery_menu_tag_id,
    },
    branding: {
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      backgroundColor: row.background_color,
      logoUrl: row.logo_url,
      coverImageUrl: row.cover_image_url,
      welcomeScreen: parseJson<TWelcomeScreen>(row.welcome_screen),
      popup: parseJson<TPopup>(row.popup),
      promoBanners: parseJson<TPromoBanner[]>(row.promo_banners),
    },
    hours: { openingHours: parseJson<TOpeningHours>(row.opening_hours), timeZone: row.time_zone },
  };
}

const json = (value: unknown) => JSON.stringify(value);

/** Writes the named settings; updated_at moves too, as for any change of the venue record. */
export async function updateSettings(
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

/** The venue's menu-type tag ids, for checking the pickup / delivery menu choice. */
export async function menuTypeTagIds(db: TDb, restaurantId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('menu_tags').select('id').where('restaurant_id', '=', restaurantId).where('is_menu_type', '=', true).execute();
  return new Set(rows.map((row) => row.id));
}
