import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { uniqueEmail } from '../support/accounts.ts';
import type { TSeededVenue } from '../support/venue.ts';
import { LIVE, bookingStrings, fillGuest, slot, text, textOf, tomorrowsSlots, seedBookingVenue } from './reservation-booking-support.ts';

let browser: Browser;
let venue: TSeededVenue;
const ar = bookingStrings('ar');
const arErrors = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/i18n/errors/ar.json'), 'utf8')) as { keys: Record<string, string> };
const arMenu = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/diner-menu/locales/ar.json'), 'utf8')) as {
  header: Record<string, string>;
};

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedBookingVenue({ name: 'مطعم الحجز', tables: 3 });
});

afterAll(() => browser.close());

async function expectRtlArabic(page: Page) {
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
}

/**
 * Every sentence on screen comes from the Arabic strings: no Latin letters in the page's text,
 * apart from the language picker (each language named in itself), what the guest typed (input
 * values are not text) and the venue's street address (its own data).
 */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('select, script, style, [data-testid="confirmation-address"], .md-visually-hidden')) continue;
      if (parent.offsetParent === null && getComputedStyle(parent).position !== 'fixed') continue;
      const words = (node.textContent ?? '').match(/[A-Za-z]{2,}/g);
      if (words) found.push(...words);
    }
    return found;
  });
}

/** No element wider than the phone: nothing scrolls sideways (the day chips scroll inside their own strip). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('the booking page in Arabic at phone size (issue 10, end-to-end scenario 4, booking half)', () => {
  it('books from the menu right to left, every sentence from the Arabic strings, and manages the booking', async () => {
    const day = await tomorrowsSlots(venue, 2);
    const evening = day.slots.find((each) => each.localTime === '20:00')!;
    const context = await newContext(browser, PHONE, 'ar');
    const page = await context.newPage();

    // The venue's menu, switched to Arabic, offers "Book a table".
    await page.goto(`/restaurants/${venue.restaurantId}/menu`);
    await page.getByTestId('diner-menu').waitFor(LIVE);
    await page.getByTestId('diner-language').selectOption('ar');
    await expectRtlArabic(page);
    const link = page.getByTestId('menu-book-table');
    expect((await link.textContent())?.trim()).toBe(arMenu.header.bookTable);
    await link.click();

    // The booking page: Arabic, right to left, nothing wider than the phone.
    await page.getByTestId('booking-page').waitFor(LIVE);
    await expectRtlArabic(page);
    expect(await page.locator('h1').first().textContent()).toBe(text(ar, 'heading'));
    await page
      .getByTestId('booking-slots')
      .waitFor(LIVE)
      .catch(() => undefined);
    await page.getByTestId(`booking-day-${day.date}`).click();
    await slot(page, evening.startsAt).waitFor(LIVE);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await latinWords(page)).toEqual([]);
    await screenshot(page, 'reservation-book-phone-ar');

    // The party of 4, the evening time held: the countdown and its Arabic sentence.
    await page.getByTestId('booking-party-plus').click();
    await page.getByTestId('booking-party-plus').click();
    await expect.poll(() => page.getByTestId('booking-party').getAttribute('data-value'), LIVE).toBe('4');
    const forFour = await tomorrowsSlots(venue, 4);
    const time = forFour.slots.find((each) => each.localTime === '20:00')!;
    await slot(page, time.startsAt).click();
    await page.getByTestId('booking-hold').waitFor(LIVE);
    expect(await textOf(page, 'booking-hold')).toContain(text(ar, 'hold.left'));
    expect(await textOf(page, 'booking-change-time')).toBe(text(ar, 'hold.change'));

    // "Book" with nothing typed: SPEC section 5's messages, in Arabic, on their fields.
    await page.getByTestId('booking-submit').click();
    expect(await textOf(page, 'booking-name-error')).toBe(arErrors.keys.nameRequired);
    expect(await textOf(page, 'booking-email-error')).toBe(arErrors.keys.emailRequired);
    expect(await textOf(page, 'booking-phone-error')).toBe(arErrors.keys.fieldsRequired);
    await page.getByTestId('booking-email').fill('layla@');
    await page.getByTestId('booking-submit').click();
    expect(await textOf(page, 'booking-email-error')).toBe(arErrors.keys.emailIncorrect);
    expect(await latinWords(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'reservation-form-phone-ar');

    await fillGuest(page, { name: 'ليلى حداد', email: uniqueEmail('layla'), phone: '+971 50 123 4567', occasion: 'birthday', allergies: 'المكسرات' });
    await page.getByTestId('booking-submit').click();

    // The confirmation page: booked, on the venue's clock, in Arabic.
    await page.waitForURL(/\/bookingConfirmation\/[^/?]+\?token=/, LIVE);
    await page.locator('[data-testid="confirmation-banner"][data-status="booked"]').waitFor(LIVE);
    await expectRtlArabic(page);
    expect(await textOf(page, 'confirmation-banner')).toContain(text(ar, 'confirmation.status.booked.title'));
    expect(await textOf(page, 'confirmation-occasion')).toBe(text(ar, 'occasions.birthday'));
    expect(await textOf(page, 'confirmation-party')).toContain(text(ar, 'party.guests', { number: '' }).trim());
    expect(await latinWords(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    const calendar = decodeURIComponent((await page.getByTestId('confirmation-calendar').getAttribute('href')) ?? '');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${time.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    await screenshot(page, 'reservation-confirmation-phone-ar');

    // The reminder's link (&confirm=1) confirms it.
    await page.goto(`${page.url()}&confirm=1`);
    await page.locator('[data-testid="confirmation-banner"][data-status="confirmed"]').waitFor(LIVE);
    expect(await textOf(page, 'confirmation-done')).toBe(text(ar, 'confirmation.done.confirmed'));

    // Cancel, after being asked once more.
    await page.getByTestId('manage-cancel-start').click();
    expect(await textOf(page, 'manage-cancel-confirm')).toContain(text(ar, 'manage.cancelQuestion'));
    await page.getByTestId('manage-cancel-yes').click();
    await page.locator('[data-testid="confirmation-banner"][data-status="cancelled"]').waitFor(LIVE);
    expect(await textOf(page, 'confirmation-banner')).toContain(text(ar, 'confirmation.status.cancelled.title'));
    expect(await page.getByTestId('manage-cancel').count()).toBe(0);
    expect(await latinWords(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
