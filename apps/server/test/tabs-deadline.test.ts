import { describe, expect, it } from 'vitest';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { nextClosingTime, tabDeadline } from '../src/features/tabs/deadline.ts';

/** When a tab closes by itself: idle time after the bill's last activity, or the venue's closing time on its own clock. */
const everyDay = (opens: string, closes: string): TOpeningHours => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens, closes }] }));
const at = (iso: string) => new Date(iso);

describe('idle time', () => {
  it('counts from the later of the card being saved and the bill’s last order or payment', () => {
    const hours = everyDay('00:00', '00:00');
    const base = { idleMinutes: 180, openingHours: hours, timeZone: 'Europe/Paris' };
    expect(tabDeadline({ ...base, openedAt: '2026-06-01T18:00:00.000Z', lastActivityAt: '2026-06-01T17:00:00.000Z' })).toEqual({
      at: at('2026-06-01T21:00:00.000Z'),
      reason: 'idle',
    });
    expect(tabDeadline({ ...base, openedAt: '2026-06-01T18:00:00.000Z', lastActivityAt: '2026-06-01T19:30:00.000Z' })).toEqual({
      at: at('2026-06-01T22:30:00.000Z'),
      reason: 'idle',
    });
  });
});

describe('closing time, in the venue’s time zone', () => {
  it('closes at the end of the opening hours the tab was opened in, if that comes before the idle time', () => {
    // Paris in June is UTC+2: 23:00 there is 21:00 UTC.
    const deadline = tabDeadline({
      openedAt: '2026-06-01T19:00:00.000Z',
      lastActivityAt: '2026-06-01T19:00:00.000Z',
      idleMinutes: 180,
      openingHours: everyDay('12:00', '23:00'),
      timeZone: 'Europe/Paris',
    });
    expect(deadline).toEqual({ at: at('2026-06-01T21:00:00.000Z'), reason: 'closingTime' });
  });

  it('a night when the clocks go back (Europe/London, 25 October 2026): "until 02:00" is 02:00 GMT, four hours after 23:00 BST', () => {
    const hours = everyDay('18:00', '02:00');
    // 23:00 BST on Saturday 24 October = 22:00 UTC. 01:00-02:00 happens twice; the venue closes at 02:00 GMT = 02:00 UTC.
    expect(nextClosingTime(hours, 'Europe/London', at('2026-10-24T22:00:00.000Z'), at('2026-10-25T12:00:00.000Z'))).toEqual(at('2026-10-25T02:00:00.000Z'));
    // The night before, with no change, 02:00 BST is 01:00 UTC.
    expect(nextClosingTime(hours, 'Europe/London', at('2026-10-23T22:00:00.000Z'), at('2026-10-24T12:00:00.000Z'))).toEqual(at('2026-10-24T01:00:00.000Z'));
  });

  it('a night when the clocks go forward (America/New_York, 8 March 2026): 02:00-03:00 never happens, so "until 02:30" ends at 03:00 EDT', () => {
    const hours = everyDay('18:00', '02:30');
    // 01:59 EST = 06:59 UTC, then the clock shows 03:00 EDT = 07:00 UTC: closed.
    expect(nextClosingTime(hours, 'America/New_York', at('2026-03-08T03:00:00.000Z'), at('2026-03-08T20:00:00.000Z'))).toEqual(at('2026-03-08T07:00:00.000Z'));
  });

  it('a tab opened after midnight inside Friday night’s hours (18:00-02:00) closes at 02:00 on Saturday, the venue’s clock', () => {
    // Only Friday has hours: Saturday 00:30 in Paris (22:30 UTC on Friday 5 June) is still Friday's evening.
    const fridayNight: TOpeningHours = [{ weekday: 5, intervals: [{ opens: '18:00', closes: '02:00' }] }];
    const deadline = tabDeadline({
      openedAt: '2026-06-05T22:30:00.000Z',
      lastActivityAt: '2026-06-05T22:30:00.000Z',
      idleMinutes: 180,
      openingHours: fridayNight,
      timeZone: 'Europe/Paris',
    });
    expect(deadline).toEqual({ at: at('2026-06-06T00:00:00.000Z'), reason: 'closingTime' });
    // Opened at 02:30 on Saturday, it is after hours: idle time only.
    expect(
      tabDeadline({
        lastActivityAt: '2026-06-06T00:30:00.000Z',
        idleMinutes: 60,
        openedAt: '2026-06-06T00:30:00.000Z',
        openingHours: fridayNight,
        timeZone: 'Europe/Paris',
      }),
    ).toEqual({
      at: at('2026-06-06T01:30:00.000Z'),
      reason: 'idle',
    });
  });

  it('a tab opened after hours, or at a venue open around the clock, closes by idle time only', () => {
    const base = { lastActivityAt: '2026-06-01T22:00:00.000Z', idleMinutes: 60, timeZone: 'Europe/Paris' };
    expect(tabDeadline({ ...base, openedAt: '2026-06-01T22:00:00.000Z', openingHours: everyDay('12:00', '23:00') })).toEqual({
      at: at('2026-06-01T23:00:00.000Z'),
      reason: 'idle',
    });
    expect(tabDeadline({ ...base, openedAt: '2026-06-01T22:00:00.000Z', openingHours: everyDay('00:00', '00:00') }).reason).toBe('idle');
  });
});
