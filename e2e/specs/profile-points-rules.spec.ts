import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { DEMO, signInByApi } from '../support/accounts.ts';

const json = (path: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features', path), 'utf8'));
const tabs = { en: json('loyalty-admin/locales/en.json').tabs.points, ar: json('loyalty-admin/locales/ar.json').tabs.points };
const panel = { en: json('points-admin/locales/en.json'), ar: json('points-admin/locales/ar.json') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openRules(viewport: typeof PHONE, language: 'en' | 'ar'): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newContext(browser, viewport, language);
  if (language === 'ar') await context.addInitScript(() => window.localStorage.setItem('md.language', 'ar'));
  const page = await context.newPage();
  await page.goto('/signin');
  await signInByApi(page, DEMO.owner);
  await page.goto('/loyalty');
  await page.getByRole('tab', { name: tabs[language] }).click();
  await page.getByTestId('points-rules-panel').waitFor();
  return { page, close: () => context.close() };
}

describe('the points rules panel on /loyalty', () => {
  it('shows the demo bistro’s rules, refuses a bad amount, saves a change that stays after a reload (desktop, English)', async () => {
    const { page, close } = await openRules(DESKTOP, 'en');
    expect(await page.getByTestId('points-earn-amount').inputValue()).toBe('1.00');
    expect(await page.getByTestId('points-expiry-note').textContent()).toMatch(/points earned before never expire/);
    expect(await page.getByTestId('points-example').textContent()).toContain('25 points');

    await page.getByTestId('points-earn-amount').fill('abc');
    await page.getByTestId('points-save').click();
    await page.getByText(panel.en.errors.amount).waitFor();

    await page.getByTestId('points-earn-amount').fill('2.00');
    await page.getByTestId('points-save').click();
    await page.getByText(panel.en.saved).waitFor();
    await page.screenshot({ path: '/tmp/team/shots/points/rules-desktop-en.png', fullPage: true });
    await page.reload();
    await page.getByRole('tab', { name: tabs.en }).click();
    await expect.poll(() => page.getByTestId('points-earn-amount').inputValue()).toBe('2.00');

    // Back to the seeded rate, for the other journeys on the demo venue.
    await page.getByTestId('points-earn-amount').fill('1.00');
    await page.getByTestId('points-save').click();
    await page.getByText(panel.en.saved).waitFor();
    await close();
  });

  it('lists the members’ balances and adjusts one with a reason (a ledger row), then back', async () => {
    const { page, close } = await openRules(DESKTOP, 'en');
    const member = page.getByTestId('points-member').filter({ hasText: DEMO.diner });
    const balanceOf = async () =>
      Number(
        (
          (await member
            .locator('p')
            .filter({ hasText: /points$/ })
            .textContent()) ?? ''
        ).replace(/[^\d]/g, ''),
      );
    const before = await balanceOf();
    expect(before).toBeGreaterThan(0);
    for (const delta of [25, -25]) {
      await member.getByRole('button', { name: panel.en.members.adjust }).click();
      await member.getByTestId('points-adjust-points').fill(String(delta));
      await member.getByLabel(panel.en.members.note).fill('E2E goodwill');
      await member.getByTestId('points-adjust-save').click();
      await expect.poll(balanceOf).toBe(before + (delta > 0 ? delta : 0));
    }
    await page.getByTestId('points-members').screenshot({ path: '/tmp/team/shots/points/members-desktop-en.png' });
    await close();
  });

  it('works at phone size in Arabic, right to left', async () => {
    const { page, close } = await openRules(PHONE, 'ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.getByTestId('points-rules-panel').textContent()).toContain(panel.ar.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'points-rules-phone-ar');
    await page.screenshot({ path: '/tmp/team/shots/points/rules-phone-ar.png', fullPage: true });
    await close();
  });
});
