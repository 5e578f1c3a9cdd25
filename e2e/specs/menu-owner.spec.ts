import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { DEMO, uniqueEmail } from '../support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A brand-new venue owner: account, then sign-up steps 2 to 6 through the API (the sign-up spec covers the screens). */
async function newVenueOwner(request: APIRequestContext): Promise<{ token: string; restaurantId: string }> {
  const signUp = await request.post('/api/auth/signup', {
    data: { accountType: 'venue', email: uniqueEmail('menu-owner'), password: DEMO.password, fullName: 'Marta Owner' },
  });
  expect(signUp.status()).toBe(201);
  const { accessToken: token } = (await signUp.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${token}` };
  const steps = [
    { step: 2, isHotel: false, name: 'Harbour Grill', address: '3 Quay Road, Valletta', currency: 'eur', defaultLanguage: 'en', timeZone: 'Europe/Malta' },
    { step: 3, primaryColor: '#1864ab', secondaryColor: '#f2a541', backgroundColor: '#ffffff' },
    { step: 4, openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] })) },
    {
      step: 5,
      allowsDineIn: true,
      allowsPickUp: true,
      allowsDelivery: false,
      allowsGuestCheckout: true,
      allowsPayLater: true,
      allowsOfflinePayments: false,
      orderFee: 0,
    },
    { step: 6 },
  ];
  for (const body of steps) {
    const res = await request.put('/api/restaurant/me/sign-up', { headers, data: body });
    expect(res.status(), `sign-up step ${body.step}`).toBe(200);
  }
  const me = await (await request.get('/api/restaurant/me', { headers })).json();
  return { token, restaurantId: me.id as string };
}

async function staffGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const row = (page: Page, testId: string, name: string) => page.getByTestId(testId).filter({ hasText: name });

/**
 * The sheet draws each code as one SVG path of its dark modules. Encoding the table's link the
 * same way and finding that exact path proves the printed code opens that link.
 */
function qrModulesPath(link: string): string {
  const { size, data } = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y * size + x]) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return parts.join('');
}

describe('a venue owner builds a menu from empty (phone)', () => {
  it('adds sections, an item with a required option group and allergens, a sold-out item, reorders, then prints the QR sheet', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const { token, restaurantId } = await newVenueOwner(page.request);

    // An empty menu to start from.
    await page.goto('/menu');
    await page.getByTestId('no-sections').waitFor();
    await screenshot(page, 'menu-owner-empty-phone');

    // Two sections; the second is moved to the top with the keyboard alternative to dragging.
    for (const title of ['Mains', 'Drinks']) {
      await page.getByTestId('add-section').click();
      await page.getByTestId('section-title').fill(title);
      await page.getByTestId('section-save').click();
      await row(page, 'section-row', title).waitFor();
    }
    const reordered = page.waitForResponse((r) => r.url().endsWith('/api/menu/sections/order') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Move Drinks' }).focus();
    await page.keyboard.press('ArrowUp');
    expect((await reordered).status()).toBe(200);
    const sections = await staffGet<{ items: { title: string }[] }>(page, token, '/api/menu/sections');
    expect(sections.items.map((s) => s.title)).toEqual(['Drinks', 'Mains']);
    // The handle keeps focus, so a second key press keeps moving the same section.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Drinks');
    await screenshot(page, 'menu-owner-sections-phone');

    // A required option group: min 1 of max 1. Min above max is stopped before it is sent.
    await page.getByTestId('menu-tab-groups').click();
    await page.getByTestId('add-group').click();
    await page.getByTestId('group-name').fill('Side');
    await page.getByTestId('group-min').fill('2');
    await page.getByTestId('group-max').fill('1');
    await page.getByTestId('group-save').click();
    await page.getByText('The fewest choices cannot be more than the most choices.').waitFor();
    await page.getByTestId('group-min').fill('1');
    for (const [name, price] of [
      ['Fries', ''],
      ['Green salad', '1.50'],
    ] as const) {
      await page.getByTestId('add-modifier').click();
      await page.getByTestId('modifier-name').last().fill(name);
      await page.getByTestId('modifier-price').last().fill(price);
    }
    await screenshot(page, 'menu-owner-group-form-phone');
    await page.getByTestId('group-save').click();
    await row(page, 'group-row', 'Side').getByText('Required').waitFor();
    await screenshot(page, 'menu-owner-groups-phone');

    // The first item: price, allergens, the required group.
    await page.getByTestId('menu-tab-items').click();
    await row(page, 'section-row', 'Mains').getByTestId('section-open').click();
    await page.getByTestId('add-item').click();
    await page.getByTestId('item-name').fill('Harbour burger');
    await page.getByTestId('item-description').fill('Beef, cheddar, pickles');
    await page.getByTestId('item-price').fill('14.50');
    const allergens = page.getByTestId('item-allergens');
    await allergens.getByText('Gluten', { exact: true }).click();
    await allergens.getByText('Milk', { exact: true }).click();
    await page.getByTestId('item-groups').click();
    await page.getByRole('option', { name: 'Side' }).click();
    await page.keyboard.press('Escape'); // closes the option list, not the dialog
    await screenshot(page, 'menu-owner-item-form-phone');
    await page.getByTestId('item-save').click();
    await row(page, 'item-row', 'Harbour burger').waitFor();

    // Duplicate it, then delete the copy (deleting asks first).
    await row(page, 'item-row', 'Harbour burger').getByTestId('item-actions').click();
    await page.getByTestId('item-duplicate').click();
    const copy = row(page, 'item-row', 'Harbour burger (copy)');
    await copy.waitFor();
    await copy.getByTestId('item-actions').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-button').click();
    await copy.waitFor({ state: 'detached' });

    // The second item, then "86" it until a time later today.
    await page.getByTestId('add-item').click();
    await page.getByTestId('item-name').fill('Fish soup');
    await page.getByTestId('item-price').fill('9');
    await page.getByTestId('item-save').click();
    const soup = row(page, 'item-row', 'Fish soup');
    await soup.getByTestId('item-actions').click();
    await page.getByTestId('item-sold-out').click();
    await page.getByTestId('sold-out-until').click();
    await page.getByTestId('sold-out-save').click();
    await soup.getByTestId('badge-sold-out').waitFor();
    expect(await soup.getByTestId('badge-sold-out').textContent()).toMatch(/^Sold out until /);

    // Drag the sold-out item above the burger by its handle (pointer events: mouse and touch alike).
    const handle = page.getByRole('button', { name: 'Move Fish soup' });
    const target = await row(page, 'item-row', 'Harbour burger').boundingBox();
    const start = await handle.boundingBox();
    const itemsReordered = page.waitForResponse((r) => r.url().includes('/items/order') && r.request().method() === 'PUT');
    await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
    await page.mouse.down();
    await page.mouse.move(start!.x + start!.width / 2, target!.y + 4, { steps: 8 });
    await page.mouse.up();
    expect((await itemsReordered).status()).toBe(200);
    await expect.poll(async () => await page.getByTestId('item-row').first().getAttribute('data-item-name')).toBe('Fish soup');
    await screenshot(page, 'menu-owner-items-phone');

    // Search finds items by name across sections.
    await page.getByTestId('item-search').fill('soup');
    await page.getByTestId('search-results').getByText('Items matching “soup”: 1').waitFor();
    expect(await page.getByTestId('search-results').getByTestId('item-row').getAttribute('data-item-name')).toBe('Fish soup');
    await page.getByTestId('item-search').fill('');

    // Tables and the printable QR sheet.
    await page.goto('/settings?tab=tables');
    await page.getByTestId('table-name').fill('1');
    await page.getByTestId('table-add').click();
    await row(page, 'table-row', 'Table 1').waitFor();
    const tables = await staffGet<{ items: { link: string; code: string }[] }>(page, token, '/api/tables');
    expect(tables.items).toHaveLength(1);
    const sheetResponse = page.waitForResponse((r) => r.url().endsWith('/api/tables/qr-sheet.svg'));
    const sheetTab = context.waitForEvent('page');
    await page.getByTestId('print-qr').click();
    const sheet = await sheetResponse;
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toContain('image/svg+xml');
    const svg = await sheet.text();
    const link = tables.items[0]!.link;
    expect(link).toMatch(new RegExp(`/eat/${tables.items[0]!.code}$`));
    expect(svg).toContain(`d="${qrModulesPath(link)}"`);
    expect(svg).not.toContain(`d="${qrModulesPath(`${link}x`)}"`);
    expect(svg).toMatch(/<text [^>]*>1<\/text>/);
    const tab = await sheetTab;
    await tab.waitForURL(/^blob:/);
    await screenshot(page, 'menu-owner-tables-phone');

    // What the owner built is what diners get from the public menu.
    const publicMenu = (await (await page.request.get(`/api/public/restaurants/${restaurantId}/menu`)).json()) as TPublicMenu;
    expect(publicMenu.sections.map((s) => s.title)).toEqual(['Drinks', 'Mains']);
    const burger = publicMenu.items.find((item) => item.name === 'Harbour burger')!;
    const fishSoup = publicMenu.items.find((item) => item.name === 'Fish soup')!;
    expect(burger.price).toBe(1450);
    expect(burger.allergenIds.toSorted()).toEqual(['allergen-gluten', 'allergen-milk']);
    expect(burger.hasRequiredModifiers).toBe(true);
    const side = publicMenu.modifierGroups.find((group) => group.id === burger.modifierGroupIds[0])!;
    expect([side.name, side.min, side.max]).toEqual(['Side', 1, 1]);
    expect(publicMenu.modifiers.filter((m) => m.groupId === side.id).map((m) => [m.name, m.price])).toEqual([
      ['Fries', 0],
      ['Green salad', 150],
    ]);
    expect(burger.fromPrice).toBe(1450);
    expect(fishSoup.isSoldOut).toBe(true);
    expect(fishSoup.isAvailableNow).toBe(false);
    expect(Date.parse(fishSoup.soldOutUntil!)).toBeGreaterThan(Date.now());
    expect(publicMenu.sections.find((s) => s.title === 'Mains')!.itemIds).toEqual([fishSoup.id, burger.id]);
    await context.close();
  });
});
