import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

const locale = (path: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src', path), 'utf8'));
const settingsEn = locale('features/venue-settings/locales/en.json');
const settingsAr = locale('features/venue-settings/locales/ar.json');
const roomsEn = locale('features/rooms-admin/locales/en.json');
const appEn = locale('i18n/locales/en.json');
const appAr = locale('i18n/locales/ar.json');

let browser: Browser;
let bistro: TSeededVenue;
let hotel: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  // Each on its own venue, so the demo venue is never changed.
  bistro = await seedVenue({ name: 'Settings Bistro', tables: 1, allowsPayLater: false, orderFee: 50 });
  hotel = await seedVenue({ name: 'Settings Hotel', isHotel: true, tables: 1, rooms: ['101', '102'] });
}, 120_000);
afterAll(() => browser.close());

/** The staff layout's navigation slides in or out when the width crosses its breakpoint: let it settle before a screenshot. */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
}

async function staffPage(venue: TSeededVenue, viewport = PHONE, language = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport, language);
  if (language !== 'en') await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);
  const page = await context.newPage();
  await signInByApi(page, venue.email, venue.password);
  return { context, page };
}

describe('ordering and payment settings after sign-up', () => {
  it('turns pay later on and pickup off, changes the fee and the preparation time; checkout sees it', async () => {
    const { context, page } = await staffPage(bistro);
    await page.goto('/settings?tab=ordering');
    const form = page.getByTestId('ordering-settings-form');
    await form.waitFor();
    expect(await page.getByTestId('ordering-orderFee').inputValue()).toBe('0.50');

    // A fee that is not an amount, and minutes past a day: translated messages, nothing saved.
    await page.getByTestId('ordering-orderFee').fill('abc');
    await page.getByTestId('ordering-orderPrepTime').fill('');
    await page.getByTestId('ordering-save').click();
    expect(await form.textContent()).toContain(settingsEn.errors.orderFee.replace('{{max}}', '1,000'));
    expect(await form.textContent()).toContain(settingsEn.errors.minutes.replace('{{max}}', '1440'));
    expect((await api<{ orderFee: number }>('GET', '/api/restaurant/me/ordering-settings', bistro.token)).orderFee).toBe(50);

    await page.getByTestId('ordering-allowsPayLater').check();
    await page.getByTestId('ordering-allowsPickUp').uncheck();
    await page.getByTestId('ordering-orderFee').fill('1.25');
    await page.getByTestId('ordering-orderPrepTime').fill('30');
    await page.getByTestId('ordering-save').click();
    await page.getByRole('status').filter({ hasText: settingsEn.saved }).waitFor();
    expect(await api('GET', '/api/restaurant/me/ordering-settings', bistro.token)).toMatchObject({
      allowsPayLater: true,
      allowsPickUp: false,
      orderFee: 125,
      orderPrepTime: 30,
    });
    const menu = await api<{ restaurant: { allowsPayLater: boolean; allowsPickUp: boolean; orderFee: number } }>(
      'GET',
      `/api/public/restaurants/${bistro.restaurantId}/menu`,
      null,
    );
    expect(menu.restaurant).toMatchObject({ allowsPayLater: true, allowsPickUp: false, orderFee: 125 });

    // After a reload the form shows what was saved.
    await page.reload();
    await form.waitFor();
    expect(await page.getByTestId('ordering-orderFee').inputValue()).toBe('1.25');
    expect(await page.getByTestId('ordering-allowsPickUp').isChecked()).toBe(false);
    await screenshot(page, 'settings-ordering-phone');
    await resize(page, DESKTOP);
    await screenshot(page, 'settings-ordering-desktop');
    await context.close();
  });

  it('reads in Arabic, right to left', async () => {
    const { context, page } = await staffPage(bistro, PHONE, 'ar');
    await page.goto('/settings?tab=ordering');
    await page.getByTestId('ordering-settings-form').waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.getByTestId('settings-tab-ordering').textContent()).toBe(settingsAr.tabs.ordering);
    expect(await page.getByTestId('ordering-settings-form').textContent()).toContain(appAr.fields.allowsPayLater);
    await screenshot(page, 'settings-ordering-phone-ar');
    await page.goto('/settings?tab=delivery');
    await page.getByTestId('delivery-settings-form').waitFor();
    await screenshot(page, 'settings-delivery-phone-ar');
    await resize(page, DESKTOP);
    await screenshot(page, 'settings-delivery-desktop-ar');
    await context.close();
  });
});

