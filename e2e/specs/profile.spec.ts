import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { DEMO, signInByApi } from '../support/accounts.ts';

const strings = (lang: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/profile/locales/${lang}.json`), 'utf8'));
const en = strings('en');
const ar = strings('ar');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openProfile(viewport: typeof PHONE, language: 'en' | 'ar'): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newContext(browser, viewport, language);
  if (language === 'ar') await context.addInitScript(() => window.localStorage.setItem('md.language', 'ar'));
  const page = await context.newPage();
  await page.goto('/signin');
  await signInByApi(page, DEMO.diner);
  await page.goto('/profile');
  await page.getByTestId('profile-email').waitFor();
  return { page, close: () => context.close() };
}

/** Every section settles: its items or its empty line. */
async function sectionsSettled(page: Page) {
  for (const id of ['profile-rewards', 'profile-offers', 'profile-passes', 'profile-gift-cards', 'profile-subscriptions', 'profile-orders']) {
    await page.waitForFunction((testId) => {
      const section = document.querySelector(`[data-testid="${testId}"]`);
      return section !== null && section.querySelector('.mantine-Skeleton-root') === null;
    }, id);
    expect(await page.getByTestId(`${id}-error`).count(), id).toBe(0);
  }
}

describe('/profile', () => {
  it('shows the demo diner’s points at the bistro with their history, and past orders that open their status page (desktop, English)', async () => {
    const { page, close } = await openProfile(DESKTOP, 'en');
    await sectionsSettled(page);
    const venue = page.getByTestId('profile-points-venue').filter({ hasText: 'Demo Bistro' });
    const balanceText = (await venue.getByTestId('profile-points-balance').textContent())!;
    const balance = Number(balanceText.replace(/[^\d]/g, ''));
    expect(balance).toBeGreaterThan(100);
    await expect.poll(async () => venue.textContent()).toContain('€');
    expect(await venue.getByTestId('profile-points-expiry').textContent()).toMatch(/points expire on/);

    await venue.getByTestId('profile-points-history-toggle').click();
    const rows = venue.getByTestId('profile-points-history').locator('> div');
    // The seeded three earnings and one redemption (other specs may add staff adjustments on the same demo diner).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    expect(await venue.getByTestId('profile-points-history').textContent()).toContain(en.points.kinds.earn);
    expect(await venue.getByTestId('profile-points-history').textContent()).toContain(en.points.kinds.redeem);

    const orders = page.getByTestId('profile-order');
    await expect.poll(() => orders.count()).toBeGreaterThanOrEqual(3);
    // Nothing on the page says "coming soon"; every section has content, an empty line or a retry.
    expect((await page.textContent('body'))!.toLowerCase()).not.toContain('coming soon');
    await screenshot(page, 'profile-desktop-en');
    await page.screenshot({ path: '/tmp/team/shots/points/profile-desktop-en.png', fullPage: true });

    await orders.first().getByRole('link').click();
    await page.waitForURL(/\/orders\/[^/]+\/status\?t=/);
    await page.getByText('Demo Bistro').first().waitFor();
    await close();
  });

  it('works at phone size in Arabic, right to left, in Arabic words', async () => {
    const { page, close } = await openProfile(PHONE, 'ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await sectionsSettled(page);
    expect(await page.getByTestId('profile-rewards').textContent()).toContain(ar.points.title);
    expect(await page.getByTestId('profile-orders').textContent()).toContain(ar.orders.title);
    const balance = await page.getByTestId('profile-points-balance').first().textContent();
    expect(balance).toContain('نقطة');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-phone-ar');
    await page.screenshot({ path: '/tmp/team/shots/points/profile-phone-ar.png', fullPage: true });
    await close();
  });

  it('phone, English: a fresh customer sees real empty states', async () => {
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    await page.goto('/signin');
    const email = `profile-${Date.now()}@e2e.menudelite.test`;
    const res = await page.request.post('/api/auth/signup', { data: { accountType: 'customer', email, password: DEMO.password, fullName: 'New Customer' } });
    expect(res.ok()).toBe(true);
    await page.goto('/profile');
    await page.getByTestId('profile-email').waitFor();
    await sectionsSettled(page);
    await page.getByTestId('profile-rewards-empty').waitFor();
    await page.getByTestId('profile-orders-empty').waitFor();
    expect(await page.getByTestId('profile-orders-empty').textContent()).toBe(en.orders.empty);
    await page.screenshot({ path: '/tmp/team/shots/points/profile-phone-en-empty.png', fullPage: true });
    await context.close();
  });
});
