import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, cartLines, locale, openCheckoutWithCart, publicMenu, shot, waitForQuoteSettled } from './checkout-offers-support.ts';

/**
 * Scenario 6 of issue 11: the checkout with offers in Arabic on a phone (and a desktop): right to
 * left, Arabic words for the offers dialog, the login dialog for discounts and the totals, amounts
 * kept in their own order. The venue is the spec's own, with two offers of its own.
 */
const ar = locale('features/checkout/locales/ar.json');
const errorsAr = locale('i18n/errors/ar.json');

let browser: Browser;
let venue: TSeededVenue;
let menu: TPublicMenu;

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[\u2068\u2069]/g, '');

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Offers Bistro' });
  menu = await publicMenu(venue.restaurantId);
  const sorbet = menu.items.find((item) => item.name === 'Lemon sorbet')!;
  const offers = `/api/restaurants/${venue.restaurantId}/offers`;
  await api<TOffer>('POST', offers, venue.token, {
    name: 'أنفق 30 واحصل على حلوى',
    description: 'Lemon sorbet on us',
    kind: 'spend_get',
    minSpend: 3000,
    rewardItemIds: [sorbet.id],
    membersOnly: true,
  });
  await api<TOffer>('POST', offers, venue.token, { name: '10% off from 100', kind: 'percent_off', percent: 10, maxDiscount: 1000, minSpend: 10_000 });
});

afterAll(() => browser.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the checkout with offers in Arabic (%s)', (size, viewport) => {
  it('reads right to left in Arabic: the offers dialog with both lists, the login dialog, the section', async () => {
    const context = await newContext(browser, viewport, 'ar');
    const page = await context.newPage();
    await openCheckoutWithCart(
      page,
      venue.tables[size === 'phone' ? 0 : 1]!.code,
      venue.restaurantId,
      cartLines(menu, [
        ['Lemon sorbet', 1],
        ['Chocolate fondant', 3],
      ]),
      'ar',
    );
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await waitForQuoteSettled(page);
    expect(await page.getByTestId('benefits-section').locator('h2').textContent()).toBe(ar.sections.benefits);
    expect(await page.getByTestId('open-offers').textContent()).toBe(ar.benefits.openOffers);
    await shot(page, `checkout-benefits-${size}-ar`);

    await page.getByTestId('open-offers').click();
    const dialog = page.getByTestId('offers-dialog');
    await dialog.getByTestId('offers-qualified').waitFor(LIVE);
    expect(await dialog.locator('h2').textContent()).toBe(ar.offers.title);
    // Qualified: the members-only dessert (a visitor may choose it and sign in); available: the 10% with its reason in Arabic.
    expect(await dialog.getByTestId('offers-qualified').textContent()).toContain('أنفق 30 واحصل على حلوى');
    expect(await dialog.getByTestId('offers-qualified').textContent()).toContain(ar.offers.membersOnly);
    const reasons = async (list: string) =>
      (await dialog.getByTestId(list).getByTestId('offer-reason').allTextContents()).map((each) => each.replace(/[\u2068\u2069]/g, ''));
    expect(await reasons('offers-available')).toEqual([errorsAr.keys.offerMinimumSpend.replace('{{amount}}', '€100.00')]);
    // The visitor is told why the members' offer needs an account, in Arabic.
    expect(await reasons('offers-qualified')).toEqual([errorsAr.keys.offerMembersOnly]);
    expect(await dialog.getByTestId('offers-continue').textContent()).toBe(ar.offers.continue);
    expect(await dialog.getByTestId('offers-back').textContent()).toBe(ar.offers.back);
    await shot(page, `checkout-offers-dialog-${size}-ar`);

    await dialog.getByTestId('offer-option').first().locator('input').check();
    await dialog.getByTestId('offers-continue').click();
    const login = page.getByTestId('discount-login');
    await login.waitFor();
    expect(await login.locator('h2').textContent()).toBe(ar.login.title);
    expect(await login.getByTestId('login-submit').textContent()).toBe(ar.login.login);
    expect(await login.getByTestId('login-skip').textContent()).toBe(ar.login.skip);
    // An empty form is refused in Arabic before anything is sent.
    await login.getByTestId('login-submit').click();
    expect(await text(page, 'login-problem')).toBe(ar.messages.fieldsRequired);
    // The e-mail and password are typed left to right inside the right-to-left dialog.
    expect(await login.getByTestId('login-email').getAttribute('dir')).toBe('ltr');
    await shot(page, `checkout-discount-login-${size}-ar`);
    await login.getByTestId('login-skip').click();
    await login.waitFor({ state: 'detached' });

    // A gift card code that is not valid: said in Arabic, by its key.
    await page.getByTestId('open-gift-card').click();
    const gift = page.getByTestId('gift-card-dialog');
    await gift.getByTestId('gift-card-code').fill('AAAA-BBBB-CCCC-DDDD');
    await gift.getByTestId('gift-card-check').click();
    await gift.getByTestId('gift-card-problem').waitFor(LIVE);
    expect(await text(page, 'gift-card-problem')).toBe(errorsAr.keys.giftCardInvalid);
    await shot(page, `checkout-gift-card-${size}-ar`);
    await gift.getByTestId('gift-card-back').click();
    await context.close();
  });
});
