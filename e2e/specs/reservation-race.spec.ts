import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TSlot } from '@menudelite/shared/reservations/contracts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { uniqueEmail } from '../support/accounts.ts';
import type { TSeededVenue } from '../support/venue.ts';
import { LIVE, bookingStrings, chooseTable, fillGuest, seedBookingVenue, slot, text, textOf, tomorrowsSlots } from './reservation-booking-support.ts';

let browser: Browser;
let venue: TSeededVenue;
const en = bookingStrings('en');

beforeAll(async () => {
  browser = await launchBrowser();
  // One table: every time is the last one.
  venue = await seedBookingVenue({ name: 'Spec Race Bistro', tables: 1 });
});

afterAll(() => browser.close());

/** Whether the page holds a time (its countdown shows) or was told its time went to someone else. */
async function outcome(page: Page): Promise<'held' | 'slotTaken' | null> {
  if (await page.getByTestId('booking-hold').isVisible()) return 'held';
  const notice = page.locator('[data-testid="booking-slot-notice"][data-notice="slotTaken"]');
  return (await notice.isVisible()) ? 'slotTaken' : null;
}

const at = (slots: TSlot[], localTime: string) => slots.find((each) => each.localTime === localTime)!;

describe('two guests race for the last table (issue 10, end-to-end scenario 2)', () => {
  it('one holds and confirms; the other is told at once, sees the fresh slots without that time, and books another keeping what they typed', async () => {
    const day = await tomorrowsSlots(venue, 2);
    // Times far enough apart (90-minute turns for two) that each hold blocks only its own.
    const first = at(day.slots, '10:00');
    const second = at(day.slots, '12:00');
    const contested = at(day.slots, '19:00');
    const fallback = at(day.slots, '21:30');
    expect([first, second, contested, fallback].every(Boolean)).toBe(true);

    const ana = await (await newContext(browser, PHONE)).newPage();
    const ben = await (await newContext(browser, DESKTOP)).newPage();
    const guests = new Map<Page, { name: string; email: string; phone: string }>([
      [ana, { name: 'Ana Borg', email: uniqueEmail('ana'), phone: '+356 2123 4567' }],
      [ben, { name: 'Ben Vella', email: uniqueEmail('ben'), phone: '+356 2765 4321' }],
    ]);

    // Both guests get a table, type their details, then change their mind for the same evening time.
    for (const [page, start] of [
      [ana, first],
      [ben, second],
    ] as const) {
      await chooseTable(page, venue, 2, day.date);
      await slot(page, start.startsAt).click();
      await page.getByTestId('booking-hold').waitFor(LIVE);
      await fillGuest(page, guests.get(page)!);
      await page.getByTestId('booking-change-time').click();
    }
    await expect.poll(() => slot(ana, contested.startsAt).isVisible(), LIVE).toBe(true);
    await expect.poll(() => slot(ben, contested.startsAt).isVisible(), LIVE).toBe(true);

    // The race: both tap 19:00 at the same moment. The server's conditional write lets exactly one hold it.
    await Promise.all([slot(ana, contested.startsAt).click(), slot(ben, contested.startsAt).click()]);
    await expect.poll(async () => [await outcome(ana), await outcome(ben)].toSorted().join(','), LIVE).toBe('held,slotTaken');
    const winner = (await outcome(ana)) === 'held' ? ana : ben;
    const loser = winner === ana ? ben : ana;

    // The loser: told why in their language, shown the day as it is now (19:00 gone, other times still there).
    expect(await textOf(loser, 'booking-slot-notice')).toBe(text(en, 'time.slotTaken'));
    expect(await slot(loser, contested.startsAt).count()).toBe(0);
    expect(await slot(loser, fallback.startsAt).count()).toBe(1);
    await screenshot(loser, 'reservation-race-lost');

    // The winner books: the countdown runs, the Idempotency-Key'd booking lands on the confirmation page.
    const seconds = Number(await winner.getByTestId('booking-countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThan(240);
    expect(seconds).toBeLessThanOrEqual(300);
    await winner.getByTestId('booking-submit').click();
    await winner.waitForURL(/\/bookingConfirmation\/[^/?]+\?token=/, LIVE);
    await winner.locator('[data-testid="confirmation-banner"][data-status="booked"]').waitFor(LIVE);
    expect(await textOf(winner, 'confirmation-name')).toBe(guests.get(winner)!.name);

    // The loser picks another time: what they typed is still there, and they book it.
    await slot(loser, fallback.startsAt).click();
    await loser.getByTestId('booking-hold').waitFor(LIVE);
    expect(await loser.getByTestId('booking-name').inputValue()).toBe(guests.get(loser)!.name);
    expect(await loser.getByTestId('booking-email').inputValue()).toBe(guests.get(loser)!.email);
    await loser.getByTestId('booking-submit').click();
    await loser.waitForURL(/\/bookingConfirmation\//, LIVE);
    await loser.locator('[data-testid="confirmation-banner"][data-status="booked"]').waitFor(LIVE);

    // Nobody can hold the contested time any more.
    const after = await tomorrowsSlots(venue, 2);
    expect(after.slots.some((each) => each.startsAt === contested.startsAt)).toBe(false);
    await ana.context().close();
    await ben.context().close();
  }, 120_000);
});
