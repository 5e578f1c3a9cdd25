import type { TDb } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { assembleMenu } from './assemble-menu.ts';
import { cachedMenu, type TCachedMenu, type TMenuCache } from './menu-cache.ts';
import { findRestaurantIdBySlug } from '../restaurant/public.ts';
import { loadMenuRows } from './load-rows.ts';
import { readVenueStamp, venueStamp } from '../../db/venue-stamp.ts';

/**
 * The public menu. A warm read costs one small query (the venue's stamp); a cold one loads each
 * menu table once. Concurrent cold reads of one venue share a single rebuild.
 */
export function createPublicMenuService(db: TDb, cache: TMenuCache) {
  const rebuilding = new Map<string, Promise<TCachedMenu>>();

  async function rebuild(restaurantId: string): Promise<TCachedMenu> {
    const rows = await loadMenuRows(db, restaurantId);
    if (!rows) throw notFound('Restaurant');
    const now = new Date();
    const { menu, validUntil } = assembleMenu(rows, now);
    // The stamp comes from the rows just read, so a write racing this rebuild makes the entry stale, never wrong.
    const entry = cachedMenu(venueStamp(rows.restaurant), now.getTime(), validUntil, JSON.stringify(menu));
    cache.set(restaurantId, entry);
    return entry;
  }

  return {
    /** By id, or else by slug (public links such as /restaurants/demo-bistro/menu); the menu's restaurant.id is the id. */
    async getMenu(idOrSlug: string): Promise<TCachedMenu> {
      let restaurantId = idOrSlug;
      let stamp = await readVenueStamp(db, restaurantId);
      if (stamp === null) {
        restaurantId = (await findRestaurantIdBySlug(db, idOrSlug)) ?? '';
        stamp = restaurantId === '' ? null : await readVenueStamp(db, restaurantId);
      }
      if (stamp === null) throw notFound('Restaurant');
      const cached = cache.get(restaurantId, stamp, Date.now());
      if (cached) return cached;
      let pending = rebuilding.get(restaurantId);
      if (!pending) {
        pending = rebuild(restaurantId).finally(() => rebuilding.delete(restaurantId));
        rebuilding.set(restaurantId, pending);
      }
      return pending;
    },
  };
}
