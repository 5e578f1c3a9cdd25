import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/**
 * Issue 7 section 2: what the server refuses reaches staff and diners as a sentence in their
 * language, found by the error's code and key, never the API's English and never a raw code.
 */
const read = (path: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src', path), 'utf8'));
const cardPayment = { en: read('features/card-payment/locales/en.json'), ar: read('features/card-payment/locales/ar.json') };
const errors = { en: read('i18n/errors/en.json').keys, ar: read('i18n/errors/ar.json').keys };

let browser: Browser;
let venue: TSeededVenue;
beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Errors Bistro' });
});
afterAll(() => browser.close());

async function burgerToCheckout(page: Page, language: 'en' | 'ar') {
  await page.goto(`/eat/${venue.tables[0]!.code}/${language}`);
  await page.getByTestId('diner-menu').waitFor();
  await page
    .getByTestId('item-card')
    .filter({ hasText: language === 'ar' ? 'برجر كلاسيك' : 'Classic burger' })
    .getByRole('button')
    .first()
    .click();
  const sheet = page.getByTestId('item-sheet');
  await sheet.getByLabel('Medium').check();
  await sheet.getByLabel('Fries').check();
  await page.getByTestId('add-to-cart').click();
  await sheet.waitFor({ state: 'detached' });
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-page').waitFor();
}

describe('errors in the user’s language', () => {
  it.each(['en', 'ar'] as const)('checkout (%s): a card the server refuses is marked on its field, by key', async (language) => {
    const context = await newContext(browser, PHONE, language);
    const page = await context.newPage();
    await burgerToCheckout(page, language);
    await page.getByTestId('customer-name').fill('Marta');
    await page.getByTestId('payment-card').click();
    await page.getByTestId('card-number').fill('1234 5678 9012 3456');
    await page.getByTestId('card-expiry').fill('12/39');
    await page.getByTestId('card-cvc').fill('123');
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), { timeout: 5000 }).toBe(true);
    await page.getByTestId('place-order').click();
    await page.getByTestId('card-number-error').waitFor();
    expect(await page.getByTestId('card-number-error').textContent()).toBe(cardPayment[language].errors.number);
    await page.getByTestId('card-number-error').scrollIntoViewIfNeeded();
    await screenshot(page, `errors-checkout-card-${language}`);
    await context.close();
  });

  it.each(['en', 'ar'] as const)('sign-in (%s): wrong password is the translated INVALID_CREDENTIALS', async (language) => {
    const context = await newContext(browser, PHONE, language);
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByTestId('signin-password').waitFor();
    await page.locator('input[type="email"]').fill(venue.email);
    await page.getByTestId('signin-password').fill('Wrong!pass1');
    await page.getByTestId('signin-submit').click();
    const alert = page.getByTestId('api-error');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(errors[language].INVALID_CREDENTIALS);
    expect(text).not.toContain('INVALID_CREDENTIALS');
    await context.close();
  });

  it.each(['en', 'ar'] as const)('menu admin (%s): a refusal keyed limitReached says so with its number', async (language) => {
    const context = await newContext(browser, PHONE, language);
    const page = await context.newPage();
    await signInByApi(page, venue.email, venue.password);
    // The real limit is 200 sections; the server's answer for it is stood in for here.
    await page.route('**/api/menu/sections', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'CONFLICT', message: 'A menu can have at most 200 sections', details: [{ path: '', key: 'limitReached', params: { max: 200 } }] },
            }),
          })
        : route.fallback(),
    );
    await page.goto('/menu');
    await page.getByTestId('add-section').click();
    await page.getByTestId('section-title').fill('Desserts');
    await page.getByTestId('section-save').click();
    const alert = page.getByTestId('api-error');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(errors[language].limitReached.replace('{{max}}', '200'));
    expect(text).not.toMatch(/CONFLICT|A menu can have/);
    await screenshot(page, `errors-menu-admin-limit-${language}`);
    await context.close();
  });
});
