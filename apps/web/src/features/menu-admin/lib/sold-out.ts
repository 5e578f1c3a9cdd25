import { isSoldOut } from '@menudelite/shared/menu/availability';
import { SOLD_OUT_INDEFINITELY } from '@menudelite/shared/menu/items';
import { isoToVenueLocal, venueLocalToIso } from './zoned-time';

export type TSoldOutState = { kind: 'onSale' } | { kind: 'indefinitely' } | { kind: 'until'; until: string };

/**
 * Computed here from soldOutUntil and the clock, like the server does, so an item 86'd "until
 * 18:00" shows as back on sale at 18:00 without reloading the list.
 */
export function soldOutState(soldOutUntil: string | null, now: Date): TSoldOutState {
  if (!isSoldOut(soldOutUntil, now)) return { kind: 'onSale' };
  if (soldOutUntil === SOLD_OUT_INDEFINITELY) return { kind: 'indefinitely' };
  return { kind: 'until', until: soldOutUntil! };
}

/** The body of PUT .../sold-out, or null when the chosen time is missing or not in the future. */
export function soldOutRequest(choice: 'indefinitely' | 'until', localTime: string, timeZone: string, now: Date): { until: string | null } | null {
  if (choice === 'indefinitely') return { until: null };
  const iso = venueLocalToIso(localTime, timeZone);
  if (!iso || Date.parse(iso) <= now.getTime()) return null;
  return { until: iso };
}

/** A sensible default for "until": the next full hour, two hours on, on the venue's clock. */
export function defaultSoldOutUntil(now: Date, timeZone: string): string {
  const inTwoHours = Math.ceil((now.getTime() + 2 * 3_600_000) / 3_600_000) * 3_600_000;
  return isoToVenueLocal(inTwoHours, timeZone);
}

/** "18:00" today, else a short date and time, on the venue's clock in the reader's language. */
export function soldOutUntilLabel(until: string, now: Date, timeZone: string, language: string): string {
  const instant = new Date(until);
  const sameDay = isoToVenueLocal(instant.getTime(), timeZone).slice(0, 10) === isoToVenueLocal(now.getTime(), timeZone).slice(0, 10);
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeStyle: 'short', timeZone };
  return new Intl.DateTimeFormat(language, options).format(instant);
}

/** The sold-out dialog's form (@mantine/form): how long, and the local time when "until". */
export type TSoldOutForm = { choice: 'indefinitely' | 'until'; until: string };

export const soldOutFormDefaults = (timeZone: string, now = new Date()): TSoldOutForm => ({
  choice: 'indefinitely',
  until: defaultSoldOutUntil(now, timeZone),
});

/** Checked against the clock at submit: "in the future" means then, not when the dialog opened. */
export const soldOutBody = (form: TSoldOutForm, timeZone: string, now = new Date()) => soldOutRequest(form.choice, form.until, timeZone, now);

export function validateSoldOut(form: TSoldOutForm, timeZone: string, now = new Date()): Record<string, string> {
  return soldOutBody(form, timeZone, now) ? {} : { until: 'errors.soldOutTime' };
}
