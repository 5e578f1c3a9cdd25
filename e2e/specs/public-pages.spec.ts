import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { text, webStrings } from '../support/team.ts';
import { PUBLIC_PAGE_CASES, type TPublicPageCase } from './public-pages-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const head = (page: Page, selector: string, attribute: string) => page.locator(`head ${selector}`).first().getAttribute(attribute);

/** Opens the page and checks it is itself: its h1 in the language, one h1 only, its own element, its head tags. */
async function checkPage(page: Page, entry: TPublicPageCase, language: 'en' | 'ar') {
  const strings = webStrings(entry.namespace, language);
  await page.goto(entry.path);
  const title = text(strings, entry.titleKey);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count(), entry.path).toBe(1);
  await page.getByTestId(entry.own).first().waitFor();
  expect(await page.getByTestId('coming-soon').count()).toBe(0);
  expect(await page.getByTestId('not-found').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  if (language === 'ar') expect(title).toMatch(/[\u0600-\u06ff]/);
  // Title, description, Open Graph and the canonical URL (/join-us is /businesses').
  await page.waitForFunction(() => document.head.querySelector('link[rel="canonical"]'));
  expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(`${baseUrl()}${entry.canonical ?? entry.path}`.replace(/\/$/, '/'));
  expect(await head(page, 'meta[property="og:title"]', 'content')).toBeTruthy();
  expect((await head(page, 'meta[name="description"]', 'content'))?.length).toBeGreaterThan(50);
  expect(await page.title()).toContain('MenuDelite');
  // Nothing wider than the screen: no sideways scrolling of the whole page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // Every image says what it shows and keeps its place while it loads.
  for (const image of await page.locator('main img').all()) {
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
    expect(await image.getAttribute('alt')).toBeTruthy();
  }
}

/**
 * Issue 12: every public page renders its own content, in English and in Arabic (right to left),
 * at phone and desktop size.
 */
describe('public pages', () => {
  for (const [language, viewport, size] of [
    ['en', DESKTOP, 'desktop'],
    ['en', PHONE, 'phone'],
    ['ar', PHONE, 'phone'],
    ['ar', DESKTOP, 'desktop'],
  ] as const) {
    it(`each shows its own heading and content in ${language === 'en' ? 'English' : 'Arabic'} on a ${size}`, async () => {
      const context = await newContext(browser, viewport, language);
      await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);
      const page = await context.newPage();
      for (const entry of PUBLIC_PAGE_CASES) await checkPage(page, entry, language);
      await context.close();
    });
  }

  it('pricing states the plans in a table and the processing fee from the shared constants', async () => {
    const en = webStrings('public', 'en');
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/pricing');
    const table = page.getByTestId('pricing-table');
    await table.waitFor();
    expect((await table.locator('caption').textContent())?.trim()).toBe(text(en, 'pricing.caption'));
    expect(await table.locator('th[scope="col"]').count()).toBe(4);
    expect(await table.locator('th[scope="row"]').count()).toBeGreaterThan(8);
    for (const plan of ['starter', 'pro', 'hotel']) await page.getByTestId(`plan-${plan}`).waitFor();
    // On a phone the table scrolls sideways inside its frame, and says so.
    await page.getByText(text(en, 'pricing.scrollHint')).waitFor();
    const fee = (await page.getByTestId('pricing-processing-fee').textContent()) ?? '';
    expect(fee).toContain('1.5%');
    expect(fee).toContain('€0.20');
    await page.getByTestId('pricing-order-fee').waitFor();
    await screenshot(page, 'public-pricing-phone-en');
    await context.close();
  });

  it('the legal pages carry a last-updated date; Arabic has its own privacy policy and an English-only notice elsewhere', async () => {
    const ar = webStrings('legal', 'ar');
    const context = await newContext(browser, PHONE, 'ar');
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await page.getByTestId('legal-body').waitFor();
    expect(await page.getByTestId('legal-body').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('legal-english-only').count()).toBe(0);
    expect(await page.locator('[data-testid="legal-updated"] time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await screenshot(page, 'public-privacy-phone-ar');
    await page.goto('/terms-of-service');
    await page.getByTestId('legal-english-only').waitFor();
    expect((await page.getByTestId('legal-english-only').textContent())?.trim()).toBe(text(ar, 'englishOnly'));
    expect(await page.getByTestId('legal-body').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('legal-body').getAttribute('dir')).toBe('ltr');
    await context.close();
  });

  it('the cookie notice links to the real privacy policy', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/pricing');
    const notice = page.getByTestId('cookie-consent');
    await notice.waitFor();
    await notice.getByRole('link').click();
    await page.getByTestId('legal-body').waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await context.close();
  });
});
