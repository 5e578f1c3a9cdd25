import { isOpenAt, localClock } from '@menudelite/shared/menu/availability';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TTabCloseReason } from '@menudelite/shared/tabs/contracts';

const MINUTE_MS = 60_000;

/**
 * The first minute after `from`, and before `until`, at which the venue is closed by its opening
 * hours on its own wall clock; null when it is closed at `from` already (a tab opened after hours
 * closes by idle time only) or stays open until `until`. Walking real minutes, rather than adding
 * hours to a wall-clock time, is what keeps a night with a daylight-saving change right: on the
 * night clocks go back, 01:00-02:00 happens twice and "closes at 02:00" is an hour later in UTC.
 */
export function nextClosingTime(openingHours: TOpeningHours, timeZone: string, from: Date, until: Date): Date | null {
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  if (!isOpenAt(openingHours, localClock(timeZone, new Date(start)))) return null;
  for (let at = start + MINUTE_MS; at < until.getTime(); at += MINUTE_MS) {
    const moment = new Date(at);
    if (!isOpenAt(openingHours, localClock(timeZone, moment))) return moment;
  }
  return null;
}

export type TTabDeadlineInput = {
  /** When the card was saved. */
  openedAt: string;
  /** The bill's latest order or payment (or its opening). */
  lastActivityAt: string;
  idleMinutes: number;
  /** 60,000 but under the end-to-end test hook (TEST_TAB_MINUTE_MS). */
  minuteMs?: number;
  openingHours: TOpeningHours;
  timeZone: string;
};
export type TTabDeadline = { at: Date; reason: Extract<TTabCloseReason, 'idle' | 'closingTime'> };

/**
 * When an open tab closes by itself: its idle time after the bill's last activity, or earlier the
 * venue's closing time (the end of the opening hours it was opened in).
 */
export function tabDeadline(input: TTabDeadlineInput): TTabDeadline {
  const lastActivity = Math.max(Date.parse(input.openedAt), Date.parse(input.lastActivityAt));
  const idleAt = new Date(lastActivity + input.idleMinutes * (input.minuteMs ?? MINUTE_MS));
  const closing = nextClosingTime(input.openingHours, input.timeZone, new Date(input.openedAt), idleAt);
  return closing ? { at: closing, reason: 'closingTime' } : { at: idleAt, reason: 'idle' };
}
