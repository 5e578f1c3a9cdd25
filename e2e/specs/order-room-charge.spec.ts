import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue } from '../support/venue.ts';

const checkoutEn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/checkout/locales/en.json'), 'utf8'));
const statusEn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/order-status/locales/en.json'), 'utf8'));

const LIVE = { timeout: 5000 };

let browser: Browser;
let hotelToken: string;
let hotelId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A hotel of this spec's own, like the demo hotel: open all day, online, rooms 101-110, pay later and cash.
  const hotel = await seedVenue({ isHotel: true, name: 'Spec Harbour Hotel', rooms: Array.from({ length: 10 }, (_, n) => String(101 + n)) });
  hotelToken = hotel.token;
  hotelId = hotel.restaurantId;
});

afterAll(() => browser.close());

const orderCount = async () => {
  const counts = await api<Record<string, number>>('GET', '/api/orders/counts', hotelToken);
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
};

async function openHotelCheckout(page: Page) {
  await page.goto(`/hotels/${hotelId}/menu`);
  await page.getByTestId('item-card').filter({ hasText: 'Chicken shawarma plate' }).getByRole('button').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-sheet').waitFor({ state: 'detached' });
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('checkout').click();
  await page.waitForURL(`**/hotels/${hotelId}/checkout`);
  await page.getByTestId('checkout-page').waitFor();
}

describe('hotel room service', () => {
  it('refuses a room that does not exist with "incorrect room number", then charges the order to room 101', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await openHotelCheckout(page);

    // Room service comes first at a hotel, charged to the room.
    expect(await page.getByTestId('order-type-room').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('payment-room').locator('input').isChecked()).toBe(true);

    // Neither a room nor "visitor": SPEC section 5's message, before anything is sent.
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('room-number-error').textContent()).toBe(checkoutEn.messages.roomOrVisitorRequired);

    // A well-formed number that is not one of the hotel's rooms: the server's check, nothing written.
    const before = await orderCount();
    await page.getByTestId('room-number').fill('999');
    await page.getByTestId('place-order').click();
    const error = page.getByTestId('room-number-error');
    await error.waitFor(LIVE);
    expect(await error.textContent()).toBe(checkoutEn.messages.roomNumberIncorrect);
    expect(await error.textContent()).toBe('incorrect room number');
    expect(await page.getByTestId('room-number').getAttribute('aria-invalid')).toBe('true');
    expect(await orderCount()).toBe(before);
    await screenshot(page, 'checkout-room-incorrect-phone-en');

    await page.getByTestId('room-number').fill('101');
    await error.waitFor({ state: 'detached' });
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/orders/*/status**');
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-where').textContent()).toBe(statusEn.where.room.replace('{{room}}', '101'));
    expect(await page.getByTestId('order-payment').textContent()).toBe(statusEn.payment.room);
    await screenshot(page, 'order-status-room-phone-en');

    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    const order = await api<{ type: string; roomNumber: string; paymentMethod: string; paymentStatus: string; checkoutAsVisitor: boolean }>(
      'GET',
      `/api/orders/${orderId}`,
      hotelToken,
    );
    expect(order).toMatchObject({ type: 'room', roomNumber: '101', paymentMethod: 'room', paymentStatus: 'charged_to_room', checkoutAsVisitor: false });
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });

  it('lets a visitor order without a room, by name, without charging a room', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await openHotelCheckout(page);
    await page.getByTestId('checkout-as-visitor').check();
    expect(await page.getByTestId('room-number').count()).toBe(0);
    expect(await page.getByTestId('payment-room').count()).toBe(0);
    await page.getByTestId('visitor-location').selectOption({ label: 'Pool deck' });
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('customer-name-error').textContent()).toBe(checkoutEn.messages.nameRequired);
    await page.getByTestId('customer-name').fill('Vera Visitor');
    await page.getByTestId('payment-cash').click();
    await screenshot(page, 'checkout-room-visitor-desktop-en');
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/orders/*/status**');
    expect(await page.getByTestId('order-where').textContent()).toBe(statusEn.where.visitor);
    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    const order = await api<{ checkoutAsVisitor: boolean; paymentStatus: string; delivery: { locationName: string } | null }>(
      'GET',
      `/api/orders/${orderId}`,
      hotelToken,
    );
    expect(order).toMatchObject({ checkoutAsVisitor: true, paymentStatus: 'unpaid', delivery: { locationName: 'Pool deck' } });
    await context.close();
  });
});
