/**
 * Times on staff screens are the venue's wall clock, not the staff device's: a pickup at 15:15 in
 * Malta reads 15:15 on a laptop set to UTC, as it does for the diner. Pass the venue's IANA zone.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The venue's calendar day of an instant, as YYYY-MM-DD. */
export function venueDay(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How far the venue's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the venue's day (YYYY-MM-DD) starts: its local midnight, whatever the device's zone. */
export function venueMidnight(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at midnight itself across a DST change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The day after a YYYY-MM-DD, as YYYY-MM-DD (calendar arithmetic, no zone involved). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Hours and minutes on the venue's clock in the reader's language; the date too when it is not the venue's today. */
export function venueTimeFormatter(language: string, timeZone: string, now = new Date()): (iso: string, withDate?: boolean) => string {
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const today = venueDay(now, timeZone);
  return (iso, withDate) => {
    const at = new Date(iso);
    return withDate || venueDay(at, timeZone) !== today ? dateTime.format(at) : time.format(at);
  };
}
