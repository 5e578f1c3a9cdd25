import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt, localClock } from '../src/menu/availability.ts';
import { DEFAULT_RESERVATION_SETTINGS, type TReservationSettings } from '../src/reservations/contracts.ts';
import { blocksOf, localDate, localTime, periodOf, planSlots, serviceDateOf, serviceWindows, shiftDate, type TSlotInput } from '../src/reservations/slots.ts';
import type { TOpeningHours } from '../src/restaurant/opening-hours.ts';

const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'] as const;
/** Days clocks change: London 29 Mar / 25 Oct 2026, New York 8 Mar / 1 Nov 2026, Sydney 5 Apr / 4 Oct 2026. */
const DST_DATES = ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01', '2026-04-05', '2026-10-04', '2026-03-28', '2026-10-24', '2026-03-07', '2026-10-31'];
const SKIPPED: Record<string, { date: string; from: number; to: number }> = {
  'Europe/London': { date: '2026-03-29', from: 60, to: 120 },
  'America/New_York': { date: '2026-03-08', from: 120, to: 180 },
  'Australia/Sydney': { date: '2026-10-04', from: 120, to: 180 },
};

const quarter = fc.integer({ min: 0, max: 95 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);
const hoursArb: fc.Arbitrary<TOpeningHours> = fc
  .array(fc.array(fc.record({ opens: quarter, closes: quarter }), { minLength: 0, maxLength: 2 }), { minLength: 7, maxLength: 7 })
  .map((days) => days.map((intervals, i) => ({ weekday: i + 1, intervals })));

const settingsArb: fc.Arbitrary<TReservationSettings> = fc
  .record({
    minNoticeMinutes: fc.integer({ min: 0, max: 600 }),
    maxDaysAhead: fc.integer({ min: 0, max: 5 }),
    slotIntervalMinutes: fc.constantFrom(15 as const, 30 as const, 60 as const),
    turn: fc.constantFrom(60, 90, 105, 120, 180),
  })
  .map((s) => ({
    ...DEFAULT_RESERVATION_SETTINGS,
    minNoticeMinutes: s.minNoticeMinutes,
    maxDaysAhead: s.maxDaysAhead,
    slotIntervalMinutes: s.slotIntervalMinutes,
    turnTimes: [{ maxParty: 99, minutes: s.turn }],
  }));

const empty = { taken: new Map(), covers: new Map() };
const tables = [{ id: 't1', occupancy: 4, isActive: true }];

function input(over: Partial<TSlotInput> & Pick<TSlotInput, 'openingHours' | 'timeZone' | 'date' | 'now'>): TSlotInput {
  return { settings: DEFAULT_RESERVATION_SETTINGS, closedDates: new Set(), tables, combinations: [], occupancy: empty, partySize: 2, ...over };
}

describe('slot engine properties across DST dates', () => {
  it('no slot in the past or inside the notice, none duplicated, none in a skipped hour, wall times within hours, turn in real minutes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...DST_DATES),
        hoursArb,
        settingsArb,
        fc.integer({ min: -72 * 60, max: 24 * 60 }),
        (timeZone, date, openingHours, settings, nowOffsetMinutes) => {
          const now = new TZDate(`${date}T12:00:00`, timeZone).getTime() + nowOffsetMinutes * 60_000;
          const plan = planSlots(input({ openingHours, timeZone, date, now, settings }));
          const starts = plan.slots.map((s) => s.startsAt);
          expect(new Set(starts).size).toBe(starts.length);
          for (const slot of plan.slots) {
            expect(slot.startsAt).toBeGreaterThanOrEqual(now + settings.minNoticeMinutes * 60_000);
            expect(slot.endsAt - slot.startsAt).toBe(plan.turnMinutes * 60_000);
            expect(isOpenAt(openingHours, localClock(timeZone, new Date(slot.startsAt)))).toBe(true);
            expect(slot.startsAt % (15 * 60_000)).toBe(0);
            const skipped = SKIPPED[timeZone];
            if (skipped && localDate(slot.startsAt, timeZone) === skipped.date) {
              const [h, m] = localTime(slot.startsAt, timeZone).split(':').map(Number);
              const minutes = h! * 60 + m!;
              expect(minutes < skipped.from || minutes >= skipped.to).toBe(true);
            }
            // A slot belongs to the service date asked for (or is its night past midnight).
            const windows = serviceWindows(openingHours, timeZone, date);
            expect(windows.some((w) => slot.startsAt >= w.opensAt && slot.startsAt < w.closesAt)).toBe(true);
          }
          const today = localDate(now, timeZone);
          if (date > shiftDate(today, settings.maxDaysAhead)) expect(plan.slots).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});

const everyDay = (opens: string, closes: string): TOpeningHours => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens, closes }] }));

