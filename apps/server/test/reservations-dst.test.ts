import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { availability, bookSlot, createResvVenue, type TResvVenue } from './reservations-venue.ts';

/** Hours that cross midnight, on the nights clocks change (2027: London 28 March, New York 14 March), through the API. */
let t: TTestApp;
const nights = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '18:00', closes: '02:00' }] }));
let london: TResvVenue;
let newYork: TResvVenue;

beforeAll(async () => {
  t = await createTestApp();
  const rules = { maxDaysAhead: 365, minNoticeMinutes: 0 };
  london = await createResvVenue(t, [2, 4], rules, { time_zone: 'Europe/London', opening_hours: JSON.stringify(nights) });
  newYork = await createResvVenue(t, [2, 4], rules, { time_zone: 'America/New_York', opening_hours: JSON.stringify(nights) });
});
afterAll(() => t.close());

describe('bookings across daylight-saving changes', () => {
  it('London, Saturday 27 March 2027 18:00–02:00: the night is 7 real hours, 01:xx never offered, a 00:30 booking belongs to Saturday', async () => {
    const res = await availability(t, london, '2027-03-27', 2);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.slots).toHaveLength(28);
    expect(day.slots.at(-1).localTime).toBe('00:45');
    expect(day.slots.filter((s: { localTime: string }) => s.localTime.startsWith('01:'))).toEqual([]);
    const late = day.slots.find((s: { localTime: string }) => s.localTime === '00:30');
    const { reservation } = await bookSlot(t, london, 2, late.startsAt);
    expect(reservation.date).toBe('2027-03-27');
    expect(reservation.localTime).toBe('00:30');
    // 90 real minutes: 00:30 GMT + 90 min = 03:00 BST.
    expect(Date.parse(reservation.endsAt) - Date.parse(reservation.startsAt)).toBe(90 * 60_000);
    expect(reservation.endsAt).toBe('2027-03-28T02:00:00.000Z');
    // Sunday's own service starts at 18:00 BST (17:00 UTC).
    const sunday = (await availability(t, london, '2027-03-28', 2)).json();
    expect(sunday.slots[0].startsAt).toBe('2027-03-28T17:00:00.000Z');
  });

  it('New York, Saturday 13 March 2027: the skipped 02:00 hour and the 02:00 close', async () => {
    const day = (await availability(t, newYork, '2027-03-13', 4)).json();
    // 02:00 does not exist that night: the close is 03:00 EDT (8 real hours from 18:00 EST), and 01:45 is the last start.
    expect(day.slots.at(-1).localTime).toBe('01:45');
    expect(day.slots).toHaveLength(32);
    expect(new Set(day.slots.map((s: { startsAt: string }) => s.startsAt)).size).toBe(day.slots.length);
  });
});
