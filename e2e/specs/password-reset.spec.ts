import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newContext } from '../support/browser.ts';
import { signInThroughForm, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { latestEmailTo } from '../support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('password reset through the outbox link', () => {
  it('e-mails a single-use link that sets a new password; a used link shows a clear error page', async () => {
    const email = uniqueEmail('forgetful');
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await signUpByApi(page, 'customer', email);
    await context.clearCookies();

    await page.goto('/reset-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByTestId('reset-request-submit').click();
    await page.getByTestId('reset-email-sent').waitFor();

    const mail = latestEmailTo(email);
    const link = mail?.text_body.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByTestId('reset-new-password').fill('Brand#New2026');
    await page.getByTestId('reset-repeat-password').fill('Brand#New2026');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await page.goto('/signin');
    await signInThroughForm(page, email, 'Brand#New2026');
    await page.waitForURL('**/profile');

    await page.goto(link!);
    await page.getByTestId('reset-link-expired').waitFor();
    await context.close();
  });
});
