import { ZCheckInSchema, type TCheckIn } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { offsetAt } from '../../../lib/format/venue-time';
import { zodFormValidate } from '../../../lib/forms/zod-form';

export type TCheckInFormValues = { firstName: string; lastName: string; email: string; language: TLanguage; checkOutDate: string };

/**
 * The check-in body: empty optional fields are left out; the expected check-out day (YYYY-MM-DD)
 * becomes 11:00 that day on the hotel's clock (a usual check-out time; informative only).
 */
/** 11:00 on the hotel's clock on a day (YYYY-MM-DD), DST-correct: the offset is read at that hour, twice. */
export function elevenOnHotelClock(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 11);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

export function checkInBody(roomId: string, values: TCheckInFormValues, timeZone: string): TCheckIn {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.checkOutDate) ? values.checkOutDate : null;
  return {
    roomId,
    guestLastName: values.lastName,
    ...(values.firstName.trim() ? { guestFirstName: values.firstName } : {}),
    ...(values.email.trim() ? { email: values.email } : {}),
    language: values.language,
    ...(day ? { expectedCheckOut: elevenOnHotelClock(day, timeZone).toISOString() } : {}),
  };
}

const FIELD_OF: Record<string, string> = { guestLastName: 'lastName', guestFirstName: 'firstName', email: 'email', language: 'language' };

/** The API's own schema on the form's values; errors land on the form's field names. */
export function validateCheckIn(values: TCheckInFormValues): Record<string, string> {
  const errors = zodFormValidate<TCheckInFormValues>(ZCheckInSchema, (v) => checkInBody('room', v, 'UTC'))(values);
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [FIELD_OF[path] ?? path, String(key)]));
}
