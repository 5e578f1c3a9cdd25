/**
 * Dates and times on the venue's clock, whatever the guest's device says. Days are plain
 * 'YYYY-MM-DD' strings of the venue's calendar; slot times come from the API as ISO instants and
 * are shown with the venue's wall-clock time (Intl with the venue's timeZone does the DST work).
 */

/** The venue's calendar day of an instant. */
export function venueDate(instant: Date, timeZone: string): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A calendar day plus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return date.toISOString().slice(0, 10);
}

/** The bookable days: today on the venue's calendar and the next ones, `count` in all. */
export function bookableDays(now: Date, timeZone: string, count: number): string[] {
  const today = venueDate(now, timeZone);
  return Array.from({ length: Math.max(1, count) }, (_, n) => addDays(today, n));
}

/** Noon UTC of a calendar day: formatting it with timeZone 'UTC' names that day in any language. */
const dayAnchor = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Fri', '27' and 'Nov' for a day chip, in the reader's language. */
export function dayChipParts(day: string, language: string): { weekday: string; day: string; month: string } {
  const anchor = dayAnchor(day);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(anchor);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** 'Friday, 27 November 2026' for a calendar day, in the reader's language. */
export function longDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(dayAnchor(day));
}

/** A slot's wall-clock time at the venue ('19:30', '7:30 PM'), in the reader's language. */
export function venueTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** Date and time of a booking at the venue, in the reader's language. */
export function venueDateTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** The venue's zone named for the guest ('Central European Summer Time' / 'CEST'), so a traveller knows whose clock it is. */
export function zoneName(instant: string, timeZone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

export type TDayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** Which part of the day a venue wall-clock time 'HH:MM' falls in (after midnight is the night of a late service). */
export function dayPartOf(localTime: string): TDayPart {
  const hour = Number(localTime.slice(0, 2));
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** Slots in their order, in runs of the same part of the day (a service past midnight ends with its night). */
export function groupByDayPart<T extends { localTime: string }>(slots: readonly T[]): { part: TDayPart; slots: T[] }[] {
  const groups: { part: TDayPart; slots: T[] }[] = [];
  for (const slot of slots) {
    const part = dayPartOf(slot.localTime);
    const last = groups.at(-1);
    if (last?.part === part) last.slots.push(slot);
    else groups.push({ part, slots: [slot] });
  }
  return groups;
}
