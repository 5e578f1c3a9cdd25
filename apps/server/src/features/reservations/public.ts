/**
 * What other features may use of reservations. The e-mail, reminder and deposit module (resv-mail)
 * plugs in through TReservationHooks (passed to reservationRoutes from features/index.ts) and reads
 * bookings through findReservationView; the guest's manage link is derivable with createReservationTokens.
 */
import type { TDepositMode } from '@menudelite/shared/reservations/contracts';
import type { TDb } from '../../db/database.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import { toView } from './mapper.ts';
import { findReservation } from './repository.ts';
import { readSettings } from './settings.ts';
import type { TReservationTokens } from './tokens.ts';
import type { TReservationView } from './hooks.ts';
import { loadTables } from './venue.ts';

export { reservationRoutes } from './routes.ts';
export { createReservationTokens, type TReservationTokens } from './tokens.ts';
export { confirmationPath } from './mapper.ts';
export type { TReservationView, TReservationChange, TReservationHooks, TSecureInput } from './hooks.ts';
export { PURGE_HOLDS_JOB } from './jobs.ts';

/** A booking as it is now (holds are not bookings: undefined), with its manage link path. */
export async function findReservationView(db: TDb, reservationId: string, tokens: TReservationTokens): Promise<TReservationView | undefined> {
  const row = await findReservation(db, reservationId);
  if (!row || row.status === 'held' || row.status === 'expired') return undefined;
  const tables = await loadTables(db, row.restaurant_id);
  return toView(row, new Map(tables.map((t) => [t.id, t.label])), tokens.issue(row.id));
}

/** The venue's deposit or card-hold rule: parties of minPartySize or more pay amountPerPerson (minor units) each. */
export async function findDepositSettings(
  db: TDb,
  restaurantId: string,
): Promise<{ mode: TDepositMode; minPartySize: number; amountPerPerson: number; currency: string }> {
  const [settings, row] = await Promise.all([readSettings(db, restaurantId), findRestaurantById(db, restaurantId)]);
  return { ...settings.deposit, currency: row ? toVenueRecord(row).currency : 'EUR' };
}
