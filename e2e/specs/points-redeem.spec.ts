import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TCustomerPoints } from '@menudelite/shared/growth/points';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { DEMO, uniqueEmail } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, cartLines, fillDemoCard, locale, openCheckoutWithCart, publicMenu, shot, shown, waitForQuoteSettled } from './checkout-offers-support.ts';

const checkoutEn = locale('features/checkout/locales/en.json');
const errorsEn = locale('i18n/errors/en.json');

/**
 * Scenario 2 of issue 11: a customer earns membership points on a paid order (the order lifecycle
 * job), redeems them on the next order in the rewards redemption dialog, and cannot put them toward
 * the tip (SPEC section 5): the card still pays the tip.
 */
let browser: Browser;
let venue: TSeededVenue;
let customerToken: string;
const email = uniqueEmail('points');

const points = () => api<TCustomerPoints>('GET', `/api/customer/me/points?restaurantId=${venue.restaurantId}`, customerToken);

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Points Bistro' });
  // 100 points per 1.00 spent; 100 points are worth 1.00; at least 100 at a time.
  await api('PUT', '/api/points/rules', venue.token, {
    enabled: true,
    earn: { points: 100, amount: 100 },
    redeem: { points: 100, amount: 100, minimumPoints: 100 },
    expiryDays: null,
  });
  ({ accessToken: customerToken } = await api<{ accessToken: string }>('POST', '/api/auth/signup', null, {
    accountType: 'customer',
    email,
    password: DEMO.password,
    fullName: 'Petra Points',
  }));
});

afterAll(() => browser.close());

