import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextDay, venueDay, venueMidnight, venueTimeFormatter } from '../src/lib/format/venue-time';
import {
  DEFAULT_FILTERS,
  dayRange,
  filtersFromParams,
  listQueryString,
  matchesFilters,
  withFilterChange,
} from '../src/features/orders-dashboard/lib/order-filters';

/** The staff device's zone is not the venue's: the laptop says UTC (or New York), the venue is in Malta. */
const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('on a device set to %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("shows a Malta venue's pickup at 3:15 PM on the venue's clock, never the device's", () => {
    const now = new Date('2026-07-01T08:00:00Z');
    const format = venueTimeFormatter('en', 'Europe/Malta', now);
    expect(format('2026-07-01T13:15:00Z')).toBe('3:15 PM');
    // Another day on the venue's calendar carries its date.
    expect(format('2026-07-02T13:15:00Z')).toBe('7/2/26, 3:15 PM');
    // 23:30 UTC on 1 July is already 2 July in Malta.
    expect(format('2026-07-01T23:30:00Z')).toBe('7/2/26, 1:30 AM');
  });

  it("takes a day filter as the venue's day: Malta's midnight to midnight, also across DST", () => {
    expect(dayRange('2026-11-21', 'Europe/Malta')).toEqual({ from: '2026-11-20T23:00:00.000Z', to: '2026-11-21T23:00:00.000Z' });
    expect(dayRange('2026-07-01', 'Europe/Malta')).toEqual({ from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T22:00:00.000Z' });
    // The day clocks go back is 25 hours long.
    expect(dayRange('2026-10-25', 'Europe/Malta')).toEqual({ from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' });
    expect(venueMidnight('2026-03-29', 'Europe/Malta').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(venueDay(new Date('2026-07-01T22:30:00Z'), 'Europe/Malta')).toBe('2026-07-02');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it("asks the server for the venue's day and matches live orders to it", () => {
    const filters = filtersFromParams(new URLSearchParams('date=2026-11-21'), 'Europe/Malta');
    const query = new URLSearchParams(listQueryString(filters, null, 20));
    expect(query.get('from')).toBe('2026-11-20T23:00:00.000Z');
    const fields = { status: 'new' as const, type: 'pickup' as const, tableId: null, createdAt: '2026-11-20T23:30:00.000Z' };
    expect(matchesFilters(fields, filters)).toBe(true);
  });
});

describe('filter changes in quick succession', () => {
  it('keep every change when each builds on the latest address, not on the last render', () => {
    const rendered = new URLSearchParams('view=tables');
    let latest = rendered;
    latest = withFilterChange(latest, { type: 'pickup' });
    latest = withFilterChange(latest, { status: 'ready' });
    latest = withFilterChange(latest, { date: '2026-11-21' });
    expect(filtersFromParams(latest)).toEqual({ ...DEFAULT_FILTERS, type: 'pickup', status: 'ready', date: '2026-11-21' });
    expect(latest.get('view')).toBe('tables');
    // Clearing one filter leaves the others.
    latest = withFilterChange(latest, { type: null });
    expect(filtersFromParams(latest)).toEqual({ ...DEFAULT_FILTERS, status: 'ready', date: '2026-11-21' });
  });
});
