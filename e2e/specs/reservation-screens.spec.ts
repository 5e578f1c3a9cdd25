import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { DEFAULT_RESERVATION_SETTINGS } from '@menudelite/shared/reservations/contracts';
import { api } from '../support/api.ts';
import { LIVE, bookingStrings, fillGuest, seedBookingVenue, slot, text, textOf, tomorrowsSlots } from './reservation-booking-support.ts';

/**
 * Every booking screen at phone and desktop size, in English and Arabic: nothing wider than the
 * screen, and a screenshot of each for a person to look at (e2e/screenshots, not committed).
 */
let browser: Browser;
let venue: TSeededVenue;
let closedVenue: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedBookingVenue({ name: 'Spec Screens Bistro', tables: 4 });
  closedVenue = await seedVenue({ name: 'Spec Closed Bistro', tables: 1 });
});

afterAll(() => browser.close());

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

async function shoot(page: Page, name: string) {
  expect(await overflowsSideways(page), name).toBe(false);
  await screenshot(page, name);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('booking screens at %s size', (size, viewport) => {
  it.each(['en', 'ar'])(
    'in %s',
    async (language) => {
      const day = await tomorrowsSlots(venue, 2);
      const context = await newContext(browser, viewport, language);
      await context.addInitScript((lang) => window.localStorage.setItem('md.dinerLanguage', lang), language);
      const page = await context.newPage();
      const name = (screen: string) => `reservation-${screen}-${size}-${language}`;

      await page.goto(`/restaurants/${venue.restaurantId}/book`);
      await page.getByTestId('booking-page').waitFor(LIVE);
      await page.getByTestId(`booking-day-${day.date}`).click();
      const evening = day.slots.find((each) => each.localTime === '19:30')!;
      await slot(page, evening.startsAt).waitFor(LIVE);
      await shoot(page, name('1-pick'));

      await slot(page, evening.startsAt).click();
      await page.getByTestId('booking-hold').waitFor(LIVE);
      await page.getByTestId('booking-submit').click();
      await page.getByTestId('booking-name-error').waitFor(LIVE);
      await shoot(page, name('2-details-errors'));

      await fillGuest(page, {
        name: 'Ana Borg',
        email: uniqueEmail('screens'),
        phone: '+356 2123 4567',
        occasion: 'anniversary',
        allergies: 'Peanuts',
        notes: 'A quiet table, please',
      });
      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/bookingConfirmation\//, LIVE);
      await page.getByTestId('confirmation-banner').waitFor(LIVE);
      await shoot(page, name('3-confirmation'));

      await page.getByTestId('manage-change-open').click();
      await page.getByTestId('booking-slots').waitFor(LIVE);
      await shoot(page, name('3b-change'));

      await page.getByTestId('manage-cancel-start').click();
      await shoot(page, name('4-cancel-ask'));

      await page.goto(`/restaurants/${closedVenue.restaurantId}/book`);
      await page.getByTestId('booking-problem').waitFor(LIVE);
      await shoot(page, name('5-not-accepting'));

      await page.goto(`/restaurants/${venue.restaurantId}/bookingConfirmation/nope?token=${'x'.repeat(20)}`);
      await page.getByTestId('booking-problem').waitFor(LIVE);
      await shoot(page, name('6-link-invalid'));

      await page.goto(`/restaurants/${venue.restaurantId}/menu`);
      await page.getByTestId('menu-book-table').waitFor(LIVE);
      await shoot(page, name('7-menu-link'));
      await context.close();
    },
    120_000,
  );
});

describe('a party asked for a deposit', () => {
  it('sees the amount, is told in the card form when the card is declined, and books with another card', async () => {
    const depositVenue = await seedBookingVenue({ name: 'Spec Deposit Bistro', tables: 3 });
    await api('PUT', '/api/reservations/settings', depositVenue.token, {
      ...DEFAULT_RESERVATION_SETTINGS,
      deposit: { mode: 'deposit', minPartySize: 4, amountPerPerson: 1000 },
    });
    const day = await tomorrowsSlots(depositVenue, 4);
    expect(day.deposit).toEqual({ mode: 'deposit', amount: 4000, currency: 'eur' });
    const time = day.slots.find((each) => each.localTime === '19:00')!;
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${depositVenue.restaurantId}/book`);
    await page.getByTestId('booking-page').waitFor(LIVE);
    for (let size = 2; size < 4; size++) await page.getByTestId('booking-party-plus').click();
    await page.getByTestId(`booking-day-${day.date}`).click();
    await slot(page, time.startsAt).click();
    await page.getByTestId('booking-deposit').waitFor(LIVE);
    expect(await textOf(page, 'booking-deposit-text')).toBe(text(bookingStrings('en'), 'deposit.deposit.body', { amount: '€40.00' }));

    await fillGuest(page, { name: 'Ana Borg', email: uniqueEmail('deposit'), phone: '+356 2123 4567' });
    await page.getByTestId('card-number').fill('4000 0000 0000 0002');
    await page.getByTestId('card-expiry').fill('12/39');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('booking-submit').click();
    await expect.poll(async () => (await page.getByTestId('booking-deposit').textContent()) ?? '', LIVE).toMatch(/declined/i);
    expect(page.url()).toContain('/book');
    await shoot(page, 'reservation-8-deposit-declined-phone-en');

    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('booking-submit').click();
    await page.waitForURL(/\/bookingConfirmation\//, LIVE);
    await page.locator('[data-testid="confirmation-banner"][data-status="booked"]').waitFor(LIVE);
    await context.close();
  }, 120_000);
});
