import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { isWithinWindows, type TLocalClock } from '../menu/availability.ts';
import type { TOpeningHours } from '../restaurant/opening-hours.ts';
import { RESERVATION_BLOCK_MINUTES, type TNoSlotReason, type TReservationSettings, type TServicePeriod } from './contracts.ts';

/**
 * The slot engine: pure functions, no I/O. Every wall-clock step (a service date's opening and
 * closing, "today", a slot's HH:MM) is done with TZDate in the venue's zone; every duration (a turn,
 * the notice, the hold) is real elapsed time on UTC instants. So on the night clocks go forward no
 * slot falls in the skipped hour (the instants simply skip it), and on the night they go back a
 * 02:00 close comes an hour later in UTC and the repeated hour is offered twice (as two instants).
 */

export const BLOCK_MS = RESERVATION_BLOCK_MINUTES * 60_000;
const MINUTE_MS = 60_000;

export type TWindow = { opensAt: number; closesAt: number };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export function parseDate(date: string): { y: number; m: number; d: number } {
  const match = DATE_RE.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** ISO weekday (1 = Monday) of a calendar date: the date alone decides, not any zone. */
export function isoWeekday(date: string): number {
  const { y, m, d } = parseDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date`. */
export function shiftDate(date: string, days: number): string {
  const { y, m, d } = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant the venue's wall clock shows `clock` on `date` (a skipped time moves forward, as TZDate does). */
export function wallTime(date: string, clock: string, timeZone: string): number {
  const { y, m, d } = parseDate(date);
  const minutes = toMinutes(clock);
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

const offsets = new Map<string, number>();

/**
 * The zone's UTC offset (minutes) at an instant, from @date-fns/tz's tzOffset, remembered per zone
 * and 15-minute block: offsets change only on block boundaries (at :00, :15, :30 or :45 UTC in every
 * zone), and a day's availability asks about ~100 instants, each formatting through Intl otherwise.
 */
export function offsetAt(at: number, timeZone: string): number {
  const block = Math.floor(at / BLOCK_MS);
  const key = `${timeZone}|${block}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear();
    offset = tzOffset(timeZone, new Date(block * BLOCK_MS));
    offsets.set(key, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');
const wall = (at: number, timeZone: string) => new Date(at + offsetAt(at, timeZone) * MINUTE_MS);

/** The venue's date (YYYY-MM-DD) and clock (HH:MM) at an instant. */
export function localDate(at: number, timeZone: string): string {
  const w = wall(at, timeZone);
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}
export function localTime(at: number, timeZone: string): string {
  const w = wall(at, timeZone);
  return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}
/** ISO weekday and minutes since midnight on the venue's clock. */
export function wallClock(at: number, timeZone: string): TLocalClock {
  const w = wall(at, timeZone);
  const day = w.getUTCDay();
  return { weekday: day === 0 ? 7 : day, minutes: w.getUTCHours() * 60 + w.getUTCMinutes() };
}

/**
 * The opening windows of one service date: each interval of that weekday, starting on that date;
 * a close before the open runs into the next day, an equal close means 24 hours. The next day is
 * taken with addDays on a TZDate, so a window across a DST change keeps its wall-clock close.
 */
export function serviceWindows(openingHours: TOpeningHours, timeZone: string, date: string): TWindow[] {
  const weekday = isoWeekday(date);
  const day = openingHours.find((entry) => entry.weekday === weekday);
  if (!day) return [];
  return day.intervals.map((interval) => {
    const opensAt = wallTime(date, interval.opens, timeZone);
    const crosses = toMinutes(interval.closes) <= toMinutes(interval.opens);
    const closeDate = crosses ? format(addDays(new TZDate(wallTime(date, '12:00', timeZone), timeZone), 1), 'yyyy-MM-dd') : date;
    return { opensAt, closesAt: wallTime(closeDate, interval.closes, timeZone) };
  });
}

/**
 * A wall-clock time typed for a service date, as an instant: "00:30" on Friday's book means Saturday
 * 00:30 when Friday's hours run past midnight and 00:30 on Friday itself is outside them.
 */
export function serviceInstant(date: string, clock: string, openingHours: TOpeningHours, timeZone: string): number {
  const windows = serviceWindows(openingHours, timeZone, date);
  const inside = (at: number) => windows.some((w) => at >= w.opensAt && at < w.closesAt);
  const sameDay = wallTime(date, clock, timeZone);
  if (inside(sameDay)) return sameDay;
  const nextDay = wallTime(shiftDate(date, 1), clock, timeZone);
  return inside(nextDay) ? nextDay : sameDay;
}

/** The service date an instant belongs to: the day before when it lies in that day's window past midnight. */
export function serviceDateOf(at: number, openingHours: TOpeningHours, timeZone: string): string {
  const today = localDate(at, timeZone);
  const yesterday = shiftDate(today, -1);
  if (serviceWindows(openingHours, timeZone, yesterday).some((w) => at >= w.opensAt && at < w.closesAt)) return yesterday;
  return today;
}

export function turnMinutesFor(settings: Pick<TReservationSettings, 'turnTimes'>, partySize: number): number {
  const rule = settings.turnTimes.find((turn) => partySize <= turn.maxParty) ?? settings.turnTimes.at(-1)!;
  return rule.minutes;
}

/** The 15-minute blocks (UTC ms) a booking from `startsAt` for `turnMinutes` occupies. */
export function blocksOf(startsAt: number, turnMinutes: number): number[] {
  const first = Math.floor(startsAt / BLOCK_MS) * BLOCK_MS;
  const end = startsAt + turnMinutes * MINUTE_MS;
  const blocks: number[] = [];
  for (let at = first; at < end; at += BLOCK_MS) blocks.push(at);
  return blocks;
}

/** The start instants a service date offers by opening hours alone, every `intervalMinutes` from each opening (on 15-minute UTC boundaries), deduplicated, ascending. */
export function candidateStarts(windows: readonly TWindow[], intervalMinutes: number): number[] {
  const step = intervalMinutes * MINUTE_MS;
  const starts = new Set<number>();
  for (const window of windows) {
    const first = Math.ceil(window.opensAt / BLOCK_MS) * BLOCK_MS;
    for (let at = first; at < window.closesAt; at += step) starts.add(at);
  }
  return [...starts].toSorted((a, b) => a - b);
}

export type TSlotTable = { id: string; occupancy: number; isActive: boolean };
export type TSlotCombination = { id: string; tableIds: readonly string[] };
export type TSeatingOption = { tableIds: string[]; seats: number };

/** Tables first, then combinations, each smallest first: the first free one is the one a booking takes. */
export function seatingOptions(tables: readonly TSlotTable[], combinations: readonly TSlotCombination[], partySize: number): TSeatingOption[] {
  const active = new Map(tables.filter((t) => t.isActive).map((t) => [t.id, t.occupancy]));
  const singles = [...active]
    .filter(([, occupancy]) => occupancy >= partySize)
    .map(([id, occupancy]) => ({ tableIds: [id], seats: occupancy }))
    .toSorted((a, b) => a.seats - b.seats || (a.tableIds[0]! < b.tableIds[0]! ? -1 : 1));
  const combos = combinations
    .filter((c) => c.tableIds.every((id) => active.has(id)))
    .map((c) => ({ tableIds: [...c.tableIds], seats: c.tableIds.reduce((sum, id) => sum + active.get(id)!, 0) }))
    .filter((c) => c.seats >= partySize)
    .toSorted((a, b) => a.seats - b.seats);
  return [...singles, ...combos];
}

export type TOccupancy = {
  /** Taken blocks per table id (UTC ms block starts). */
  taken: ReadonlyMap<string, ReadonlySet<number>>;
  /** Covers starting in each 15-minute block (UTC ms). */
  covers: ReadonlyMap<number, number>;
};

export function isFree(option: TSeatingOption, blocks: readonly number[], taken: TOccupancy['taken']): boolean {
  return option.tableIds.every((id) => {
    const set = taken.get(id);
    return !set || blocks.every((block) => !set.has(block));
  });
}

export type TSlotInput = {
  settings: TReservationSettings;
  openingHours: TOpeningHours;
  timeZone: string;
  closedDates: ReadonlySet<string>;
  tables: readonly TSlotTable[];
  combinations: readonly TSlotCombination[];
  occupancy: TOccupancy;
  date: string;
  partySize: number;
  now: number;
  /** Staff bookings skip the notice, the window and pacing (never a taken table). */
  staff?: boolean;
};

export type TPlannedSlot = { startsAt: number; endsAt: number; option: TSeatingOption };
export type TSlotPlan = { turnMinutes: number; slots: TPlannedSlot[]; noSlotReason: TNoSlotReason | null };

/** The window rules of a service date alone: closed date, beyond the booking window, or in the past. */
export function dateRefusal(input: Pick<TSlotInput, 'settings' | 'timeZone' | 'closedDates' | 'date' | 'now' | 'staff'>): TNoSlotReason | null {
  const today = localDate(input.now, input.timeZone);
  if (input.date < shiftDate(today, -1)) return 'past';
  if (input.closedDates.has(input.date)) return 'closedDate';
  if (!input.staff && input.date > shiftDate(today, input.settings.maxDaysAhead)) return 'beyondWindow';
  return null;
}

/**
 * The start times a party can book on a service date: inside opening hours, not past, at least the
 * minimum notice ahead, on a date inside the booking window and not closed, where a table or an
 * allowed combination seats the party and is free for the whole turn, and where the covers already
 * starting in that 15-minute block plus this party stay within the pacing limit.
 */
export function planSlots(input: TSlotInput): TSlotPlan {
  const turnMinutes = turnMinutesFor(input.settings, input.partySize);
  const refusal = dateRefusal(input);
  if (refusal) return { turnMinutes, slots: [], noSlotReason: refusal };
  const windows = serviceWindows(input.openingHours, input.timeZone, input.date);
  if (windows.length === 0) return { turnMinutes, slots: [], noSlotReason: 'closedDay' };
  const earliest = input.now + (input.staff ? 0 : input.settings.minNoticeMinutes * MINUTE_MS);
  // The wall-clock check too: on the night clocks go back, a 01:30 close comes twice and only the second is inside.
  const weekly = input.openingHours.flatMap((day) => day.intervals.map((interval) => ({ ...interval, weekday: day.weekday })));
  const starts = candidateStarts(windows, input.settings.slotIntervalMinutes).filter(
    (at) => at >= earliest && isWithinWindows(weekly, wallClock(at, input.timeZone)),
  );
  if (starts.length === 0) return { turnMinutes, slots: [], noSlotReason: 'past' };
  const options = seatingOptions(input.tables, input.combinations, input.partySize);
  const limit = input.staff ? null : input.settings.pacingCoversPer15Min;
  const slots: TPlannedSlot[] = [];
  for (const startsAt of starts) {
    if (limit !== null && (input.occupancy.covers.get(Math.floor(startsAt / BLOCK_MS) * BLOCK_MS) ?? 0) + input.partySize > limit) continue;
    const blocks = blocksOf(startsAt, turnMinutes);
    const option = options.find((candidate) => isFree(candidate, blocks, input.occupancy.taken));
    if (option) slots.push({ startsAt, endsAt: startsAt + turnMinutes * MINUTE_MS, option });
  }
  return { turnMinutes, slots, noSlotReason: slots.length === 0 ? 'fullyBooked' : null };
}

/** The service period whose wall-clock window holds `clock` (HH:MM); a period ending before it starts runs past midnight. */
export function periodOf(periods: readonly TServicePeriod[], clock: string): string | null {
  const minutes = toMinutes(clock);
  for (const period of periods) {
    const starts = toMinutes(period.starts);
    const ends = toMinutes(period.ends);
    const inside = starts < ends ? minutes >= starts && minutes < ends : starts === ends || minutes >= starts || minutes < ends;
    if (inside) return period.name;
  }
  return null;
}