describe('slot engine examples', () => {
  const fridayNight: TOpeningHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    intervals: weekday === 5 ? [{ opens: '18:00', closes: '02:00' }] : [],
  }));
  const settings = { ...DEFAULT_RESERVATION_SETTINGS, minNoticeMinutes: 0, maxDaysAhead: 30 };

  it('hours crossing midnight: a 01:00 slot belongs to Friday’s service, Saturday offers none', () => {
    const now = Date.parse('2026-11-23T09:00:00Z');
    const friday = planSlots(input({ openingHours: fridayNight, timeZone: 'Europe/Malta', date: '2026-11-27', now, settings }));
    const times = friday.slots.map((s) => localTime(s.startsAt, 'Europe/Malta'));
    expect(times[0]).toBe('18:00');
    expect(times).toContain('01:00');
    expect(times.at(-1)).toBe('01:45');
    expect(serviceDateOf(friday.slots.at(-1)!.startsAt, fridayNight, 'Europe/Malta')).toBe('2026-11-27');
    const saturday = planSlots(input({ openingHours: fridayNight, timeZone: 'Europe/Malta', date: '2026-11-28', now, settings }));
    expect(saturday.slots).toEqual([]);
    expect(saturday.noSlotReason).toBe('closedDay');
  });

  it('spring forward in London: 18:00–02:00 on Saturday 28 March ends at 00:45 GMT, nothing in 01:00–02:00', () => {
    const now = Date.parse('2026-03-20T09:00:00Z');
    const plan = planSlots(input({ openingHours: everyDay('18:00', '02:00'), timeZone: 'Europe/London', date: '2026-03-28', now, settings }));
    const times = plan.slots.map((s) => localTime(s.startsAt, 'Europe/London'));
    expect(times.at(-1)).toBe('00:45');
    expect(times.filter((t) => t.startsWith('01:'))).toEqual([]);
    // 18:00 GMT to 02:00 BST is 7 real hours: 28 quarter hours.
    expect(plan.slots).toHaveLength(28);
  });

  it('fall back in London: 18:00–02:00 on Saturday 24 October offers the repeated hour twice (9 real hours)', () => {
    const now = Date.parse('2026-10-20T09:00:00Z');
    const plan = planSlots(input({ openingHours: everyDay('18:00', '02:00'), timeZone: 'Europe/London', date: '2026-10-24', now, settings }));
    expect(plan.slots).toHaveLength(36);
    const times = plan.slots.map((s) => localTime(s.startsAt, 'Europe/London'));
    expect(times.filter((t) => t === '01:30')).toHaveLength(2);
    // A 105-minute turn across the change is 105 real minutes.
    const party4 = planSlots(input({ openingHours: everyDay('18:00', '02:00'), timeZone: 'Europe/London', date: '2026-10-24', now, settings, partySize: 4 }));
    expect(party4.slots[0]!.endsAt - party4.slots[0]!.startsAt).toBe(105 * 60_000);
  });

  it('past, notice, window and closed dates', () => {
    const tz = 'America/New_York';
    const now = new TZDate(2026, 10, 27, 19, 7, tz).getTime();
    const base = { openingHours: everyDay('12:00', '22:00'), timeZone: tz, now };
    const today = planSlots(input({ ...base, date: '2026-11-27', settings: { ...settings, minNoticeMinutes: 60 } }));
    expect(localTime(today.slots[0]!.startsAt, tz)).toBe('20:15');
    expect(planSlots(input({ ...base, date: '2026-11-20', settings })).noSlotReason).toBe('past');
    expect(planSlots(input({ ...base, date: '2027-01-20', settings })).noSlotReason).toBe('beyondWindow');
    expect(planSlots(input({ ...base, date: '2026-12-01', settings, closedDates: new Set(['2026-12-01']) })).noSlotReason).toBe('closedDate');
  });

  it('a taken table, a combination for a large party, and pacing', () => {
    const tz = 'UTC';
    const now = Date.parse('2026-11-27T00:00:00Z');
    const openingHours = everyDay('18:00', '20:00');
    const at18 = Date.parse('2026-11-28T18:00:00Z');
    const taken = new Map([['t1', new Set(blocksOf(at18, 90))]]);
    const plan = planSlots(input({ openingHours, timeZone: tz, date: '2026-11-28', now, settings, occupancy: { taken, covers: new Map() } }));
    // t1 is taken 18:00–19:30: the first slot is 19:30.
    expect(localTime(plan.slots[0]!.startsAt, tz)).toBe('19:30');

    const two = [
      { id: 'a', occupancy: 4, isActive: true },
      { id: 'b', occupancy: 4, isActive: true },
    ];
    const alone = planSlots(input({ openingHours, timeZone: tz, date: '2026-11-28', now, settings, tables: two, partySize: 6 }));
    expect(alone.slots).toEqual([]);
    expect(alone.noSlotReason).toBe('fullyBooked');
    const joined = planSlots(
      input({ openingHours, timeZone: tz, date: '2026-11-28', now, settings, tables: two, partySize: 6, combinations: [{ id: 'c', tableIds: ['a', 'b'] }] }),
    );
    expect(joined.slots[0]!.option.tableIds).toEqual(['a', 'b']);

    const paced = planSlots(
      input({
        openingHours,
        timeZone: tz,
        date: '2026-11-28',
        now,
        settings: { ...settings, pacingCoversPer15Min: 4 },
        tables: two,
        partySize: 2,
        occupancy: { taken: new Map(), covers: new Map([[at18, 3]]) },
      }),
    );
    expect(paced.slots.map((s) => localTime(s.startsAt, tz))[0]).toBe('18:15');
  });

  it('service periods, including one past midnight', () => {
    const periods = DEFAULT_RESERVATION_SETTINGS.servicePeriods;
    expect(periodOf(periods, '12:30')).toBe('Lunch');
    expect(periodOf(periods, '20:00')).toBe('Dinner');
    expect(periodOf(periods, '01:00')).toBe('Dinner');
    expect(periodOf(periods, '08:00')).toBe(null);
  });
});
