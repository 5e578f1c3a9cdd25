import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue } from '../support/venue.ts';

const checkoutEn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/checkout/locales/en.json'), 'utf8'));
const cardPaymentEn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/card-payment/locales/en.json'), 'utf8'));
const statusEn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/order-status/locales/en.json'), 'utf8'));

const LIVE = { timeout: 5000 };
/** Fixed fee 2.50 and a 15.00 minimum, as the demo seed sets them. */
const DELIVERY = { feeType: 'fixed', fixedFee: 250, percentFee: 0, minOrderValue: 1500, deliveryOrderPrepTime: 40 };
/** A line's text in the diner's strings, with its amount isolated for right-to-left text (U+2068 … U+2069). */
const withAmount = (template: string, key: string, amount: string) => template.replace(`{{${key}}}`, `\u2068${amount}\u2069`);

let browser: Browser;
let ownerToken: string;
let restaurantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A venue of this spec's own, set up like the demo one (open all day, online, Valletta centre among its locations).
  const venue = await seedVenue({ name: 'Delivery Bistro', deliveryLocations: ['Valletta centre', 'Floriana'] });
  ownerToken = venue.token;
  restaurantId = venue.restaurantId;
  await api('PATCH', '/api/restaurant/me/delivery-settings', ownerToken, DELIVERY);
});

afterAll(() => browser.close());

async function addFromMenu(page: Page, name: string) {
  await page.getByTestId('item-card').filter({ hasText: name }).getByRole('button').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-sheet').waitFor({ state: 'detached' });
}

const newOrderCount = async () => (await api<Record<string, number>>('GET', '/api/orders/counts', ownerToken)).new;

describe('a delivery order', () => {
  it('is blocked below the minimum order value with its message, and the server refuses it too', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${restaurantId}/menu`);
    await addFromMenu(page, 'Hummus');
    await page.goto(`/restaurants/${restaurantId}/checkout`);
    await page.getByTestId('order-type-delivery').click();
    await page.getByTestId('delivery-address').fill('12 Republic Street, Valletta');
    await page.getByTestId('customer-name').fill('Dina Delivery');
    await page.getByTestId('customer-phone').fill('+356 2123 4567');

    // Hummus is €6.50: €8.50 short of the €15.00 minimum. The message says so, and "Place order" cannot be pressed.
    const below = page.getByTestId('below-minimum');
    await below.waitFor(LIVE);
    expect(await below.textContent()).toBe(withAmount(checkoutEn.minimum.title, 'minimum', '€15.00') + withAmount(checkoutEn.minimum.more, 'amount', '€8.50'));
    expect(await page.getByTestId('checkout-blocked').textContent()).toBe(withAmount(checkoutEn.minimum.more, 'amount', '€8.50'));
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    expect(await page.getByTestId('total-deliveryFee').textContent()).toContain('€2.50');
    expect(await page.getByTestId('delivery-facts').textContent()).toContain(withAmount(checkoutEn.delivery.minimum, 'amount', '€15.00'));
    await screenshot(page, 'checkout-delivery-below-minimum-phone-en');

    // The server refuses the same order (422 BELOW_MINIMUM_ORDER) and writes nothing.
    const before = await newOrderCount();
    const menu = await api<{ items: { id: string; name: string }[] }>('GET', `/api/public/restaurants/${restaurantId}/menu`, null);
    const hummus = menu.items.find((item) => item.name === 'Hummus')!;
    const res = await fetch(`${baseUrl()}/api/public/restaurants/${restaurantId}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        type: 'delivery',
        delivery: { address: '12 Republic Street, Valletta' },
        customer: { name: 'Dina Delivery', phone: '+356 2123 4567' },
        lines: [{ itemId: hummus.id, quantity: 1, modifierIds: [] }],
        paymentMethod: 'cash',
        expectedTotal: 950,
      }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'BELOW_MINIMUM_ORDER',
      message: 'The minimum order value for delivery is €15.00',
    });
    expect(await newOrderCount()).toBe(before);

    // Pickup has no minimum: switching type lifts the block.
    await page.getByTestId('order-type-pickup').click();
    await below.waitFor({ state: 'detached', ...LIVE });
    await context.close();
  });

  it('goes through once the order reaches the minimum, paid by card, with the delivery fee and the estimated time', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${restaurantId}/menu`);
    await addFromMenu(page, 'Hummus');
    await addFromMenu(page, 'Chicken shawarma plate');
    await page.goto(`/restaurants/${restaurantId}/checkout`);
    await page.getByTestId('order-type-delivery').click();
    // Delivery needs an address and a phone for the driver: SPEC section 5's message until they are given.
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('delivery-address-error').textContent()).toBe(checkoutEn.messages.fieldsRequired);
    expect(await page.getByTestId('customer-phone-error').textContent()).toBe(checkoutEn.messages.fieldsRequired);
    await page.getByTestId('delivery-address').fill('12 Republic Street, Valletta');
    await page.getByTestId('delivery-location').selectOption({ label: 'Valletta centre' });
    await page.getByTestId('driver-notes').fill('Third floor, ring twice');
    await page.getByTestId('customer-name').fill('Dina Delivery');
    await page.getByTestId('customer-phone').fill('+356 2123 4567');
    expect(await page.getByTestId('below-minimum').count()).toBe(0);

    // Paid now by card (the demo provider): the processing fee appears, a declined card writes nothing.
    await page.getByTestId('payment-card').click();
    await page.getByTestId('total-processingFee').waitFor(LIVE);
    await page.getByTestId('card-number').fill('4000 0000 0000 0002');
    await page.getByTestId('card-expiry').fill('12/39');
    await page.getByTestId('card-cvc').fill('123');
    const before = await newOrderCount();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('card-error').textContent()).toBe(cardPaymentEn.errors.declined);
    expect(await newOrderCount()).toBe(before);
    await screenshot(page, 'checkout-card-declined-phone-en');
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-error').waitFor({ state: 'detached' });
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/orders/*/status**');
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-estimate').textContent()).toContain(statusEn.estimate.delivery.replace(' {{time}}', ''));
    await screenshot(page, 'order-status-delivery-phone-en');

    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    expect(await page.getByTestId('order-payment').textContent()).toBe(statusEn.payment.card);
    const order = await api<{
      type: string;
      deliveryFee: number;
      processingFee: number;
      paymentStatus: string;
      createdAt: string;
      estimatedReadyAt: string;
      delivery: { address: string; notes: string; locationName: string };
    }>('GET', `/api/orders/${orderId}`, ownerToken);
    expect(order.processingFee).toBeGreaterThan(0);
    expect(order).toMatchObject({
      type: 'delivery',
      deliveryFee: 250,
      paymentStatus: 'paid',
      delivery: { address: '12 Republic Street, Valletta', notes: 'Third floor, ring twice', locationName: 'Valletta centre' },
    });
    expect(Date.parse(order.estimatedReadyAt) - Date.parse(order.createdAt)).toBe(40 * 60_000);
    await context.close();
  });
});
