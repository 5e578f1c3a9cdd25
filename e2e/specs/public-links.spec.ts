import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext } from '../support/browser.ts';
import { PUBLIC_PAGE_CASES } from './public-pages-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Issue 12: every link on the public pages resolves. Each internal a[href] of each page (header,
 * body and footer) answers 200 from the server and, opened in the app, is not its not-found page.
 */
describe('public page links', () => {
  it('every internal link of every public page resolves', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const origin = new URL(baseUrl()).origin;
    const found = new Map<string, string>();
    for (const entry of PUBLIC_PAGE_CASES) {
      await page.goto(entry.path);
      await page.getByTestId(entry.own).first().waitFor();
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin === origin && !found.has(url.pathname)) found.set(url.pathname, entry.path);
      }
    }
    expect(found.size).toBeGreaterThan(15);
    for (const [path, from] of found) {
      const answer = await page.request.get(path);
      expect(answer.status(), `${path} (linked from ${from})`).toBe(200);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('not-found').count(), `${path} (linked from ${from})`).toBe(0);
    }
    await context.close();
  });

  it("the home's demo link opens the demo table's menu", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const demo = page.getByTestId('home-demo-menu');
    expect(await demo.getAttribute('href')).toMatch(/^\/eat\/[\w-]+$/);
    await demo.click();
    await page.getByTestId('welcome-screen').or(page.getByTestId('diner-menu')).first().waitFor();
    expect(await page.getByText('Demo Bistro').count()).toBeGreaterThan(0);
    await context.close();
  });
});
