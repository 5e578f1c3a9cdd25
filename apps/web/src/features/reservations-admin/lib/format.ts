import { venueDay } from '../../../lib/format/venue-time';

/** The venue's today, as YYYY-MM-DD. */
export function venueToday(now: Date, timeZone: string): string {
  return venueDay(now, timeZone);
}

/** A calendar day plus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 'Friday 27 November' for a venue day, in the reader's language (noon UTC names that day anywhere). */
export function dayTitle(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A booking's wall-clock time at the venue, in the reader's language. */
export function timeFormatter(language: string, timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
  return (iso) => format.format(new Date(iso));
}

/** Date and time at the venue (guest history, which spans days). */
export function dateTimeFormatter(language: string, timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso) => format.format(new Date(iso));
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isDay(value: string | null): value is string {
  return value !== null && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** 'Friday, 27 November 2026' for a venue day, in the reader's language. */
export function longDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
