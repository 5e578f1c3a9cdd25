import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/**
 * Issue 9 section 1, write first, charge second: a declined card leaves the order held from staff;
 * paying it with another card, from the same checkout, pays that one order, once.
 */
let browser: Browser;
let venue: TSeededVenue;
beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Card Retry Bistro' });
});
afterAll(() => browser.close());

type TOrderPage = { items: { id: string; paymentMethod: string; paymentStatus: string }[] };
const staffOrders = () => api<TOrderPage>('GET', '/api/orders?limit=100', venue.token);

async function burgerToCheckout(page: Page) {
  await page.goto(`/eat/${venue.tables[0]!.code}/en`);
  await page.getByTestId('diner-menu').waitFor();
  await page.getByTestId('item-card').filter({ hasText: 'Classic burger' }).getByRole('button').first().click();
  const sheet = page.getByTestId('item-sheet');
  await sheet.getByLabel('Medium').check();
  await sheet.getByLabel('Fries').check();
  await page.getByTestId('add-to-cart').click();
  await sheet.waitFor({ state: 'detached' });
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-page').waitFor();
}

async function payWith(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
  await expect.poll(() => page.getByTestId('place-order').isEnabled(), { timeout: 5000 }).toBe(true);
  await page.getByTestId('place-order').click();
}

describe('a declined card, then another card', () => {
  it('shows the decline, keeps the order from the kitchen, and the second card pays that same order once', async () => {
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/public\/restaurants\/[^/]+\/orders$/.test(request.url()))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await burgerToCheckout(page);
    await page.getByTestId('customer-name').fill('Marta');
    await page.getByTestId('payment-card').click();

    await payWith(page, '4000 0000 0000 0002');
    await page.getByTestId('card-error').waitFor();
    await screenshot(page, 'checkout-card-declined-phone-en');
    // Held: the staff see nothing yet.
    expect((await staffOrders()).items).toEqual([]);

    await payWith(page, '4242 4242 4242 4242');
    await page.getByTestId('order-status').waitFor();
    const orders = (await staffOrders()).items;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    expect(page.url()).toContain(orders[0]!.id);
    // Both tries carried one Idempotency-Key: the server paid the order it held, it did not make a second.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await context.close();
  });
});
