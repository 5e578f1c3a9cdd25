import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { DEMO, signInByApi } from '../support/accounts.ts';

/** A phone-size (and desktop) screenshot of each page, written to e2e/screenshots/ (git-ignored) for people to look at. */
const PUBLIC_PAGES = ['/', '/join-us', '/customers', '/pricing', '/blogs', '/terms-of-service', '/privacy-policy', '/signin', '/signup', '/reset-password'];
const OWNER_PAGES = ['/orders', '/menu', '/settings', '/reservations', '/offers', '/reports'];
const CUSTOMER_PAGES = ['/profile'];
const ADMIN_PAGES = ['/admin/reports', '/blogs/create'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function capture(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.getByTestId('not-found').count()).toBe(0);
  expect(((await page.locator('main, #root').first().innerText()) ?? '').trim().length).toBeGreaterThan(0);
  await screenshot(page, name);
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

describe('every page renders at phone and desktop size', () => {
  for (const [who, pages, email] of [
    ['public', PUBLIC_PAGES, null],
    ['owner', OWNER_PAGES, DEMO.owner],
    ['customer', CUSTOMER_PAGES, DEMO.diner],
    ['admin', ADMIN_PAGES, DEMO.admin],
  ] as const) {
    it(`${who} pages`, async () => {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        await page.goto('/');
        if (email) await signInByApi(page, email);
        for (const path of pages) await capture(page, path, `${who}-${slug(path)}-${size}`);
        await context.close();
      }
    });
  }
});
