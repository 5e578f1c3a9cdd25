import { Cron } from 'croner';

/**
 * The next `count` instants after `after` at which a cron pattern fires on the wall clock of
 * `timeZone` (an IANA name such as a venue's Europe/Malta). croner does the DST arithmetic: "03:00
 * every day" is 02:00 UTC in summer and 01:00 UTC in winter in Malta.
 */
export function nextOccurrences(pattern: string, timeZone: string, after: Date, count = 1): Date[] {
  const cron = new Cron(pattern, { timezone: timeZone, paused: true });
  try {
    return cron.nextRuns(count, after);
  } finally {
    cron.stop();
  }
}

/** Throws on a pattern or time zone croner does not understand, so a bad schedule fails at start, not at 3 a.m. */
export function assertValidSchedule(pattern: string, timeZone: string): void {
  nextOccurrences(pattern, timeZone, new Date(), 1);
}
