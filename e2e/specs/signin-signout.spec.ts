import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext } from '../support/browser.ts';
import { DEMO, signInThroughForm } from '../support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in and sign-out', () => {
  it('signs a venue owner in to /orders and out to /signin; the session is gone after sign-out', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/signin');
    await signInThroughForm(page, DEMO.owner);
    await page.waitForURL('**/orders');
    await page.getByTestId('orders-landing').waitFor();

    await page.getByTestId('signout').click();
    await page.waitForURL((url) => url.pathname === '/signin' && !url.search);
    await page.goto('/orders');
    await page.waitForURL('**/signin?redirect=%2Forders');
    await context.close();
  });

  it('shows one message for a wrong password and stays on /signin', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/signin');
    await signInThroughForm(page, DEMO.owner, 'Wrong!pass1');
    await page.getByTestId('api-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await context.close();
  });

  it('sends a customer to /profile and returns to the redirect target after sign-in', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/signin');
    await signInThroughForm(page, DEMO.diner);
    await page.waitForURL('**/profile');
    expect(await page.getByTestId('profile-email').textContent()).toContain(DEMO.diner);

    const owner = await newContext(browser, PHONE);
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/settings');
    await ownerPage.waitForURL('**/signin?redirect=%2Fsettings');
    await signInThroughForm(ownerPage, DEMO.owner);
    await ownerPage.waitForURL('**/settings');
    await ownerPage.getByTestId('settings-tab-venue').waitFor();
    await Promise.all([context.close(), owner.close()]);
  });
});
