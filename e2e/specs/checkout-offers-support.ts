import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { api } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';

/** The checkout growth specs (offers, login for discounts, points, Arabic): shared steps. */
export const LIVE = { timeout: 8000 };

/** A locale file of the web app (path under apps/web/src), to compare what the screen says. */
export const locale = (path: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src', path), 'utf8'));

export const publicMenu = (restaurantId: string) => api<TPublicMenu>('GET', `/api/public/restaurants/${encodeURIComponent(restaurantId)}/menu`, null);

/** Cart lines for items by name (items without customisations, so no choice is needed). */
export function cartLines(menu: TPublicMenu, wanted: [name: string, quantity: number][]) {
  return wanted.map(([name, quantity], index) => {
    const item = menu.items.find((each) => each.name === name);
    if (!item) throw new Error(`no item ${name} on the menu`);
    return { id: `line-${index}`, itemId: item.id, quantity, modifierIds: [] as string[], notes: '' };
  });
}

/**
 * Puts the cart in the browser's storage the way the menu does (md.cart.<venue>), then opens the
 * table's checkout. Adding dishes through the menu is covered by the menu and ordering specs.
 */
export async function openCheckoutWithCart(page: Page, tableCode: string, restaurantId: string, lines: ReturnType<typeof cartLines>, language = 'en') {
  await page.goto(`/eat/${tableCode}/${language}`);
  await page.getByTestId('diner-menu').waitFor();
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`md.cart.${restaurantId}`, JSON.stringify({ version: 1, lines })]);
  await page.goto(`/eat/${tableCode}/checkout`);
  await page.getByTestId('checkout-page').waitFor();
  await page.getByTestId('total-total').waitFor(LIVE);
}

export async function fillDemoCard(page: Page) {
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
}

/** A screenshot in e2e/screenshots and a copy in the team's folder for looking at. */
export async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  const dir = '/tmp/team/shots/checkout-web';
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, `${name}.png`));
}

/** The figure of a totals row as shown (currency and digits, the isolating marks dropped). */
export async function shown(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).locator('dd').textContent()) ?? '').replace(/[\u2068\u2069\s]/g, '');
}

export async function waitForQuoteSettled(page: Page) {
  await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
}
