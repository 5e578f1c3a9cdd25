import type { TBranding, TMenuSettings, TOpeningHoursSettings } from '@menudelite/shared/menu/settings';
import type { TDb } from '../../../db/database.ts';
import { findRestaurantById, toVenueRecord } from '../../restaurant/public.ts';

/** The settings live on the venue record, which the restaurant feature owns and writes. */
export { updateMenuSettings as updateSettings } from '../../restaurant/public.ts';

export type TVenueSettings = { menu: TMenuSettings; branding: TBranding; hours: TOpeningHoursSettings };

export async function findSettings(db: TDb, restaurantId: string): Promise<TVenueSettings | null> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) return null;
  const venue = toVenueRecord(row);
  return {
    menu: venue.menuSettings,
    branding: {
      primaryColor: venue.primaryColor,
      secondaryColor: venue.secondaryColor,
      backgroundColor: venue.backgroundColor,
      logoUrl: venue.logoUrl,
      coverImageUrl: venue.coverImageUrl,
      welcomeScreen: venue.welcomeScreen,
      popup: venue.popup,
      promoBanners: venue.promoBanners,
    },
    hours: { openingHours: venue.openingHours, timeZone: venue.timeZone },
  };
}

/** The venue's menu-type tag ids, for checking the pickup / delivery menu choice. */
export async function menuTypeTagIds(db: TDb, restaurantId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('menu_tags').select('id').where('restaurant_id', '=', restaurantId).where('is_menu_type', '=', true).execute();
  return new Set(rows.map((row) => row.id));
}
