import { ZAvailabilitySchema, type TAvailability } from '@menudelite/shared/reservations/contracts';
import { errorCode, errorDetails, errorSummary, fieldErrors, type TErrorText } from '../../../lib/http/error-text';
import { isHttpError } from '../../../lib/http/http-error';
import { guestFieldOfPath, type TGuestErrors } from './guest-form';

/**
 * What a refused hold or booking means for the guest:
 * - slotTaken: another guest got the time first (409); the answer carries the fresh slots, which
 *   replace the list the guest sees, and everything they typed stays;
 * - holdExpired: the 5 minutes ran out; pick a time again, the form stays;
 * - closed: the venue stopped taking reservations meanwhile (the whole page says so);
 * - fields: the server refused what was typed, shown on each field;
 * - card: the deposit's card was refused (the card form shows it);
 * - banner: anything else, one sentence by key.
 */
export type TBookingRefusal =
  | { kind: 'slotTaken'; availability: TAvailability | null }
  | { kind: 'holdExpired' }
  | { kind: 'closed' }
  | { kind: 'fields'; errors: TGuestErrors; banner: TErrorText }
  | { kind: 'banner'; text: TErrorText };

const hasKey = (error: unknown, ...keys: string[]) => errorDetails(error).some((detail) => keys.includes(detail.key as string));

/** The day's availability as it is now, which a 409 SLOT_TAKEN answers with beside the error. */
export function freshAvailabilityOf(error: unknown): TAvailability | null {
  if (!isHttpError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = ZAvailabilitySchema.safeParse((error.body as { availability?: unknown }).availability);
  return parsed.success ? parsed.data : null;
}

const codeIs = (error: unknown, ...codes: string[]) => codes.includes((errorCode(error) as string | null) ?? '');

export function bookingRefusalOf(error: unknown): TBookingRefusal {
  const availability = freshAvailabilityOf(error);
  if (codeIs(error, 'SLOT_TAKEN') || hasKey(error, 'slotTaken') || (isHttpError(error) && error.status === 409 && availability)) {
    return { kind: 'slotTaken', availability };
  }
  // The time is no longer offered (the notice period began meanwhile): the list is asked for again.
  if (hasKey(error, 'slotUnavailable')) return { kind: 'slotTaken', availability: null };
  if (codeIs(error, 'HOLD_EXPIRED') || hasKey(error, 'holdExpired')) return { kind: 'holdExpired' };
  if (codeIs(error, 'NOT_ACCEPTING_RESERVATIONS') || hasKey(error, 'notAcceptingReservations')) return { kind: 'closed' };
  const errors: TGuestErrors = {};
  for (const detail of Object.values(fieldErrors(error))) {
    const field = guestFieldOfPath(detail.path);
    if (field) errors[field] ??= detail.text;
  }
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors, banner: errorSummary(error) };
  return { kind: 'banner', text: errorSummary(error) };
}
