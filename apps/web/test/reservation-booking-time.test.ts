import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countdownText, secondsLeft } from '../src/features/reservation-booking/lib/countdown';
import { localDeadline } from '../src/features/reservation-booking/lib/use-booking';
import { addDays, bookableDays, groupByDayPart, venueDate, venueTime } from '../src/features/reservation-booking/lib/venue-dates';

const at = (iso: string) => Date.parse(iso);

describe('booking page: the 5-minute hold countdown', () => {
  const expiresAt = '2026-11-27T17:05:00.000Z';

  it('counts whole seconds down to the expiry and stops at zero', () => {
    expect(secondsLeft(expiresAt, at('2026-11-27T17:00:00.000Z'))).toBe(300);
    expect(secondsLeft(expiresAt, at('2026-11-27T17:04:59.200Z'))).toBe(1);
    expect(secondsLeft(expiresAt, at('2026-11-27T17:05:00.000Z'))).toBe(0);
    expect(secondsLeft(expiresAt, at('2026-11-27T17:09:00.000Z'))).toBe(0);
    expect(secondsLeft('not a date', 0)).toBe(0);
  });

  it("shows m:ss in the reader's digits (Egyptian Arabic writes Arabic-Indic ones)", () => {
    expect(countdownText(300, 'en')).toBe('5:00');
    expect(countdownText(61, 'en')).toBe('1:01');
    expect(countdownText(9, 'en')).toBe('0:09');
    expect(countdownText(65, 'ar-EG')).toBe('١:٠٥');
  });

  it("runs five minutes on this device's clock from the hold's arrival, whatever the phone's clock says", () => {
    expect(localDeadline(at('2026-11-27T17:00:00.000Z'))).toBe('2026-11-27T17:05:00.000Z');
  });
});

const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe.each(['UTC', 'America/New_York', 'Pacific/Auckland'])("booking page on a device set to %s: the venue's calendar and clock", (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("lists today and the next days of the venue's calendar", () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Malta.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(venueDate(now, 'Europe/Malta')).toBe('2026-12-01');
    expect(bookableDays(now, 'Europe/Malta', 3)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("shows a slot at the venue's wall-clock time across the DST change", () => {
    // Malta: 29 March 2026 clocks go forward (UTC+1 → UTC+2).
    expect(venueTime('2026-03-28T18:30:00Z', 'Europe/Malta', 'en-GB')).toBe('19:30');
    expect(venueTime('2026-03-29T17:30:00Z', 'Europe/Malta', 'en-GB')).toBe('19:30');
  });
});

describe('booking page: slots in parts of the day', () => {
  it('runs the slots in order, a late service ending with its night after midnight', () => {
    const slots = ['11:45', '12:00', '16:45', '17:00', '23:45', '00:15'].map((localTime) => ({ localTime }));
    expect(groupByDayPart(slots).map((group) => [group.part, group.slots.map((each) => each.localTime)])).toEqual([
      ['morning', ['11:45']],
      ['afternoon', ['12:00', '16:45']],
      ['evening', ['17:00', '23:45']],
      ['night', ['00:15']],
    ]);
  });
});
