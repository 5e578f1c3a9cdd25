import { z } from 'zod';
import { keyed } from '../errors.ts';

/** Weekdays as ISO numbers: 1 = Monday ... 7 = Sunday. Times are local to the venue's time zone. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const ZClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');

export const ZOpeningIntervalSchema = z.object({ opens: ZClockTimeSchema, closes: ZClockTimeSchema });
export const ZOpeningDaySchema = z.object({
  weekday: z.number().int().min(1).max(7),
  intervals: z.array(ZOpeningIntervalSchema).max(4),
});
/** One entry per weekday; a day with no intervals is closed. A closing time before the opening time runs past midnight. */
export const ZOpeningHoursSchema = z
  .array(ZOpeningDaySchema)
  .length(7)
  .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, keyed('weekdaysOnce'));
export type TOpeningHours = z.infer<typeof ZOpeningHoursSchema>;

export function defaultOpeningHours(): TOpeningHours {
  return WEEKDAYS.map((weekday) => ({ weekday, intervals: [{ opens: '09:00', closes: '22:00' }] }));
}
