import type { TOpeningHours } from '../restaurant/opening-hours.ts';
import type { TWeeklyWindow } from './tags.ts';

/** A moment as the venue's wall clock shows it: ISO weekday (1 = Monday) and minutes since midnight. */
export type TLocalClock = { weekday: number; minutes: number };

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Building a formatter costs far more than using one; a venue's zone is reused on every read.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localClock(timeZone: string, now: Date): TLocalClock {
  let weekday = 1;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'weekday') weekday = WEEKDAY_NUMBERS[part.value] ?? 1;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minutes: hour * 60 + minute };
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const previousWeekday = (weekday: number) => (weekday === 1 ? 7 : weekday - 1);

/**
 * Whether the clock falls inside one of the weekly windows. Windows are [opens, closes); a window
 * whose closing time is before its opening time runs past midnight into the next day; equal times
 * mean the whole day.
 */
export function isWithinWindows(windows: readonly TWeeklyWindow[], clock: TLocalClock): boolean {
  return windows.some((window) => {
    const opens = toMinutes(window.opens);
    const closes = toMinutes(window.closes);
    if (window.weekday === clock.weekday) {
      if (opens === closes) return true;
      return opens < closes ? clock.minutes >= opens && clock.minutes < closes : clock.minutes >= opens;
    }
    return window.weekday === previousWeekday(clock.weekday) && closes < opens && clock.minutes < closes;
  });
}

export function isOpenAt(openingHours: TOpeningHours, clock: TLocalClock): boolean {
  const windows = openingHours.flatMap((day) => day.intervals.map((interval) => ({ ...interval, weekday: day.weekday })));
  return isWithinWindows(windows, clock);
}

/** Sold out while soldOutUntil is in the future; it comes back by itself once that time passes. */
export function isSoldOut(soldOutUntil: string | null, now: Date): boolean {
  return soldOutUntil !== null && Date.parse(soldOutUntil) > now.getTime();
}

/**
 * The least a diner can pay for an item: its price plus the cheapest way to satisfy every
 * required group (min choices, each modifier at most deliverectMultiMax times, available ones only).
 * Null when a required group cannot be satisfied (the item cannot be ordered).
 */
export function fromPrice(
  price: number,
  groups: readonly { min: number; deliverectMultiMax: number; modifiers: readonly { price: number; isAvailable: boolean }[] }[],
): number | null {
  let total = price;
  for (const group of groups) {
    let needed = group.min;
    const prices = group.modifiers
      .filter((m) => m.isAvailable)
      .map((m) => m.price)
      .toSorted((a, b) => a - b);
    for (const modifierPrice of prices) {
      if (needed <= 0) break;
      const times = Math.min(needed, group.deliverectMultiMax);
      total += modifierPrice * times;
      needed -= times;
    }
    if (needed > 0) return null;
  }
  return total;
}
