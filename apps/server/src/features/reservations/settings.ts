import { DEFAULT_RESERVATION_SETTINGS, ZReservationSettingsSchema, type TReservationSettings } from '@menudelite/shared/reservations/contracts';
import type { TDb } from '../../db/database.ts';
import { findSettingsJson } from './repository.ts';

/** A venue's reservation rules; no row (or an unreadable one) means the defaults. */
export async function readSettings(db: TDb, restaurantId: string): Promise<TReservationSettings> {
  const text = await findSettingsJson(db, restaurantId);
  if (!text) return DEFAULT_RESERVATION_SETTINGS;
  const parsed = ZReservationSettingsSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : DEFAULT_RESERVATION_SETTINGS;
}
