import type { TDb } from '../../db/database.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { findRestaurantById, findRestaurantIdBySlug, toVenueRecord, type TVenueRecord } from '../restaurant/public.ts';

export async function venueById(db: TDb, restaurantId: string): Promise<TVenueRecord> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return toVenueRecord(row);
}

export async function venueBySlug(db: TDb, slug: string): Promise<TVenueRecord> {
  const id = await findRestaurantIdBySlug(db, slug);
  if (!id) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return venueById(db, id);
}

/**
 * The venue's DelitePay switch (allowsDelitePay): off, every public DelitePay endpoint answers 403
 * delitePayOff and nothing is written; staff still see links and transactions (docs/decisions.md).
 */
export function assertDelitePayOn(venue: TVenueRecord): void {
  if (!venue.allowsDelitePay) throw keyedError('FORBIDDEN', 'delitePayOff', { message: 'This venue does not take payments here' });
}
