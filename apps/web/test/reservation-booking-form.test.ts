import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST, bookBody, guestFieldOfPath, validateGuest, type TGuestValues } from '../src/features/reservation-booking/lib/guest-form';
import { changeBody } from '../src/features/reservation-booking/lib/use-manage';
import { confirmationPath } from '../src/features/reservation-booking/lib/model';
import { keyForHold } from '../src/features/reservation-booking/lib/idempotency-key';
import { calendarFile, calendarHref, foldLine } from '../src/features/reservation-booking/lib/calendar';
import { languageScopeOf } from '../src/lib/i18n/language-scope';

const guest = (patch: Partial<TGuestValues>): TGuestValues => ({
  ...EMPTY_GUEST,
  name: 'Ana Borg',
  email: 'ana@example.com',
  phone: '+356 2123 4567',
  ...patch,
});

describe('booking page: your information, by the checkout keys of SPEC section 5', () => {
  it('asks for a name, an e-mail and a phone with the required-field keys', () => {
    expect(validateGuest(EMPTY_GUEST)).toEqual({
      name: { key: 'keys.nameRequired' },
      email: { key: 'keys.emailRequired' },
      phone: { key: 'keys.fieldsRequired' },
    });
  });

  it('refuses a malformed name, e-mail and phone with the format keys', () => {
    expect(validateGuest(guest({ name: 'Ana <script>' })).name).toEqual({ key: 'keys.nameIncorrect' });
    expect(validateGuest(guest({ email: 'ana@' })).email).toEqual({ key: 'keys.emailIncorrect' });
    expect(validateGuest(guest({ phone: '12' })).phone).toEqual({ key: 'keys.phoneIncorrect' });
    expect(validateGuest(guest({ phone: 'call me' })).phone).toEqual({ key: 'keys.phoneIncorrect' });
  });

  it('accepts accented names, typographic apostrophes and spaced phone numbers; notes and allergies are free text', () => {
    expect(validateGuest(guest({ name: 'Zoë O’Neil-Żółć', notes: 'window → please', allergies: 'nuts (severe)' }))).toEqual({});
  });

  it('sends the details trimmed, with the hold, the language and no empty optional fields', () => {
    const body = bookBody(
      guest({ name: '  Ana Borg ', email: ' ana@example.com ', notes: '  ', occasion: 'birthday', allergies: ' gluten ' }),
      { holdId: 'h1', token: 't'.repeat(20) },
      'ar',
    );
    expect(body).toEqual({
      holdId: 'h1',
      token: 't'.repeat(20),
      name: 'Ana Borg',
      email: 'ana@example.com',
      phone: '+356 2123 4567',
      occasion: 'birthday',
      allergies: 'gluten',
      language: 'ar',
    });
  });

  it("puts the server's field refusals on the form by their body path", () => {
    expect(guestFieldOfPath('email')).toBe('email');
    expect(guestFieldOfPath('body.phone')).toBe('phone');
    expect(guestFieldOfPath('holdId')).toBeNull();
  });
});

describe('booking page: one Idempotency-Key per hold', () => {
  it('reuses the key for the same hold (a retried "Book") and makes a new one for a new hold', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = keyForHold(null, 'hold-1', next);
    expect(first).toEqual({ holdId: 'hold-1', key: 'key-1' });
    expect(keyForHold(first, 'hold-1', next)).toBe(first);
    expect(keyForHold(first, 'hold-2', next)).toEqual({ holdId: 'hold-2', key: 'key-2' });
  });
});

describe('manage page', () => {
  const booked = { partySize: 2, startsAt: '2026-12-01T18:00:00.000Z' };

  it('sends only what changed, and nothing when nothing did', () => {
    expect(changeBody(booked, 2, null)).toBeNull();
    expect(changeBody(booked, 2, booked.startsAt)).toBeNull();
    expect(changeBody(booked, 4, null)).toEqual({ partySize: 4 });
    expect(changeBody(booked, 2, '2026-12-01T19:00:00.000Z')).toEqual({ startsAt: '2026-12-01T19:00:00.000Z' });
    expect(changeBody(booked, 3, '2026-12-02T19:00:00.000Z')).toEqual({ partySize: 3, startsAt: '2026-12-02T19:00:00.000Z' });
  });

  it('links the confirmation page with its token, escaped', () => {
    expect(confirmationPath('r 1', 'res/1', 'a+b')).toBe('/restaurants/r%201/bookingConfirmation/res%2F1?token=a%2Bb');
  });

  it("keeps the guest's language on the booking and confirmation pages (the diner side)", () => {
    expect(languageScopeOf('/restaurants/r1/book')).toBe('diner');
    expect(languageScopeOf('/restaurants/r1/bookingConfirmation/res1')).toBe('diner');
    expect(languageScopeOf('/reservations')).toBe('site');
  });
});

describe('confirmation page: add to calendar', () => {
  it('writes the booking as an iCalendar event in UTC with the address and the manage link, text escaped', () => {
    const reservation = {
      id: 'res1',
      restaurantAddress: '12 Merchant Street, Valletta',
      startsAt: '2026-11-28T18:30:00.000Z',
      endsAt: '2026-11-28T20:00:00.000Z',
      createdAt: '2026-11-27T17:00:00.000Z',
    } as Parameters<typeof calendarFile>[0];
    const file = calendarFile(reservation, 'https://x.test/restaurants/r1/bookingConfirmation/res1?token=abc', 'Bistro; Bar', new Date('2026-11-27T17:30:00Z'));
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//MenuDelite//Reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      // The confirmation e-mail's UID, and a SEQUENCE (seconds) a later change e-mail outgrows: one event in the calendar.
      'UID:reservation-res1@menudelite',
      'SEQUENCE:1795800600',
      'DTSTAMP:20261127T173000Z',
      'DTSTART:20261128T183000Z',
      'DTEND:20261128T200000Z',
      'SUMMARY:Bistro\\; Bar',
      'LOCATION:12 Merchant Street\\, Valletta',
      'URL:https://x.test/restaurants/r1/bookingConfirmation/res1?token=abc',
      // 76 octets: folded.
      'DESCRIPTION:https://x.test/restaurants/r1/bookingConfirmation/res1?token=ab',
      ' c',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(calendarHref('A B')).toBe('data:text/calendar;charset=utf-8,A%20B');
  });

  it('folds lines longer than 75 octets (RFC 5545), counting UTF-8 bytes', () => {
    const folded = foldLine(`LOCATION:${'شارع '.repeat(20)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`LOCATION:${'شارع '.repeat(20)}`);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});
