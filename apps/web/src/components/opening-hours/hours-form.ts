import { WEEKDAYS, type TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';

/** One weekday as the form edits it: open or closed, and its first interval's times. */
export type TDayForm = { weekday: number; open: boolean; opens: string; closes: string; moreIntervals: { opens: string; closes: string }[] };

const DEFAULT_OPENS = '09:00';
const DEFAULT_CLOSES = '22:00';
const OPEN_ALL_DAY = '00:00';

/**
 * The form edits one interval per day. Extra intervals a venue already has (split lunch/dinner
 * service, set up elsewhere later) are carried through untouched rather than dropped.
 */
export function hoursToForm(hours: TOpeningHours): TDayForm[] {
  return WEEKDAYS.map((weekday) => {
    const day = hours.find((d) => d.weekday === weekday);
    const [first, ...rest] = day?.intervals ?? [];
    return {
      weekday,
      open: Boolean(first),
      opens: first?.opens ?? DEFAULT_OPENS,
      closes: first?.closes ?? DEFAULT_CLOSES,
      moreIntervals: rest,
    };
  });
}

export function formToHours(days: TDayForm[]): TOpeningHours {
  return days.map((day) => ({
    weekday: day.weekday,
    intervals: day.open ? [{ opens: day.opens, closes: day.closes }, ...day.moreIntervals] : [],
  }));
}

/**
 * Weekdays whose times cannot be saved: empty, or opening and closing at the same minute. 00:00 to
 * 00:00 is the one exception: it is how a venue open around the clock is stored (the availability
 * rules read equal times as open all day), so such a venue can still save its settings.
 */
export function invalidDays(days: TDayForm[]): number[] {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  return days
    .filter((d) => d.open && (!time.test(d.opens) || !time.test(d.closes) || (d.opens === d.closes && d.opens !== OPEN_ALL_DAY)))
    .map((d) => d.weekday);
}

/** "Same hours every day": copy one day's open/closed and times to all seven. */
export function copyDayToAll(days: TDayForm[], from: number): TDayForm[] {
  const source = days.find((d) => d.weekday === from);
  if (!source) return days;
  return days.map((d) => ({ ...d, open: source.open, opens: source.opens, closes: source.closes }));
}
