import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import { listTableRows } from '../tables/public.ts';

/** What reservations need of a venue (the restaurant feature owns the row). */
export type TReservationVenue = {
  id: string;
  name: string;
  address: string | null;
  timeZone: string;
  currency: string;
  openingHours: TOpeningHours;
  acceptingReservations: boolean;
};

/**
 * A venue that takes reservations: hotels have none (SPEC section 2), so a hotel answers 404 on
 * every reservation endpoint, staff and public alike, exactly like an unknown venue.
 */
export async function loadVenue(db: TDb, restaurantId: string): Promise<TReservationVenue> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  const v = toVenueRecord(row);
  if (v.isHotel) throw new AppError('NOT_FOUND', 'Hotels have no table reservations');
  return {
    id: v.id,
    name: v.name,
    address: v.address ?? null,
    timeZone: v.timeZone,
    currency: v.currency,
    openingHours: v.openingHours,
    acceptingReservations: v.acceptingReservations,
  };
}

export type TVenueTable = { id: string; label: string; occupancy: number; isActive: boolean };

export async function loadTables(db: TDb, restaurantId: string): Promise<TVenueTable[]> {
  const rows = await listTableRows(db, restaurantId);
  return rows.map((r) => ({ id: r.id, label: r.table_display_id, occupancy: r.occupancy, isActive: toBool(r.is_active) }));
}
