import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

const en = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/offers-admin/locales/en.json'), 'utf8'));
const ar = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/offers-admin/locales/ar.json'), 'utf8'));
const LIVE = { timeout: 8000 };

/**
 * The staff's /offers page: the owner creates a "Spend 30, get a dessert" offer in the drawer, sees it
 * listed with its rule, switches a coded offer off; screens at phone and desktop size in English and
 * Arabic (right to left).
 */
let browser: Browser;
let venue: TSeededVenue;

async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  const dir = '/tmp/team/shots/offers';
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, `${name}.png`));
}

const listOffers = () => api<TPage<TOffer>>('GET', `/api/restaurants/${venue.restaurantId}/offers?limit=100`, venue.token);

async function chooseOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Offers Bistro' });
  await api('POST', `/api/restaurants/${venue.restaurantId}/offers`, venue.token, {
    name: 'Welcome 15%',
    description: 'Your first order with the code WELCOME15.',
    kind: 'percent_off',
    percent: 15,
    maxDiscount: 1000,
    code: 'WELCOME15',
    perCustomerLimit: 1,
    schedule: { weekdays: [1, 2, 3, 4, 5], startTime: '11:00', endTime: '15:00' },
  });
});

afterAll(() => browser?.close());

describe('/offers', () => {
  it('the owner creates a spend X get Y offer in the drawer, sees it listed and switches an offer off (phone, English)', async () => {
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    await signInByApi(page, venue.email);
    await page.goto('/offers');
    await page.getByTestId('offers-page').waitFor(LIVE);
    await page.getByTestId('offer-row').first().waitFor(LIVE);
    expect(await page.getByTestId('offer-code').textContent()).toBe('WELCOME15');

    await page.getByTestId('offer-add').click();
    await page.getByTestId('offer-name').fill('Spend 30, get a dessert');
    await chooseOption(page, 'offer-kind', en.kinds.spend_get);
    // Saving without the amount and the item names both fields.
    await page.getByTestId('offer-save').click();
    await page.getByText(en.form.spendRequired).waitFor();
    await page.getByText(en.form.rewardRequired).waitFor();
    await page.getByTestId('offer-min-spend').fill('30');
    await page.getByTestId('offer-reward').click();
    await page.getByRole('option', { name: 'Tiramisu', exact: true }).click();
    await page.getByRole('option', { name: 'Cheesecake', exact: true }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'offers-drawer-phone-en');
    await page.getByTestId('offer-save').click();
    await page.getByTestId('offer-drawer').waitFor({ state: 'detached', ...LIVE });

    const row = page.getByTestId('offer-row').filter({ hasText: 'Spend 30, get a dessert' });
    await row.waitFor(LIVE);
    expect(await row.textContent()).toContain('Spend €30.00, get a free item');
    const created = (await listOffers()).items.find((o) => o.name === 'Spend 30, get a dessert')!;
    expect(created).toMatchObject({ kind: 'spend_get', minSpend: 3000, isActive: true, scope: { kind: 'menu', ids: [] } });
    expect(created.rewardItemIds).toHaveLength(2);

    // Switch the coded offer off: the card says so and the server agrees.
    const coded = page.getByTestId('offer-row').filter({ hasText: 'WELCOME15' });
    await coded.getByTestId('offer-active').click();
    await coded.getByText(en.card.inactive).waitFor(LIVE);
    expect((await listOffers()).items.find((o) => o.code === 'WELCOME15')!.isActive).toBe(false);
    await shot(page, 'offers-list-phone-en');
    await context.close();
  });

  it('desktop, English', async () => {
    const context = await newContext(browser, DESKTOP, 'en');
    const page = await context.newPage();
    await signInByApi(page, venue.email);
    await page.goto('/offers');
    await page.getByTestId('offer-row').nth(1).waitFor(LIVE);
    await shot(page, 'offers-list-desktop-en');
    await page.getByTestId('offer-row').filter({ hasText: 'WELCOME15' }).getByTestId('offer-edit').click();
    await page.getByTestId('offer-name').waitFor();
    await shot(page, 'offers-drawer-desktop-en');
    await context.close();
  });

  it('Arabic, right to left, at phone size and on the desktop', async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, viewport, 'ar');
      await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
      const page = await context.newPage();
      await signInByApi(page, venue.email);
      await page.goto('/offers');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByTestId('offer-row').nth(1).waitFor(LIVE);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ar.title);
      await shot(page, `offers-list-${size}-ar`);
      await page.getByTestId('offer-add').click();
      await page.getByTestId('offer-name').waitFor();
      await shot(page, `offers-drawer-${size}-ar`);
      await context.close();
    }
  });
});
