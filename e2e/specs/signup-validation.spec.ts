import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { uniqueEmail } from '../support/accounts.ts';

const read = (path: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/i18n', path), 'utf8'));
const arabic = read('locales/ar.json');
const arabicErrors = read('errors/ar.json').keys;
const englishErrors = read('errors/en.json').keys;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-up validation', () => {
  it('words each refused field by the shared error keys, in Arabic, and follows a language switch', async () => {
    const context = await newContext(browser, PHONE, 'ar');
    const page = await context.newPage();
    await page.goto('/signup');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    // Step 1: nothing filled in, then a bad e-mail and a weak password.
    await page.getByTestId('signup-next').click();
    await page.getByText(arabicErrors.required).first().waitFor();
    await page.getByLabel(arabic.fields.fullName).fill('Rita Owner');
    await page.getByLabel(arabic.fields.email).fill('nope');
    await page.getByTestId('signup-password').fill('weak');
    await page.getByTestId('signup-next').click();
    await page.getByText(arabicErrors.invalidEmail).waitFor();
    await page.getByText(arabicErrors.passwordWeak.replace('{{min}}', '8')).waitFor();
    expect(await page.getByText(arabicErrors.required).count()).toBe(0);
    await screenshot(page, 'signup-account-errors-phone-ar');

    await page.getByLabel(arabic.fields.email).fill(uniqueEmail('owner'));
    await page.getByTestId('signup-password').fill('Harbour#2026');
    await page.getByTestId('signup-next').click();

    // Step 2: a name with characters the API refuses; nothing is saved until it is fixed.
    await page.getByLabel(arabic.fields.venueName).fill('Bad <b>');
    await page.getByLabel(arabic.fields.address).fill('2 Quay Road, Sliema');
    await page.getByTestId('signup-next').click();
    await page.getByText(arabicErrors.textPattern).waitFor();
    expect(await page.getByTestId('signup-stepper').getAttribute('data-active-step')).toBe('2');
    await screenshot(page, 'signup-venue-errors-phone-ar');

    // The shown error is a key, not frozen text: switching language rewords it.
    await page.getByTestId('language-switcher').selectOption('en');
    await page.getByText(englishErrors.textPattern).waitFor();

    await page.getByLabel('Venue name').fill('Harbour Cafe');
    await page.getByTestId('signup-next').click();
    await page.getByTestId('brand-preview').waitFor();
    await context.close();
  });
});
