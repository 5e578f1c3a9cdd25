import { randomUUID } from 'node:crypto';
import { mkdirSync, copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TCustomerPass } from '@menudelite/shared/growth/loyalty';
import { DEMO, signInByApi, uniqueEmail } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/**
 * Scenario 3 of issue 11: a customer joins a venue's stamp card on /partners/:id/loyalty (signing
 * up on the page), collects stamps over paid orders (placed through the API with their token and
 * paid by card, as the app does; the order lifecycle job stamps the pass), and staff redeem the
 * full card on /loyalty/redeem/:passIdentifier after entering its code on /loyalty.
 */
let browser: Browser;
let venue: TSeededVenue;
let customerToken: string;
const email = uniqueEmail('loyalty');
const SHOTS = '/tmp/team/shots/loyalty';

async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, `loyalty-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, `${SHOTS}/${name}.png`);
}

async function arabicContext(viewport: typeof PHONE): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, 'ar');
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
  return context;
}

const passes = () => api<{ items: TCustomerPass[] }>('GET', '/api/customer/me/passes', customerToken);

/** A dine-in order by the signed-in customer, paid by the demo card (paid at once: the lifecycle job stamps it). */
async function paidOrder(): Promise<void> {
  const menu = await api<{ items: { id: string; isAvailableNow: boolean; hasRequiredModifiers: boolean; price: number }[] }>(
    'GET',
    `/api/public/restaurants/${venue.slug}/menu`,
    null,
  );
  const item = menu.items.find((candidate) => candidate.isAvailableNow && !candidate.hasRequiredModifiers && candidate.price >= 500)!;
  const body = {
    type: 'dine_in',
    tableCode: venue.tables[0]!.code,
    customer: { name: 'Lina Loyal' },
    lines: [{ itemId: item.id, quantity: 1, modifierIds: [], notes: '' }],
    paymentMethod: 'card',
    card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
  };
  const quote = await api<{ total: number }>('POST', `/api/public/restaurants/${venue.restaurantId}/orders/quote`, customerToken, body);
  await api(
    'POST',
    `/api/public/restaurants/${venue.restaurantId}/orders`,
    customerToken,
    { ...body, expectedTotal: quote.total },
    { 'idempotency-key': randomUUID() },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Loyal Bistro' });
  await api('PATCH', `/api/restaurants/${venue.restaurantId}/loyalty/settings`, venue.token, { loyaltyEnabled: true });
  await api('POST', `/api/restaurants/${venue.restaurantId}/loyalty/campaigns`, venue.token, {
    name: '3 coffees, 1 free',
    rewardDescription: 'A free flat white',
    minSpendQuantity: 3,
    minOrderAmount: 300,
  });
});

afterAll(() => browser.close());

describe('a loyalty pass collects stamps and staff redeem it', () => {
  it('joins on the page, collects 3 stamps over 3 paid orders, staff redeem it: 0/3 and one reward', async () => {
    // The customer signs up and joins on the venue's loyalty page (phone, English).
    const customer = await newContext(browser, PHONE, 'en');
    const page = await customer.newPage();
    await page.goto(`/partners/${venue.slug}/loyalty`);
    await page.getByTestId('loyalty-auth').waitFor();
    await shot(page, 'join-signed-out-phone-en');
    await page.getByLabel('Full name').fill('Lina Loyal');
    await page.getByTestId('loyalty-email').fill(email);
    await page.getByTestId('loyalty-password').fill(DEMO.password);
    await page.getByTestId('loyalty-auth-submit').click();
    await page.getByTestId('loyalty-pass').waitFor();
    expect(await page.getByTestId('loyalty-stamps').textContent()).toBe('0/3');
    // Wallet buttons appear only when the server is configured for them (it is not here).
    expect(await page.getByTestId('apple-wallet').count()).toBe(0);
    await page.locator('[data-testid="loyalty-qr"] svg').waitFor();

    ({ accessToken: customerToken } = await api<{ accessToken: string }>('POST', '/api/auth/signin', null, { email, password: DEMO.password }));
    const [pass] = (await passes()).items;
    expect(pass).toMatchObject({ loyaltyPassRedemptionsCount: 0, minSpendQuantity: 3 });
    expect(await page.getByTestId('loyalty-code').textContent()).toBe(pass!.passIdentifier);

    // Three paid orders: the lifecycle job adds a stamp for each.
    for (let i = 0; i < 3; i++) await paidOrder();
    await expect.poll(async () => (await passes()).items[0]!.loyaltyPassRedemptionsCount, { timeout: 20_000, interval: 300 }).toBe(3);
    await page.reload();
    await page.getByTestId('loyalty-ready').waitFor();
    expect(await page.getByTestId('loyalty-stamps').textContent()).toBe('3/3');
    await shot(page, 'join-card-ready-phone-en');

    // Staff: /loyalty, enter the code under the QR, open the card, redeem.
    const staff = await newContext(browser, DESKTOP, 'en');
    const counter = await staff.newPage();
    await signInByApi(counter, venue.email);
    await counter.goto('/loyalty');
    await counter.getByTestId('loyalty-page').waitFor();
    await counter.getByTestId('campaign-card').first().waitFor();
    await shot(counter, 'loyalty-desktop-en');
    await counter.getByTestId('scan-input').fill(pass!.passIdentifier.toLowerCase());
    await counter.getByTestId('scan-open').click();
    await counter.waitForURL(`**/loyalty/redeem/${pass!.passIdentifier}`);
    await counter.getByTestId('redeem-card').waitFor();
    expect(await counter.getByTestId('redeem-customer').textContent()).toBe('Lina Loyal');
    await shot(counter, 'redeem-before-desktop-en');
    await counter.getByTestId('redeem-button').click();
    await counter.getByTestId('redeem-done').waitFor();
    expect(await counter.getByTestId('redeem-gifts').textContent()).toBe('Rewards redeemed: 1');
    // Nothing left to redeem: the button is off, and the server would say NOT_ENOUGH_STAMPS anyway.
    expect(await counter.getByTestId('redeem-button').isDisabled()).toBe(true);
    await shot(counter, 'redeem-after-desktop-en');
    expect((await passes()).items[0]).toMatchObject({ loyaltyPassRedemptionsCount: 0, loyaltyPassGiftsCount: 1 });
    const again = await fetch(`${baseUrl()}/api/restaurants/${venue.restaurantId}/loyalty/passes/${pass!.passIdentifier}/redeem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${venue.token}` },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('NOT_ENOUGH_STAMPS');

    // The customer's card follows: 0/3, one reward redeemed.
    await page.reload();
    await page.getByTestId('loyalty-pass').waitFor();
    expect(await page.getByTestId('loyalty-stamps').textContent()).toBe('0/3');

    // Phone staff screens.
    await counter.setViewportSize(PHONE);
    await counter.goto('/loyalty');
    await counter.getByTestId('campaign-card').first().waitFor();
    await shot(counter, 'loyalty-phone-en');
    await counter.goto(`/loyalty/redeem/${pass!.passIdentifier}`);
    await counter.getByTestId('redeem-card').waitFor();
    await shot(counter, 'redeem-phone-en');
    await customer.close();
    await staff.close();
  });

  it('Arabic (rtl) at phone and desktop size: /loyalty, the redeem page and the customer page', async () => {
    const [pass] = (await passes()).items;
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const staff = await arabicContext(viewport);
      const counter = await staff.newPage();
      await signInByApi(counter, venue.email);
      await counter.goto('/loyalty');
      await counter.getByTestId('campaign-card').first().waitFor();
      expect(await counter.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shot(counter, `loyalty-${size}-ar`);
      await counter.goto(`/loyalty/redeem/${pass!.passIdentifier}`);
      await counter.getByTestId('redeem-card').waitFor();
      await shot(counter, `redeem-${size}-ar`);
      await staff.close();

      const customer = await arabicContext(viewport);
      const page = await customer.newPage();
      await signInByApi(page, email);
      await page.goto(`/partners/${venue.slug}/loyalty`);
      await page.getByTestId('loyalty-pass').waitFor();
      await page.locator('[data-testid="loyalty-qr"] svg').waitFor();
      await shot(page, `join-card-${size}-ar`);
      await customer.close();
    }
    const anonymous = await arabicContext(PHONE);
    const page = await anonymous.newPage();
    await page.goto(`/partners/${venue.slug}/loyalty`);
    await page.getByTestId('loyalty-auth').waitFor();
    await shot(page, 'join-signed-out-phone-ar');
    await anonymous.close();
  });
});
