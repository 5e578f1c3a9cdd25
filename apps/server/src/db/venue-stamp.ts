import type { TDb } from './database.ts';
import { runPrepared } from './prepared.ts';

/**
 * Changes whenever anything diners see or pay for changes: menu writes bump menu_version, venue
 * edits move updated_at. Per-process caches (public menu, checkout catalogue) check it on every
 * read, which keeps them right across several server processes; it is compiled once.
 */
export function venueStamp(row: { menu_version: number; updated_at: string }): string {
  return `${row.menu_version}|${row.updated_at}`;
}

export async function readVenueStamp(db: TDb, restaurantId: string): Promise<string | null> {
  const query = () => db.selectFrom('restaurants').select(['menu_version', 'updated_at']).where('id', '=', restaurantId);
  const row = (await runPrepared<{ menu_version: number; updated_at: string }>(db, 'restaurants|venue-stamp', query, [restaurantId])).rows[0];
  return row ? venueStamp(row) : null;
}
