import { describe, expect, it } from 'vitest';
import type { TAvailability } from '@menudelite/shared/reservations/contracts';
import { HttpError } from '../src/lib/http/http-error';
import { bookingRefusalOf, freshAvailabilityOf } from '../src/features/reservation-booking/lib/race';

const FRESH: TAvailability = {
  restaurantId: 'r1',
  date: '2026-12-01',
  partySize: 2,
  timeZone: 'Europe/Malta',
  turnMinutes: 90,
  slots: [{ startsAt: '2026-12-01T19:00:00.000Z', endsAt: '2026-12-01T20:30:00.000Z', localTime: '20:00' }],
  noSlotReason: null,
  deposit: null,
  maxPartySize: 12,
  maxDaysAhead: 60,
  today: '2026-11-27',
};

const refusal = (status: number, code: string, details: { path: string; key: string }[] = [], extra: Record<string, unknown> = {}) => {
  const error = { code, message: 'English we never show', details };
  return new HttpError(status, error as never, { error, ...extra });
};

describe('booking page: a lost race (409) and other refusals', () => {
  it('reads 409 SLOT_TAKEN as slotTaken with the fresh slots of the day from the answer', () => {
    const lost = refusal(409, 'SLOT_TAKEN', [{ path: '', key: 'slotTaken' }], { availability: FRESH });
    expect(freshAvailabilityOf(lost)).toEqual(FRESH);
    expect(bookingRefusalOf(lost)).toEqual({ kind: 'slotTaken', availability: FRESH });
  });

  it('still knows a lost race without fresh slots (the list is asked for again), and a time no longer offered', () => {
    expect(bookingRefusalOf(refusal(409, 'SLOT_TAKEN', [{ path: '', key: 'slotTaken' }]))).toEqual({ kind: 'slotTaken', availability: null });
    expect(bookingRefusalOf(refusal(400, 'VALIDATION_FAILED', [{ path: 'body.startsAt', key: 'slotUnavailable' }]))).toEqual({
      kind: 'slotTaken',
      availability: null,
    });
  });

  it('ignores a malformed availability in the answer rather than showing it', () => {
    expect(freshAvailabilityOf(refusal(409, 'SLOT_TAKEN', [], { availability: { slots: 'nope' } }))).toBeNull();
  });

  it('tells a lapsed hold (410) and a venue that stopped taking bookings apart', () => {
    expect(bookingRefusalOf(refusal(410, 'HOLD_EXPIRED', [{ path: '', key: 'holdExpired' }]))).toEqual({ kind: 'holdExpired' });
    expect(bookingRefusalOf(refusal(409, 'NOT_ACCEPTING_RESERVATIONS', [{ path: '', key: 'notAcceptingReservations' }]))).toEqual({ kind: 'closed' });
  });

  it("puts the server's field refusals on their fields, by key", () => {
    const refused = bookingRefusalOf(
      refusal(400, 'VALIDATION_FAILED', [
        { path: 'body.email', key: 'emailIncorrect' },
        { path: 'body.phone', key: 'phoneIncorrect' },
      ]),
    );
    expect(refused).toEqual({
      kind: 'fields',
      errors: { email: { key: 'keys.emailIncorrect' }, phone: { key: 'keys.phoneIncorrect' } },
      banner: { key: 'keys.VALIDATION_FAILED' },
    });
  });

  it('words anything else by its key, and a network failure as one', () => {
    expect(bookingRefusalOf(refusal(429, 'RATE_LIMITED'))).toEqual({ kind: 'banner', text: { key: 'keys.RATE_LIMITED' } });
    expect(bookingRefusalOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'banner', text: { key: 'keys.network' } });
  });
});
