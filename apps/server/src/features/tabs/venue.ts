import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';

/** What a tab needs of its venue: its clock and opening hours (the deadline), currency, and Connect account. */
export type TTabVenue = {
  id: string;
  name: string;
  timeZone: string;
  openingHours: TOpeningHours;
  currency: TCurrency;
  allowsPayLater: boolean;
  stripeAccount: string | null;
};

export async function loadTabVenue(db: TDb, restaurantId: string): Promise<TTabVenue> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  const venue = toVenueRecord(row);
  return {
    id: venue.id,
    name: venue.name,
    timeZone: venue.timeZone,
    openingHours: venue.openingHours,
    currency: venue.currency,
    allowsPayLater: venue.allowsPayLater,
    stripeAccount: row.stripe_account_id ?? null,
  };
}
