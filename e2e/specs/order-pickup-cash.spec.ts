import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue } from '../support/venue.ts';

const locale = (feature: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/${feature}/locales/en.json`), 'utf8'));
const checkoutEn = locale('checkout');
const statusEn = locale('order-status');

const LIVE = { timeout: 5000 };

let browser: Browser;
let ownerToken: string;
let restaurantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A venue of this spec's own (pickup slots follow its opening hours: open all day, online), like the demo one.
  const venue = await seedVenue({ name: 'Pickup Bistro' });
  ownerToken = venue.token;
  restaurantId = venue.restaurantId;
});

afterAll(() => browser.close());

describe('a pickup order from the venue menu page', () => {
  it('picks a time slot, pays in cash, and the order is ready for that time', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${restaurantId}/menu`);
    await page.getByTestId('item-card').filter({ hasText: 'Falafel' }).getByRole('button').first().click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('item-sheet').waitFor({ state: 'detached' });
    await page.getByTestId('cart-bar').click();
    await page.getByTestId('checkout').click();
    await page.waitForURL(`**/restaurants/${restaurantId}/checkout`);
    await page.getByTestId('checkout-page').waitFor();

    // Away from a table, remote pickup comes first; delivery is offered, and dine-in with a typed table code.
    expect(await page.getByTestId('order-type-pickup').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('order-type-delivery').count()).toBe(1);

    // Without a slot (and without the name a pickup needs): SPEC section 5's messages.
    await page.getByTestId('customer-name').fill('');
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('pickup-time-error').textContent()).toBe(checkoutEn.messages.pickupTimeRequired);
    expect(await page.getByTestId('customer-name-error').textContent()).toBe(checkoutEn.messages.nameRequired);

    // Slots every 15 minutes, the first one at least the prep time away, grouped by day.
    const slots = await page
      .getByTestId('pickup-time')
      .locator('option[value]:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(slots.length).toBeGreaterThan(4);
    expect(Date.parse(slots[1]!) - Date.parse(slots[0]!)).toBe(15 * 60_000);
    expect(Date.parse(slots[0]!)).toBeGreaterThan(Date.now());
    const chosen = slots[2]!;
    await page.getByTestId('pickup-time').selectOption(chosen);
    await page.getByTestId('pickup-time-error').waitFor({ state: 'detached' });
    await page.getByTestId('customer-name').fill('Pia Pickup');
    await page.getByTestId('customer-phone').fill('+356 2123 4567');
    await page.getByTestId('payment-cash').click();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    expect(await page.getByTestId('total-processingFee').count()).toBe(0);
    await screenshot(page, 'checkout-pickup-cash-phone-en');

    await page.getByTestId('place-order').click();
    await page.waitForURL('**/orders/*/status**');
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-payment').textContent()).toBe(statusEn.payment.cash);
    expect(await page.getByTestId('order-where').textContent()).toMatch(new RegExp(`^${statusEn.where.pickup.replace('{{time}}', '.+')}$`));
    expect(await page.getByTestId('order-estimate').textContent()).toContain(statusEn.estimate.pickup.replace(' {{time}}', ''));
    await screenshot(page, 'order-status-pickup-phone-en');

    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    const order = await api<{
      type: string;
      paymentMethod: string;
      paymentStatus: string;
      pickupTime: string;
      estimatedReadyAt: string;
      customer: { name: string; phone: string };
    }>('GET', `/api/orders/${orderId}`, ownerToken);
    expect(order).toMatchObject({ type: 'pickup', paymentMethod: 'cash', paymentStatus: 'unpaid', customer: { name: 'Pia Pickup', phone: '+356 2123 4567' } });
    expect(Date.parse(order.pickupTime)).toBe(Date.parse(chosen));
    expect(Date.parse(order.estimatedReadyAt)).toBe(Date.parse(chosen));
    await context.close();
  });

  it('shows the fresh bill and asks again when a price changed after the diner saw it (409 PRICE_CHANGED)', async () => {
    const menu = await api<{ items: { id: string; name: string; price: number }[] }>('GET', `/api/public/restaurants/${restaurantId}/menu`, null);
    const falafel = menu.items.find((item) => item.name === 'Falafel')!;
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`/restaurants/${restaurantId}/menu`);
      await page.getByTestId('item-card').filter({ hasText: 'Falafel' }).getByRole('button').first().click();
      await page.getByTestId('add-to-cart').click();
      await page.goto(`/restaurants/${restaurantId}/checkout`);
      const slot = await page.getByTestId('pickup-time').locator('option[value]:not([value=""])').first().getAttribute('value');
      await page.getByTestId('pickup-time').selectOption(slot!);
      await page.getByTestId('customer-name').fill('Pia Pickup');
      await page.getByTestId('payment-cash').click();
      await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
      const shown = (await page.getByTestId('total-total').locator('dd').textContent())!.trim();

      // The kitchen raises the price by €1.00 while the diner looks at the bill.
      await api('PATCH', `/api/menu/items/${falafel.id}`, ownerToken, { price: falafel.price + 100 });
      const before = (await api<{ new: number }>('GET', '/api/orders/counts', ownerToken)).new;
      await page.getByTestId('place-order').click();
      const dialog = page.getByTestId('price-changed');
      await dialog.waitFor(LIVE);
      expect(await dialog.getByRole('heading').textContent()).toBe(checkoutEn.priceChanged.title);
      expect(await dialog.textContent()).toContain(shown);
      expect((await api<{ new: number }>('GET', '/api/orders/counts', ownerToken)).new).toBe(before);
      await screenshot(page, 'checkout-price-changed-phone-en');
      // The screen behind it shows the new bill too.
      const fresh = (await page.getByTestId('total-total').locator('dd').textContent())!.trim();
      expect(fresh).not.toBe(shown);
      expect(await page.getByTestId('price-changed-confirm').textContent()).toContain(fresh);

      await page.getByTestId('price-changed-confirm').click();
      await page.waitForURL('**/orders/*/status**');
      expect(await page.getByTestId('order-details').textContent()).toContain(fresh);
      expect((await api<{ new: number }>('GET', '/api/orders/counts', ownerToken)).new).toBe(before + 1);
    } finally {
      await api('PATCH', `/api/menu/items/${falafel.id}`, ownerToken, { price: falafel.price });
      await context.close();
    }
  });

  it('says the venue is not accepting orders while it is offline (SPEC section 8), and lets no order through', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`/restaurants/${restaurantId}/menu`);
      await page.getByTestId('item-card').filter({ hasText: 'Falafel' }).getByRole('button').first().click();
      await page.getByTestId('add-to-cart').click();
      await api('PATCH', '/api/restaurant/me/online', ownerToken, { isOnline: false });
      await page.goto(`/restaurants/${restaurantId}/checkout`);
      const notice = page.getByTestId('not-accepting-orders');
      await notice.waitFor(LIVE);
      expect(await notice.textContent()).toBe(checkoutEn.availability.NOT_ACCEPTING_ORDERS);
      expect(await page.getByTestId('order-type-pickup').locator('input').isDisabled()).toBe(true);
      // Said again beside "Place order" (the server's refused quote says the same).
      expect(await page.locator('[data-testid="checkout-error"], [data-testid="checkout-blocked"]').textContent()).toBe(
        checkoutEn.availability.NOT_ACCEPTING_ORDERS,
      );
      expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
      await screenshot(page, 'checkout-not-accepting-phone-en');
    } finally {
      await api('PATCH', '/api/restaurant/me/online', ownerToken, { isOnline: true });
      await context.close();
    }
  });

  it('lays the checkout out in two columns on a desktop', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`/restaurants/${restaurantId}/menu`);
    await page.getByTestId('item-card').filter({ hasText: 'Hummus' }).getByRole('button').first().click();
    await page.getByTestId('add-to-cart').click();
    await page.goto(`/restaurants/${restaurantId}/checkout`);
    await page.getByTestId('total-total').waitFor(LIVE);
    const form = (await page.getByTestId('order-type-section').boundingBox())!;
    const totals = (await page.getByTestId('totals').boundingBox())!;
    expect(totals.x).toBeGreaterThan(form.x + form.width);
    await screenshot(page, 'checkout-pickup-desktop-en');
    await context.close();
  });
});
