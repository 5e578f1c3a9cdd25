/** 2024-01-01 was a Monday, so day (weekday - 1) of that week is ISO weekday `weekday` (1 = Monday). */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);

/** The weekday's name in the reader's language, e.g. (1, 'ar') → 'الاثنين'. */
export function weekdayName(weekday: number, language: string, width: 'long' | 'short' = 'long'): string {
  const date = new Date(A_MONDAY_UTC + (weekday - 1) * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}
