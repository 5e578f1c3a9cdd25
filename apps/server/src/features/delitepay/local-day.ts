/**
 * Calendar days in a venue's time zone, for the transactions period: a day starts at the venue's
 * local midnight, whatever the server's zone, and a day of a daylight-saving change is 23 or 25 hours.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(at: Date, timeZone: string): TWallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const c = wallClock(at, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function localDateOf(at: Date, timeZone: string): string {
  const c = wallClock(at, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** The instant the zone's day starts (its local midnight). Two passes settle the offset across a change. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day);
  let at = naive - offsetAt(new Date(naive), timeZone);
  at = naive - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The calendar day `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23 14:05" in the zone: how the CSV shows a time. */
export function localDateTime(iso: string, timeZone: string): string {
  const c = wallClock(new Date(iso), timeZone);
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}
