import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { uniqueEmail } from '../support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('venue sign-up', () => {
  it('goes through the six steps, survives a reload mid-way and lands on /orders', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/signup');

    // Step 1: the account.
    await page.getByLabel('Full name').fill('Rita Owner');
    await page.getByLabel('E-mail').fill(uniqueEmail('owner'));
    await page.getByTestId('signup-password').fill('Harbour#2026');
    await page.getByTestId('signup-next').click();

    // Step 2: the venue.
    await page.getByLabel('Venue name').fill('Harbour Cafe');
    await page.getByLabel('Address').fill('2 Quay Road, Sliema');
    await page.getByTestId('signup-next').click();
    await page.getByTestId('brand-preview').waitFor();

    // Leaving and coming back resumes at the step the owner was on.
    await page.reload();
    await page.getByTestId('brand-preview').waitFor();
    expect(await page.getByTestId('signup-stepper').getAttribute('data-active-step')).toBe('3');

    await page.getByTestId('signup-next').click(); // brand
    await page.getByTestId('hours-day-1').waitFor();
    await page.getByTestId('signup-next').click(); // opening hours
    await page.getByLabel('Pay later').waitFor();
    await page.getByTestId('signup-next').click(); // ordering
    await page.getByText('Harbour Cafe').first().waitFor(); // review shows what was entered
    await screenshot(page, 'signup-review-phone-en');
    await page.getByTestId('signup-next').click(); // finish

    await page.waitForURL('**/orders');
    await page.getByTestId('orders-landing').waitFor();
    expect(await page.getByTestId('venue-name').first().textContent()).toContain('Harbour Cafe');

    const me = await page.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status);
    expect(me).toBe(200);
    await context.close();
  });
});
