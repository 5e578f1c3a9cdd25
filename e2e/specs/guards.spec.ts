import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newContext } from '../support/browser.ts';
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from '../support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const asNewVenue = (page: Page) => signUpByApi(page, 'venue', uniqueEmail('midway'));
const asDiner = (page: Page) => signInByApi(page, DEMO.diner);
const asAdmin = (page: Page) => signInByApi(page, DEMO.admin);

async function pathAfterVisiting(path: string, prepare?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto('/');
  if (prepare) await prepare(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  await context.close();
  return url.pathname + url.search;
}

describe('route guards (SPEC section 6)', () => {
  it('business page with no venue loaded → /signin with the original path as redirect', async () => {
    expect(await pathAfterVisiting('/orders?status=new')).toBe('/signin?redirect=%2Forders%3Fstatus%3Dnew');
    expect(await pathAfterVisiting('/delitePay')).toBe('/signin?redirect=%2FdelitePay');
  });

  it('venue mid-sign-up → /signup from orders, menu, settings and the rest of the list', async () => {
    expect(await pathAfterVisiting('/orders', asNewVenue)).toBe('/signup');
    expect(await pathAfterVisiting('/menu', asNewVenue)).toBe('/signup');
    expect(await pathAfterVisiting('/users', asNewVenue)).toBe('/signup');
  });

  it('customer pages with no customer → /signin', async () => {
    expect(await pathAfterVisiting('/profile')).toBe('/signin');
    expect(await pathAfterVisiting('/menudelite-plus/profile')).toBe('/signin');
  });

  it('admin pages: no customer or a customer who is not an admin → /signin; an admin gets in', async () => {
    expect(await pathAfterVisiting('/admin/reports')).toBe('/signin');
    expect(await pathAfterVisiting('/admin/reports', asDiner)).toBe('/signin');
    expect(await pathAfterVisiting('/blogs/create', asDiner)).toBe('/signin');
    expect(await pathAfterVisiting('/admin/reports', asAdmin)).toBe('/admin/reports');
  });

  it('a page of a later issue renders its coming-soon panel inside the real layout', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await signInByApi(page, DEMO.owner);
    await page.goto('/campaigns');
    await page.getByTestId('coming-soon').waitFor();
    expect(await page.getByTestId('signout').count()).toBeGreaterThan(0);
    await context.close();
  });
});
