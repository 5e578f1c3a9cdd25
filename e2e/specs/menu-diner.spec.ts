import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, uniqueEmail } from '../support/accounts.ts';
import { PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';

/** The diner's Arabic strings, so the spec checks what an Arabic reader really sees. */
const ar = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/diner-menu/locales/ar.json'), 'utf8'));

type TVenueMenu = { restaurantId: string; tableCode: string };

async function api<T = { id: string }>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A venue of its own, built through the staff API: one section whose first item (a steak) needs a
 * cooking choice (required group, min 1) and lists an allergen, and a second item that is sold out.
 */
async function createVenueWithMenu(): Promise<TVenueMenu> {
  const session = await api<{ accessToken: string }>('POST', '/api/auth/signup', null, {
    accountType: 'venue',
    email: uniqueEmail('diner-menu'),
    password: DEMO.password,
    fullName: 'Menu Owner',
  });
  const token = session.accessToken;
  const alwaysOpen = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));
  await api('PATCH', '/api/restaurant/me/opening-hours', token, { openingHours: alwaysOpen });
  const section = await api('POST', '/api/menu/sections', token, { title: 'Grill', translations: { ar: { title: 'المشويات' } } });
  const cooking = await api('POST', '/api/menu/modifier-groups', token, {
    name: 'Cooking',
    min: 1,
    max: 1,
    modifiers: [
      { name: 'Rare', price: 0 },
      { name: 'Well done', price: 0 },
    ],
    translations: { ar: { name: 'درجة الطهي' } },
  });
  await api('POST', '/api/menu/items', token, {
    sectionId: section.id,
    name: 'Steak',
    description: 'Dry-aged ribeye',
    price: 2450,
    modifierGroupIds: [cooking.id],
    allergenIds: ['allergen-milk'],
    translations: { ar: { name: 'ستيك', description: 'ريب آي معتّق' } },
  });
  const soup = await api('POST', '/api/menu/items', token, {
    sectionId: section.id,
    name: 'Fish soup',
    price: 900,
    translations: { ar: { name: 'حساء السمك' } },
  });
  await api('PUT', `/api/menu/items/${soup.id}/sold-out`, token, { until: null });
  const table = await api<{ code: string }>('POST', '/api/tables', token, { tableDisplayId: '5' });
  const me = await api<{ id: string }>('GET', '/api/restaurant/me', token);
  return { restaurantId: me.id, tableCode: table.code };
}

const card = (page: Page, name: string) => page.getByTestId('item-card').filter({ hasText: name });

let browser: Browser;
let venue: TVenueMenu;
beforeAll(async () => {
  browser = await launchBrowser();
  venue = await createVenueWithMenu();
});
afterAll(() => browser.close());

describe('a diner at a table', () => {
  it('picks Arabic, browses right to left, cannot add the sold-out item, is stopped by the required choice, and keeps the cart across a reload', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    // The QR code opens the venue's welcome screen; picking Arabic turns it right to left at once.
    await page.goto(`/eat/${venue.tableCode}`);
    await page.getByTestId('welcome-screen').waitFor();
    await page.locator('input[name="menu-language"][value="ar"]').check();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText(ar.welcome.start).waitFor();
    await screenshot(page, 'diner-welcome-phone-ar');
    await page.getByTestId('tap-to-start').click();
    await page.waitForURL(`**/eat/${venue.tableCode}/ar`);

    // The menu, in Arabic, right to left: the venue's translations and the app's strings.
    await page.getByTestId('diner-menu').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await page.getByRole('heading', { name: 'المشويات' }).waitFor();
    const steak = card(page, 'ستيك');
    await steak.waitFor();
    const cardBox = (await steak.boundingBox())!;
    const nameBox = (await steak.getByRole('heading').boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeGreaterThan(cardBox.x + cardBox.width - 24); // the name starts at the right edge
    expect(await steak.getByText(ar.allergens.milk).count()).toBe(1);
    await screenshot(page, 'diner-menu-phone-ar');

    // The sold-out item says so, and its sheet will not add it.
    const soup = card(page, 'حساء السمك');
    await soup.getByText(ar.item.soldOut).waitFor();
    await soup.getByRole('button').click();
    await page.getByTestId('item-sheet').waitFor();
    const addSoup = page.getByTestId('add-to-cart');
    expect(await addSoup.isDisabled()).toBe(true);
    expect((await addSoup.textContent())?.trim()).toBe(ar.item.soldOut);
    await page.keyboard.press('Escape');
    await page.getByTestId('item-sheet').waitFor({ state: 'detached' });

    // The first item needs a cooking choice: adding without it is stopped with the SPEC's message.
    await steak.getByRole('button').click();
    await page.getByTestId('item-sheet').waitFor();
    await page.getByTestId('add-to-cart').click();
    const message = page.getByTestId('required-message');
    await message.waitFor();
    expect((await message.textContent())?.trim()).toBe(ar.sheet.requiredMessage);
    expect(await page.getByTestId('modifier-group').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('cart-bar').count()).toBe(0);
    await screenshot(page, 'diner-item-required-phone-ar');

    // Choosing it lets the dish in.
    await page.getByLabel('Rare').check();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('item-sheet').waitFor({ state: 'detached' });
    await page.getByTestId('cart-bar').getByText(ar.cart.count.replace('{{count}}', '1')).waitFor();

    // After a reload the cart is still there, priced from the menu.
    await page.reload();
    await page.getByTestId('diner-menu').waitFor();
    await page.getByTestId('cart-bar').click();
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toContain('ستيك');
    expect(await line.textContent()).toContain('Rare');
    expect(await page.getByTestId('cart-subtotal').textContent()).toContain('24.50');
    await screenshot(page, 'diner-cart-after-reload-phone-ar');
    const stored = await page.evaluate((key) => localStorage.getItem(key), `md.cart.${venue.restaurantId}`);
    expect(JSON.parse(stored!).lines).toEqual([expect.objectContaining({ quantity: 1, notes: '' })]);
    await context.close();
  });

  it('shows the friendly "table not found" page for an unknown code', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/eat/this-code-is-not-a-table');
    await page.getByTestId('table-not-found').waitFor();
    await screenshot(page, 'diner-table-not-found-phone-en');
    await context.close();
  });

  it('shows the same menu without a table at /restaurants/:id/menu and /hotels/:id/menu', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    for (const path of [`/restaurants/${venue.restaurantId}/menu`, `/hotels/${venue.restaurantId}/menu`]) {
      await page.goto(path);
      await page.getByTestId('diner-menu').waitFor();
      await card(page, 'Steak').waitFor();
    }
    await context.close();
  });
});
