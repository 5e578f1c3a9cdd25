import { nextDay, offsetAt, venueMidnight } from '../../../lib/format/venue-time';

/**
 * The timeline of tables: rows are tables, the horizontal axis is real elapsed time across the
 * service on the venue's clock. Everything here is an instant (ms since epoch) laid out between
 * the window's start and end, so a day when the clocks change is 23 or 25 hours wide and a
 * booking's block is as wide as its real duration; the labels read the venue's wall clock.
 */

/** A service period as the venue's settings hold it: wall-clock HH:mm, `end` at or before `start` means it ends after midnight. */
export type TServicePeriodLike = { key: string; start: string; end: string };

export type TWindow = { start: number; end: number };

const DAY = 86_400_000;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new Error(`Not a HH:mm time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The instant a wall-clock time happens on a venue day, as Temporal's "compatible" rule does it:
 * a time that happens twice (the hour clocks go back) is its first occurrence; one that never
 * happens (02:30 when clocks jump to 03:00) moves on by the gap (03:30).
 */
export function wallTimeInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  const before = offsetAt(wall - DAY, timeZone);
  const offsets = new Set([before, offsetAt(wall, timeZone), offsetAt(wall + DAY, timeZone)]);
  const valid = [...offsets].map((offset) => wall - offset).filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}

/** Where a period starts and ends on a venue day; one that ends at or before its start ends the next day. */
export function periodWindow(date: string, period: Pick<TServicePeriodLike, 'start' | 'end'>, timeZone: string): TWindow {
  const start = wallTimeInstant(date, period.start, timeZone);
  const endDate = minutesOf(period.end) <= minutesOf(period.start) ? nextDay(date) : date;
  return { start, end: wallTimeInstant(endDate, period.end, timeZone) };
}

/**
 * The window the timeline shows for a venue day: one service period, or (for "all") from the
 * first period's start to the last one's end; the whole venue day (midnight to midnight) when
 * the venue has no periods. Bookings outside the window stretch it, so none is ever hidden.
 */
export function serviceWindow(
  date: string,
  periods: readonly TServicePeriodLike[],
  periodKey: string | null,
  timeZone: string,
  bookings: readonly { start: number; end: number }[] = [],
): TWindow {
  const chosen = periodKey ? periods.filter((period) => period.key === periodKey) : periods;
  let window: TWindow =
    chosen.length === 0
      ? { start: venueMidnight(date, timeZone).getTime(), end: venueMidnight(nextDay(date), timeZone).getTime() }
      : chosen
          .map((period) => periodWindow(date, period, timeZone))
          .reduce((all, one) => ({ start: Math.min(all.start, one.start), end: Math.max(all.end, one.end) }));
  for (const booking of bookings) {
    if (booking.end <= window.start || booking.start >= window.end) continue;
    window = { start: Math.min(window.start, booking.start), end: Math.max(window.end, booking.end) };
  }
  return window;
}

const MINUTE = 60_000;

export type TTick = {
  at: number;
  /** From the window's start, 0..100. */
  percent: number;
  /** HH:mm on the venue's clock. */
  label: string;
  /** On the hour of the venue's clock (labelled on the timeline). */
  isHour: boolean;
};

const labelFormatters = new Map<string, Intl.DateTimeFormat>();
function wallLabel(at: number, timeZone: string): string {
  let formatter = labelFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    labelFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(at));
}

/**
 * Column lines every `stepMinutes` of real time, on the venue's round times (a tick at :00 and
 * :30 of its clock, also in a zone with a quarter-hour offset such as Kathmandu). On the day clocks go back the hour
 * after 02:00 shows twice; on the day they go forward 02:00 never shows.
 */
export function timelineTicks(window: TWindow, timeZone: string, stepMinutes = 30): TTick[] {
  const step = stepMinutes * MINUTE;
  const span = window.end - window.start;
  if (span <= 0) return [];
  const ticks: TTick[] = [];
  // The first round time on the venue's clock at or after the start.
  const offset = offsetAt(window.start, timeZone);
  let at = Math.ceil((window.start + offset) / step) * step - offset;
  // Clocks change by whole half hours, so real-time steps stay on the venue's round times.
  for (; at <= window.end; at += step) {
    const label = wallLabel(at, timeZone);
    ticks.push({ at, percent: ((at - window.start) / span) * 100, label, isHour: label.endsWith(':00') });
  }
  return ticks;
}

export type TBlock = {
  /** From the window's start, 0..100 (the logical start: right in RTL). */
  startPercent: number;
  widthPercent: number;
  /** The booking starts before the window or ends after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
};

/** A booking's block: sized by its real duration (its turn time), clipped to the window; null when outside it. */
export function blockLayout(booking: { start: number; end: number }, window: TWindow): TBlock | null {
  const span = window.end - window.start;
  if (span <= 0 || booking.end <= window.start || booking.start >= window.end) return null;
  const start = Math.max(booking.start, window.start);
  const end = Math.min(booking.end, window.end);
  return {
    startPercent: ((start - window.start) / span) * 100,
    widthPercent: ((end - start) / span) * 100,
    clippedStart: booking.start < window.start,
    clippedEnd: booking.end > window.end,
  };
}

/** Minutes of real time between two instants (a 25-hour day has 1500). */
export function minutesBetween(window: TWindow): number {
  return Math.round((window.end - window.start) / MINUTE);
}

/** Bookings on one row that overlap in time get stacked lanes (0, 1, ...), so no block hides another. */
export function stackLanes<T extends { id: string; start: number; end: number }>(bookings: readonly T[]): Map<string, number> {
  const lanes = new Map<string, number>();
  const laneEnds: number[] = [];
  for (const booking of bookings.toSorted((a, b) => a.start - b.start || a.end - b.end || a.id.localeCompare(b.id))) {
    let lane = laneEnds.findIndex((end) => end <= booking.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = booking.end;
    lanes.set(booking.id, lane);
  }
  return lanes;
}