describe('delivery settings and areas', () => {
  it('changes the fee, minimum and time, adds, pauses, renames and deletes areas', async () => {
    const { context, page } = await staffPage(bistro, DESKTOP);
    await page.goto('/settings?tab=delivery');
    await page.getByTestId('delivery-settings-form').waitFor();
    expect(await page.getByTestId('delivery-fixedFee').inputValue()).toBe('2.50');
    await page.getByTestId('delivery-fixedFee').fill('3');
    await page.getByTestId('delivery-minOrderValue').fill('20.00');
    await page.getByTestId('delivery-prepTime').fill('50');
    await page.getByTestId('delivery-save').click();
    await page.getByTestId('delivery-settings-form').getByRole('status').waitFor();
    expect(await api('GET', '/api/restaurant/me/delivery-settings', bistro.token)).toMatchObject({
      fixedFee: 300,
      minOrderValue: 2000,
      deliveryOrderPrepTime: 50,
    });

    // An empty name is refused in the browser.
    await page.getByTestId('area-add').click();
    expect(await page.getByTestId('add-area-form').textContent()).toContain(settingsEn.errors.areaName);
    await page.getByTestId('area-name').fill('Sliema');
    await page.getByTestId('area-add').click();
    await page.locator('[data-testid=area-row][data-area="Sliema"]').waitFor();

    const floriana = page.locator('[data-testid=area-row][data-area="Floriana"]');
    // The switch's visible track covers its input (a real tap lands on the track); it shows the saved state once the server answers.
    await floriana.getByRole('switch').click({ force: true });
    await floriana.getByText(settingsEn.delivery.paused).waitFor();

    await page.locator('[data-testid=area-row][data-area="Valletta centre"]').getByRole('button').click();
    await page.getByRole('menuitem', { name: settingsEn.delivery.delete }).click();
    await page.getByTestId('confirm-button').click();
    await page.locator('[data-testid=area-row][data-area="Valletta centre"]').waitFor({ state: 'detached' });

    const areas = await api<{ items: { name: string; isAvailable: boolean }[] }>('GET', '/api/delivery-locations', bistro.token);
    expect(areas.items.map((area) => [area.name, area.isAvailable])).toEqual([
      ['Floriana', false],
      ['Sliema', true],
    ]);
    await screenshot(page, 'settings-delivery-desktop');
    await resize(page, PHONE);
    await screenshot(page, 'settings-delivery-phone');
    await context.close();
  });
});

describe('hotel rooms screen', () => {
  it('is in a hotel’s navigation only', async () => {
    const { context, page } = await staffPage(bistro, DESKTOP);
    await page.goto('/settings');
    await page.getByTestId('venue-details-form').waitFor();
    expect(await page.getByRole('link', { name: appEn.nav.rooms, exact: true }).count()).toBe(0);
    await page.goto('/rooms');
    await page.getByText(appEn.notFound.title).first().waitFor();
    await context.close();
  });

  it('adds a range, finds, edits, switches off and deletes rooms', async () => {
    const { context, page } = await staffPage(hotel, DESKTOP);
    await page.goto('/orders');
    await page.getByRole('link', { name: appEn.nav.rooms, exact: true }).click();
    await page.waitForURL('**/rooms');
    await page.locator('[data-testid=room-row][data-room="101"]').waitFor();

    await page.getByTestId('add-room-range').click();
    await page.getByTestId('range-first').fill('101');
    await page.getByTestId('range-last').fill('130');
    await page.getByTestId('range-save').click();
    const result = await page.getByTestId('range-result').textContent();
    expect(result).toContain(roomsEn.range.added.replace('{{total}}', '28'));
    expect(result).toContain('101, 102');
    await page.getByTestId('range-close').click();

    // 30 rooms: two pages of 24.
    await page.getByTestId('room-count').filter({ hasText: '30' }).waitFor();
    expect(await page.getByTestId('room-row').count()).toBe(24);
    await page
      .getByTestId('room-pages')
      .getByRole('button', { name: roomsEn.pagination.page.replace('{{page}}', '2') })
      .click();
    expect(await page.getByTestId('room-row').count()).toBe(6);

    await page.getByTestId('room-search').fill('12');
    expect(await page.getByTestId('room-row').count()).toBe(11); // 112, 120..129
    await screenshot(page, 'rooms-desktop');

    const room = page.locator('[data-testid=room-row][data-room="125"]');
    await room.getByRole('button').click();
    await page.getByRole('menuitem', { name: roomsEn.edit }).click();
    await page.getByTestId('room-number').fill('125A');
    await page.getByTestId('room-save').click();
    await page.locator('[data-testid=room-row][data-room="125A"]').waitFor();

    const taken = page.locator('[data-testid=room-row][data-room="126"]');
    await taken.getByRole('switch').click({ force: true });
    await taken.getByText(roomsEn.inactive).waitFor();

    await page.locator('[data-testid=room-row][data-room="127"]').getByRole('button').click();
    await page.getByRole('menuitem', { name: roomsEn.delete }).click();
    await page.getByTestId('confirm-button').click();
    await page.locator('[data-testid=room-row][data-room="127"]').waitFor({ state: 'detached' });

    const rooms = await api<{ items: { roomNumber: string; isActive: boolean }[] }>('GET', '/api/rooms', hotel.token);
    expect(rooms.items).toHaveLength(29);
    expect(rooms.items.find((r) => r.roomNumber === '125A')).toBeDefined();
    expect(rooms.items.find((r) => r.roomNumber === '126')?.isActive).toBe(false);
    await resize(page, PHONE);
    await page.getByTestId('room-search').fill('');
    await screenshot(page, 'rooms-phone');
    await context.close();
  });

  it('reads in Arabic', async () => {
    const { context, page } = await staffPage(hotel, PHONE, 'ar');
    await page.goto('/rooms');
    await page.locator('[data-testid=room-row]').first().waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await screenshot(page, 'rooms-phone-ar');
    await page.getByTestId('add-room-range').click();
    await page.getByTestId('range-preview').waitFor();
    await screenshot(page, 'rooms-range-phone-ar');
    await page.keyboard.press('Escape');
    await resize(page, DESKTOP);
    await screenshot(page, 'rooms-desktop-ar');
    await context.close();
  });
});
