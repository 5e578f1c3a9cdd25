import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  blockLayout,
  minutesBetween,
  periodWindow,
  serviceWindow,
  stackLanes,
  timelineTicks,
  wallTimeInstant,
} from '../src/features/reservations-admin/lib/timeline';

const MALTA = 'Europe/Malta';
const PERIODS = [
  { key: 'lunch', start: '12:00', end: '15:00' },
  { key: 'dinner', start: '18:00', end: '01:00' },
];
const iso = (at: number) => new Date(at).toISOString();

/** The staff device's zone is never the venue's: the same answers on a laptop in UTC, New York or Tokyo. */
const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('timeline on a device set to %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("reads service periods on the venue's clock, a dinner crossing midnight ending the next day", () => {
    expect(iso(wallTimeInstant('2026-07-01', '12:00', MALTA))).toBe('2026-07-01T10:00:00.000Z');
    const dinner = periodWindow('2026-07-01', PERIODS[1]!, MALTA);
    expect([iso(dinner.start), iso(dinner.end)]).toEqual(['2026-07-01T16:00:00.000Z', '2026-07-01T23:00:00.000Z']);
    const all = serviceWindow('2026-07-01', PERIODS, null, MALTA);
    expect([iso(all.start), iso(all.end)]).toEqual(['2026-07-01T10:00:00.000Z', '2026-07-01T23:00:00.000Z']);
    const lunch = serviceWindow('2026-07-01', PERIODS, 'lunch', MALTA);
    expect(minutesBetween(lunch)).toBe(180);
  });

  it('is 25 hours wide on the day clocks go back (no periods: the whole venue day), 02:00–03:00 shown twice', () => {
    const day = serviceWindow('2026-10-25', [], null, MALTA);
    expect([iso(day.start), iso(day.end)]).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect(minutesBetween(day)).toBe(25 * 60);
    // 02:30 happens twice that night: the first one (CEST) is meant.
    expect(iso(wallTimeInstant('2026-10-25', '02:30', MALTA))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(wallTimeInstant('2026-10-25', '01:30', MALTA))).toBe('2026-10-24T23:30:00.000Z');
    const ticks = timelineTicks(day, MALTA, 60);
    expect(ticks).toHaveLength(26);
    expect(ticks.map((tick) => tick.label).slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
    expect(ticks.at(-1)!.percent).toBe(100);
  });

  it('is 23 hours wide on the day clocks go forward, and 02:00 never shows', () => {
    const day = serviceWindow('2026-03-29', [], null, MALTA);
    expect(minutesBetween(day)).toBe(23 * 60);
    const labels = timelineTicks(day, MALTA, 60).map((tick) => tick.label);
    expect(labels.slice(0, 3)).toEqual(['00:00', '01:00', '03:00']);
    expect(labels).not.toContain('02:00');
    // 02:30 does not exist that night: it moves on by the gap to 03:30 CEST (Temporal's "compatible" rule).
    expect(iso(wallTimeInstant('2026-03-29', '02:30', MALTA))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('sizes a booking across the change by its real duration: 90 minutes from 01:30 on the night clocks go back', () => {
    const day = serviceWindow('2026-10-25', [], null, MALTA);
    const start = wallTimeInstant('2026-10-25', '01:30', MALTA);
    const block = blockLayout({ start, end: start + 90 * 60_000 }, day)!;
    // 90 of 1500 minutes wide, 90 minutes from the left; it ends at 02:00 the second time (wall clock), not 03:00.
    expect(block.widthPercent).toBeCloseTo((90 / 1500) * 100, 10);
    expect(block.startPercent).toBeCloseTo((90 / 1500) * 100, 10);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: MALTA, timeStyle: 'short' }).format(start + 90 * 60_000)).toBe('02:00');
  });

  it('puts ticks on round times of the venue clock, also in a quarter-hour zone', () => {
    const window = { start: Date.parse('2026-07-01T10:10:00Z'), end: Date.parse('2026-07-01T12:00:00Z') };
    expect(timelineTicks(window, MALTA, 30).map((tick) => tick.label)).toEqual(['12:30', '13:00', '13:30', '14:00']);
    // Kathmandu is UTC+05:45: 10:10Z is 15:55 there.
    expect(timelineTicks(window, 'Asia/Kathmandu', 30).map((tick) => tick.label)).toEqual(['16:00', '16:30', '17:00', '17:30']);
  });
});

describe('blocks and lanes', () => {
  const window = { start: 0, end: 600 * 60_000 };
  it('clips a booking that starts before or ends after the window, and drops one outside it', () => {
    expect(blockLayout({ start: -60 * 60_000, end: 60 * 60_000 }, window)).toEqual({
      startPercent: 0,
      widthPercent: 10,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(blockLayout({ start: 540 * 60_000, end: 700 * 60_000 }, window)).toMatchObject({ startPercent: 90, widthPercent: 10, clippedEnd: true });
    expect(blockLayout({ start: 600 * 60_000, end: 700 * 60_000 }, window)).toBeNull();
  });

  it('stretches the window so a booking outside the service period still shows', () => {
    const late = wallTimeInstant('2026-07-01', '15:30', MALTA);
    const lunch = serviceWindow('2026-07-01', PERIODS, 'lunch', MALTA, [{ start: late - 60 * 60_000, end: late }]);
    expect(iso(lunch.end)).toBe('2026-07-01T13:30:00.000Z');
  });

  it('stacks overlapping bookings on one table in separate lanes, back-to-back ones share a lane', () => {
    const lanes = stackLanes([
      { id: 'a', start: 0, end: 90 },
      { id: 'b', start: 60, end: 120 },
      { id: 'c', start: 90, end: 180 },
    ]);
    expect(Object.fromEntries(lanes)).toEqual({ a: 0, b: 1, c: 0 });
  });
});
