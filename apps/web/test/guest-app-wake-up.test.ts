import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultWakeUp, hotelDays, hotelInstant, wakeUpInstant } from '../src/features/guest-app/lib/wake-up-time';

/** The guest's phone is not on the hotel's clock: a traveller's phone says New York, the hotel is in Malta. */
const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('on a phone set to %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("reads the picked time on the hotel's clock, never the phone's", () => {
    // 07:00 in Malta in summer (UTC+2) is 05:00 UTC.
    expect(hotelInstant('2026-07-02', '07:00', 'Europe/Malta')?.toISOString()).toBe('2026-07-02T05:00:00.000Z');
    // In winter (UTC+1) it is 06:00 UTC.
    expect(hotelInstant('2026-01-15', '07:00', 'Europe/Malta')?.toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });

  it('is right on both daylight-saving nights', () => {
    // Spring forward in Malta: 29 March 2026, 02:00 → 03:00. 07:00 that morning is already summer time.
    expect(hotelInstant('2026-03-29', '07:00', 'Europe/Malta')?.toISOString()).toBe('2026-03-29T05:00:00.000Z');
    // 01:30 is still winter time.
    expect(hotelInstant('2026-03-29', '01:30', 'Europe/Malta')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // Fall back: 25 October 2026, 03:00 → 02:00. 07:00 that morning is winter time again.
    expect(hotelInstant('2026-10-25', '07:00', 'Europe/Malta')?.toISOString()).toBe('2026-10-25T06:00:00.000Z');
    // New York's spring forward (8 March 2026): 06:30 is EDT (UTC-4).
    expect(hotelInstant('2026-03-08', '06:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });

  it("takes today and tomorrow from the hotel's calendar", () => {
    // 23:30 UTC on 1 July is already 2 July in Malta.
    expect(hotelDays(new Date('2026-07-01T23:30:00Z'), 'Europe/Malta')).toEqual({ today: '2026-07-02', tomorrow: '2026-07-03' });
  });
});

describe('wakeUpInstant', () => {
  const now = new Date('2026-07-01T18:00:00Z'); // 20:00 in Malta

  it('refuses a time already past today on the hotel clock, with the reason', () => {
    expect(wakeUpInstant({ day: 'today', time: '19:59' }, 'Europe/Malta', now)).toEqual({ ok: false, reason: 'past' });
    expect(wakeUpInstant({ day: 'today', time: '20:00' }, 'Europe/Malta', now)).toEqual({ ok: false, reason: 'past' });
  });

  it('accepts a later time today and any time tomorrow', () => {
    const later = wakeUpInstant({ day: 'today', time: '21:15' }, 'Europe/Malta', now);
    expect(later.ok && later.at.toISOString()).toBe('2026-07-01T19:15:00.000Z');
    const tomorrow = wakeUpInstant({ day: 'tomorrow', time: '06:30' }, 'Europe/Malta', now);
    expect(tomorrow.ok && tomorrow.at.toISOString()).toBe('2026-07-02T04:30:00.000Z');
  });

  it('asks for a time when none (or garbage) is given', () => {
    expect(wakeUpInstant({ day: 'today', time: '' }, 'Europe/Malta', now)).toEqual({ ok: false, reason: 'missing' });
    expect(wakeUpInstant({ day: 'today', time: '25:00' }, 'Europe/Malta', now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('offers tomorrow 07:00 once 07:00 has passed at the hotel, else today', () => {
    expect(defaultWakeUp(now, 'Europe/Malta')).toEqual({ day: 'tomorrow', time: '07:00' });
    expect(defaultWakeUp(new Date('2026-07-01T03:00:00Z'), 'Europe/Malta')).toEqual({ day: 'today', time: '07:00' });
  });
});
