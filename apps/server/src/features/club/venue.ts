import type { TDb } from '../../db/database.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { findRestaurantById, toVenueRecord, type TVenueRecord } from '../restaurant/public.ts';

export async function venueById(db: TDb, restaurantId: string): Promise<TVenueRecord> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  return toVenueRecord(row);
}

/** allowsDeliteClub off: nobody subscribes (409 PROGRAMME_UNAVAILABLE clubOff); members keep what they paid for until it ends. */
export function assertClubOn(venue: TVenueRecord): void {
  if (!venue.allowsDeliteClub) throw keyedError('PROGRAMME_UNAVAILABLE', 'clubOff', { message: 'DeliteClub is not available at this venue' });
}
