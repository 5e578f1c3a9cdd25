import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { text, webStrings } from '../support/team.ts';

const english = webStrings('public-info', 'en');
const arabic = webStrings('public-info', 'ar');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openInfoPage(page: Page) {
  await page.goto('/delitePayInfo');
  await page.getByTestId('info-title').waitFor();
  expect(await page.getByTestId('coming-soon').count()).toBe(0);
}

const head = (page: Page, selector: string, attribute: string) => page.locator(`head ${selector}`).first().getAttribute(attribute);

/** Follows one of the page's buttons and answers the path it landed on, the target screen shown. */
async function follow(page: Page, testId: string, landed: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(landed).waitFor();
  return new URL(page.url()).pathname;
}

/**
 * /delitePayInfo (issue 9 section 5): DelitePay explained to venues, in English on a desktop and
 * in Arabic on a phone; its buttons lead to sign-up, sign-in and the demo venue's payment page.
 */
describe('DelitePay info page', () => {
  it('explains DelitePay in English on a desktop, with its head tags, and its calls to action resolve', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await openInfoPage(page);
    expect((await page.getByTestId('info-title').textContent())?.trim()).toBe(text(english, 'delitePay.hero.title'));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect((await page.getByTestId('info-point-cardOnly').textContent())?.trim()).toBe(text(english, 'delitePay.sections.cost.points.cardOnly'));
    await page.getByText(text(english, 'delitePay.sections.money.title')).waitFor();

    expect(await page.title()).toBe(`${text(english, 'delitePay.meta.title')} · MenuDelite`);
    expect(await head(page, 'meta[name="description"]', 'content')).toBe(text(english, 'delitePay.meta.description'));
    expect(await head(page, 'meta[property="og:title"]', 'content')).toBe(text(english, 'delitePay.meta.title'));
    expect(await head(page, 'meta[property="og:description"]', 'content')).toBe(text(english, 'delitePay.meta.description'));
    expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/delitePayInfo`);
    expect(await head(page, 'meta[property="og:url"]', 'content')).toBe(`${baseUrl()}/delitePayInfo`);
    // The link preview is a real, small WebP image the server serves.
    const preview = await page.request.get((await head(page, 'meta[property="og:image"]', 'content'))!);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain('image/webp');
    expect((await preview.body()).length).toBeLessThanOrEqual(80 * 1024);

    // The two columns of the hero sit side by side on a desktop.
    const title = (await page.getByTestId('info-title').boundingBox())!;
    const picture = (await page.getByTestId('info-picture').boundingBox())!;
    expect(picture.x).toBeGreaterThan(title.x + title.width - 1);
    await screenshot(page, 'delitepay-info-desktop-en');

    expect(await follow(page, 'info-signup', 'signup-stepper')).toBe('/signup');
    // Leaving the page takes its head tags with it.
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    await page.goBack();
    expect(await follow(page, 'info-signin', 'signin-submit')).toBe('/signin');
    await page.goBack();
    expect(await follow(page, 'info-demo', 'payment-page')).toBe('/demo-bistro/payment-page');
    await context.close();
  });

  it('reads right to left in Arabic on a phone, and leads to the demo payment page and sign-up', async () => {
    const context = await newContext(browser, PHONE, 'ar');
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
    const page = await context.newPage();
    await openInfoPage(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect((await page.getByTestId('info-title').textContent())?.trim()).toBe(text(arabic, 'delitePay.hero.title'));
    expect(await head(page, 'meta[name="description"]', 'content')).toBe(text(arabic, 'delitePay.meta.description'));
    expect(await head(page, 'meta[property="og:locale"]', 'content')).toBe('ar');

    // Right to left: the title starts at the right edge; nothing is wider than the phone.
    const title = (await page.getByTestId('info-title').boundingBox())!;
    expect(title.x + title.width).toBeGreaterThan(PHONE.width - 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'delitepay-info-phone-ar');

    expect(await follow(page, 'info-demo', 'payment-page')).toBe('/demo-bistro/payment-page');
    await page.goBack();
    await page.getByTestId('info-signup-closing').scrollIntoViewIfNeeded();
    expect(await follow(page, 'info-signup-closing', 'signup-stepper')).toBe('/signup');
    await context.close();
  });

  it('looks right in both languages at both sizes', async () => {
    for (const [language, size, viewport] of [
      ['en', 'phone', PHONE],
      ['ar', 'desktop', DESKTOP],
    ] as const) {
      const context = await newContext(browser, viewport, language);
      await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);
      const page = await context.newPage();
      await openInfoPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `delitepay-info-${size}-${language}`);
      await context.close();
    }
  });
});
