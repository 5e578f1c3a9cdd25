import { AppError } from '../../lib/app-error.ts';
import type { TDb } from '../../db/database.ts';
import { findRestaurantById, toVenueRecord, type TVenueRecord } from '../restaurant/public.ts';

/** The venue by id (the public routes name it in the path); an unknown id answers 404. */
export async function venueById(db: TDb, restaurantId: string): Promise<TVenueRecord> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return toVenueRecord(row);
}
