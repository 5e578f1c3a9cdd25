import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';

/**
 * Club time on the venue's clock (DST-correct: TZDate keeps the wall-clock time across a change).
 * A period runs a calendar month from the moment of subscribing (31 January → 28/29 February, as
 * date-fns clamps and as Stripe Billing does); the free-with-club limit counts per venue day.
 */
export function periodEnd(start: Date | string, timeZone: string): Date {
  return new Date(addMonths(new TZDate(new Date(start).getTime(), timeZone), 1).getTime());
}

/**
 * The end of period `n` of a subscription anchored at `anchor`: n whole months after it on the venue's
 * clock. Counting from the anchor, not from the last end, keeps 31 January → 28 February → 31 March.
 */
export function periodEndAfter(anchor: Date | string, n: number, timeZone: string): Date {
  return new Date(addMonths(new TZDate(new Date(anchor).getTime(), timeZone), n).getTime());
}

/** The venue's calendar day at `now`, yyyy-MM-dd: the key the daily free-item limit counts under. */
export function venueDay(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The instant `days` venue days after `from` (same wall-clock time). */
export function venueDaysAfter(from: Date | string, days: number, timeZone: string): Date {
  return new Date(addDays(new TZDate(new Date(from).getTime(), timeZone), days).getTime());
}
