import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';

const arabic = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/i18n/locales/ar.json'), 'utf8'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function expectArabicRtl(page: Page) {
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  expect((await page.getByTestId('signin-submit').textContent())?.trim()).toBe(arabic.auth.signIn);
}

describe('languages', () => {
  it('switching to Arabic renders the whole layout right to left, and the choice is remembered', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByTestId('language-switcher').selectOption('ar');
    await expectArabicRtl(page);
    // Right to left: the e-mail field's label starts at the right edge of its field.
    const label = await page.locator('label', { hasText: arabic.fields.email }).first().boundingBox();
    const input = await page.locator('input[type=email]').boundingBox();
    expect(label!.x + label!.width).toBeGreaterThan(input!.x + input!.width - 20);
    await screenshot(page, 'signin-phone-ar');

    await page.reload();
    await expectArabicRtl(page);
    await context.close();
  });

  it('takes the language from the locale cookie when nothing is stored', async () => {
    const context = await newContext(browser, PHONE);
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/signin');
    await expectArabicRtl(page);
    await context.close();
  });
});
