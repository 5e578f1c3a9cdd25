import { nextDay, offsetAt, venueDay } from '../../../lib/format/venue-time';

/** HH:MM on a 24-hour clock, as a time input answers. */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant the hotel's wall clock shows `time` on `date` (YYYY-MM-DD), whatever the phone's
 * own zone. The offset is read twice, so a time just after a daylight-saving change lands right;
 * a time the clock skips (02:30 on a spring-forward night) moves on by the gap, as clocks do.
 */
export function hotelInstant(date: string, time: string, timeZone: string): Date | null {
  const match = TIME.exec(time);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (!match || !year || !month || !day) return null;
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

export type TWakeUpChoice = { day: 'today' | 'tomorrow'; time: string };

/** The hotel's today and tomorrow (YYYY-MM-DD) at `now`. */
export function hotelDays(now: Date, timeZone: string): { today: string; tomorrow: string } {
  const today = venueDay(now, timeZone);
  return { today, tomorrow: nextDay(today) };
}

/**
 * The wake-up call's instant, or why it cannot be asked for: no time yet, or a time already past on
 * the hotel's clock (the server refuses it too, with the same key).
 */
export function wakeUpInstant(choice: TWakeUpChoice, timeZone: string, now: Date): { ok: true; at: Date } | { ok: false; reason: 'missing' | 'past' } {
  if (!TIME.test(choice.time)) return { ok: false, reason: 'missing' };
  const days = hotelDays(now, timeZone);
  const at = hotelInstant(choice.day === 'today' ? days.today : days.tomorrow, choice.time, timeZone);
  if (!at) return { ok: false, reason: 'missing' };
  if (at.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  return { ok: true, at };
}

/** The first sensible default: tomorrow at 07:00 once it is past 07:00 at the hotel, else today. */
export function defaultWakeUp(now: Date, timeZone: string): TWakeUpChoice {
  const at = wakeUpInstant({ day: 'today', time: '07:00' }, timeZone, now);
  return { day: at.ok ? 'today' : 'tomorrow', time: '07:00' };
}