describe('membership points at checkout', () => {
  it('earns points on a paid order, redeems them on the next one, and the tip stays on the card', async () => {
    const menu = await publicMenu(venue.restaurantId);
    const table = venue.tables[0]!;
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    const signIn = await page.request.post('/api/auth/signin', { data: { email, password: DEMO.password } });
    expect(signIn.ok()).toBe(true);

    // 1. A paid order: 3 × tiramisu + 2 × mint lemonade = 30.90, paid by card.
    await openCheckoutWithCart(
      page,
      table.code,
      venue.restaurantId,
      cartLines(menu, [
        ['Tiramisu', 3],
        ['Mint lemonade', 2],
      ]),
    );
    await page.getByTestId('customer-name').fill('Petra Points');
    await page.getByTestId('payment-card').click();
    // Signed in: the points row shows the (empty) balance instead of "sign in".
    await page.getByTestId('points-balance').waitFor(LIVE);
    await fillDemoCard(page);
    await waitForQuoteSettled(page);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-status').waitFor(LIVE);

    // The order lifecycle job earns 100 points per 1.00 of items (not the fees): 3090 points, worth 30.90.
    await expect.poll(async () => (await points()).balance, { timeout: 20_000, interval: 300 }).toBe(3090);

    // 2. The next order (2 × lemon sorbet 11.00 + order fee 0.50), with a 15% tip: points pay the dishes and the fee, never the tip.
    await openCheckoutWithCart(page, table.code, venue.restaurantId, cartLines(menu, [['Lemon sorbet', 2]]));
    await page.getByTestId('customer-name').fill('Petra Points');
    await page.getByTestId('payment-card').click();
    await page.getByTestId('tip-15').click();
    await waitForQuoteSettled(page);
    expect(await page.getByTestId('points-balance').textContent()).toBe(
      checkoutEn.benefits.pointsBalance.replace('{{points}}', '3090').replace('{{value}}', '€30.90'),
    );
    expect(await page.getByTestId('tip-not-with-points').textContent()).toBe(errorsEn.keys.tipNotWithPoints);

    await page.getByTestId('open-rewards').click();
    const dialog = page.getByTestId('rewards-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('rewards-balance').textContent()).toContain('3090');
    expect(await dialog.getByTestId('rewards-tip-note').textContent()).toBe(errorsEn.keys.tipNotWithPoints);
    // More than the order may take is refused before anything is sent.
    await dialog.getByTestId('rewards-points').fill('3090');
    await dialog.getByTestId('rewards-apply').click();
    expect(await dialog.getByTestId('rewards-problem').textContent()).toMatch(/^You can use at most \d+ points on this order\.$/);
    await dialog.getByTestId('rewards-all').click();
    const all = Number(await dialog.getByTestId('rewards-points').inputValue());
    await shot(page, 'checkout-rewards-dialog-phone-en');
    await dialog.getByTestId('rewards-apply').click();
    await dialog.waitFor({ state: 'detached' });
    await waitForQuoteSettled(page);

    // The server's quote: the points pay at most the dishes (total - tip - card fee); the card pays the rest, the tip included.
    const quote = await api<TQuote>('POST', `/api/public/restaurants/${venue.restaurantId}/orders/quote`, customerToken, {
      type: 'dine_in',
      lines: cartLines(menu, [['Lemon sorbet', 2]]).map(({ itemId, quantity }) => ({ itemId, quantity, modifierIds: [] })),
      tip: { percent: 15 },
      paymentMethod: 'card',
      benefits: { offerIds: [], points: all },
    });
    const tender = quote.tenders.find((each) => each.source === 'points')!;
    expect(tender.points).toBe(all);
    expect(tender.amount).toBeLessThanOrEqual(quote.total - quote.tip - quote.processingFee);
    expect(quote.amountDue).toBeGreaterThanOrEqual(quote.tip);
    expect(quote.tip).toBeGreaterThan(0);
    expect(await shown(page, 'total-tender-points')).toBe(`-€${(tender.amount / 100).toFixed(2)}`);
    expect(await shown(page, 'total-amountDue')).toBe(`€${(quote.amountDue / 100).toFixed(2)}`);
    // The card form stays: something is still due (the tip at least), and "Place order" says that amount.
    await page.getByTestId('card-number').waitFor();
    expect(((await page.getByTestId('place-order').textContent()) ?? '').replace(/[\u2068\u2069\s]/g, '')).toContain(`€${(quote.amountDue / 100).toFixed(2)}`);
    await shot(page, 'checkout-points-applied-phone-en');

    // Asking the server for points worth the tip too is refused by key (tipNotWithPoints), nothing written.
    const tooMany = await fetch(`${baseUrl()}/api/public/restaurants/${venue.restaurantId}/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify({
        type: 'dine_in',
        lines: cartLines(menu, [['Lemon sorbet', 2]]).map(({ itemId, quantity }) => ({ itemId, quantity, modifierIds: [] })),
        tip: { percent: 15 },
        paymentMethod: 'card',
        benefits: { offerIds: [], points: 3090 },
      }),
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { details: { key: string }[] } }).error.details[0]!.key).toBe('tipNotWithPoints');

    await fillDemoCard(page);
    await waitForQuoteSettled(page);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-status').waitFor(LIVE);
    // The redeemed points left the balance with the order; the dishes were paid with points, so this order earns none.
    expect(all).toBe(1150);
    await expect.poll(async () => (await points()).balance, { timeout: 20_000, interval: 300 }).toBe(3090 - all);

    // 3. Points cover a whole order without a tip: nothing is due, so no card form, and the order is paid at once.
    await openCheckoutWithCart(page, table.code, venue.restaurantId, cartLines(menu, [['Lemon sorbet', 1]]));
    await page.getByTestId('customer-name').fill('Petra Points');
    await page.getByTestId('payment-card').click();
    await page.getByTestId('open-rewards').click();
    await page.getByTestId('rewards-all').click();
    await page.getByTestId('rewards-apply').click();
    await page.getByTestId('rewards-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('nothing-due').waitFor(LIVE);
    expect(await shown(page, 'total-amountDue')).toBe('€0.00');
    expect(await page.getByTestId('card-number').count()).toBe(0);
    await waitForQuoteSettled(page);
    await shot(page, 'checkout-points-cover-all-phone-en');
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-status').waitFor(LIVE);
    await expect.poll(async () => (await points()).balance, { timeout: 20_000, interval: 300 }).toBe(3090 - all - 600);
    await context.close();
  });

  it('desktop: the rewards dialog and the points line beside the totals', async () => {
    const menu = await publicMenu(venue.restaurantId);
    const context = await newContext(browser, DESKTOP, 'en');
    const page = await context.newPage();
    await page.request.post('/api/auth/signin', { data: { email, password: DEMO.password } });
    await openCheckoutWithCart(page, venue.tables[1]!.code, venue.restaurantId, cartLines(menu, [['Tiramisu', 1]]));
    await page.getByTestId('payment-card').click();
    await page.getByTestId('open-rewards').waitFor(LIVE);
    await page.getByTestId('open-rewards').click();
    await page.getByTestId('rewards-dialog').waitFor();
    await shot(page, 'checkout-rewards-dialog-desktop-en');
    await context.close();
  });
});
