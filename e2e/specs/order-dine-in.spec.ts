import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue } from '../support/venue.ts';

/** The diner's strings, so the spec checks what a diner really reads. */
const locale = (feature: string, lang: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/${feature}/locales/${lang}.json`), 'utf8'));
const checkoutEn = locale('checkout', 'en');
const checkoutAr = locale('checkout', 'ar');
const statusEn = locale('order-status', 'en');
const statusAr = locale('order-status', 'ar');
const waiterEn = locale('call-waiter', 'en');

/** Live updates arrive within a second; the spec waits up to 5 s so a slow machine does not flake. */
const LIVE = { timeout: 5000 };
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type TAxeWindow = {
  axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
};

let browser: Browser;
let ownerToken: string;
let restaurantId: string;
let tableCode: string;
let tableDisplayId: string;
let tableId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A venue of this spec's own, set up like the demo one (open all day, online, names asked, €0.50 order fee).
  const venue = await seedVenue({ name: 'Dine-in Bistro' });
  ownerToken = venue.token;
  restaurantId = venue.restaurantId;
  ({ id: tableId, code: tableCode, tableDisplayId } = venue.tables.at(-1)!);
});

afterAll(() => browser.close());

/** axe-core's serious and critical findings on the page as it is now (the menu's own check: menu-a11y.spec.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const { violations } = await page.evaluate(() =>
    (window as unknown as TAxeWindow).axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Ids of the table's new orders, newest first. */
async function openAtTable(): Promise<string[]> {
  return (await api<{ items: { id: string }[] }>('GET', `/api/orders?tableId=${tableId}&status=new`, ownerToken)).items.map((order) => order.id);
}

/** The classic burger needs a cooking choice and a side (required groups) and takes a sauce. */
async function addBurgerWithChoices(page: Page) {
  await page.getByTestId('item-card').filter({ hasText: 'Classic burger' }).getByRole('button').first().click();
  const sheet = page.getByTestId('item-sheet');
  await sheet.waitFor();
  await sheet.getByLabel('Medium').check();
  await sheet.getByLabel('Fries').check();
  await sheet.getByLabel('Garlic aioli').check();
  await sheet.getByRole('textbox').fill('No pickles');
  await page.getByTestId('add-to-cart').click();
  await sheet.waitFor({ state: 'detached' });
}

describe('a diner orders at a table', () => {
  let context: BrowserContext;
  let page: Page;

  it('orders an item with choices and a note, pays later, and lands on the live status page', async () => {
    context = await newContext(browser, PHONE);
    page = await context.newPage();
    await page.goto(`/eat/${tableCode}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addBurgerWithChoices(page);
    await page.getByTestId('cart-bar').click();
    await page.getByTestId('checkout').click();
    await page.waitForURL(`**/eat/${tableCode}/checkout`);
    await page.getByTestId('checkout-page').waitFor();

    // Dine-in at the QR code's table, chosen already.
    expect(await page.getByTestId('order-type-dine_in').locator('input').isChecked()).toBe(true);
    await page.getByText(checkoutEn.dineIn.atTable.replace('{{table}}', tableDisplayId)).waitFor();
    const line = page.getByTestId('summary-line');
    expect(await line.textContent()).toContain('Medium, Fries, Garlic aioli');
    expect(await line.textContent()).toContain('No pickles');

    // The venue (like the demo one) asks every diner's name (requiresCheckoutName): SPEC section 5's message until it is given.
    await page.getByTestId('place-order').click();
    expect(await page.getByTestId('customer-name-error').textContent()).toBe(checkoutEn.messages.nameRequired);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('customer-name');
    await page.getByTestId('customer-name').fill('Marta Diner');
    await page.getByTestId('customer-name-error').waitFor({ state: 'detached' });

    // The notes dialog: Cancel keeps nothing, Save keeps the text.
    await page.getByTestId('open-notes').click();
    await page.getByTestId('notes-input').fill('Something I did not mean');
    await page.getByTestId('notes-cancel').click();
    await page.getByTestId('notes-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-notes').count()).toBe(0);
    await page.getByTestId('open-notes').click();
    await page.getByTestId('notes-input').fill('Peanut allergy');
    await page.getByTestId('notes-save').click();
    expect(await page.getByTestId('order-notes').textContent()).toBe('Peanut allergy');

    // A 10 % tip, then pay later: the server's quote shows the bill (order fee, tip; no processing fee without a card).
    await page.getByTestId('tip-10').click();
    await page.getByTestId('payment-pay_later').click();
    await page.getByTestId('total-tip').waitFor(LIVE);
    expect(await page.getByTestId('total-orderFee').textContent()).toContain('€0.50');
    expect(await page.getByTestId('total-processingFee').count()).toBe(0);
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    const total = (await page.getByTestId('total-total').locator('dd').textContent())!.trim();
    expect(await page.getByTestId('place-order').textContent()).toContain(total);
    await screenshot(page, 'checkout-dine-in-phone-en');

    await page.getByTestId('place-order').click();
    await page.waitForURL('**/orders/*/status**');
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('new');
    expect(await page.getByTestId('order-status-headline').textContent()).toBe(statusEn.headline.new);
    expect(await page.getByTestId('order-where').textContent()).toBe(statusEn.where.table.replace('{{table}}', tableDisplayId));
    expect(await page.getByTestId('order-payment').textContent()).toBe(statusEn.payment.pay_later);
    expect(await page.getByTestId('order-notes').textContent()).toContain('Peanut allergy');
    expect(await page.getByTestId('order-details').textContent()).toContain(total);
    await page.locator('[data-testid="live-indicator"][data-connected="true"]').waitFor(LIVE);
    await screenshot(page, 'order-status-new-phone-en');

    // The cart is empty now, and the order's token is kept so a reload finds it.
    expect(await page.evaluate((id) => localStorage.getItem(`md.cart.${id}`), restaurantId)).toBeNull();
    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    const remembered = JSON.parse((await page.evaluate(() => localStorage.getItem('md.orders')))!) as { orderId: string }[];
    expect(remembered[0]!.orderId).toBe(orderId);

    // Staff see it with the diner's choices and notes ...
    const staffOrder = await api<{ status: string; notes: string; tip: number; lines: { notes: string; modifiers: { name: string }[] }[] }>(
      'GET',
      `/api/orders/${orderId}`,
      ownerToken,
    );
    expect(staffOrder).toMatchObject({ status: 'new', notes: 'Peanut allergy', lines: [{ notes: 'No pickles' }] });
    expect(staffOrder.lines[0]!.modifiers.map((modifier) => modifier.name)).toEqual(['Medium', 'Fries', 'Garlic aioli']);
    expect(staffOrder.tip).toBeGreaterThan(0);

    // ... and complete it: the diner's page turns to completed without a reload.
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    await api('POST', `/api/orders/${orderId}/complete`, ownerToken);
    await page.locator('[data-testid="order-status"][data-status="completed"]').waitFor(LIVE);
    expect(await page.getByTestId('order-status-headline').textContent()).toBe(statusEn.headline.completed);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(page, 'order-status-completed-phone-en');

    // A reload shows the same order (its token is in localStorage), without the one-time confirmation.
    await page.reload();
    await page.locator('[data-testid="order-status"][data-status="completed"]').waitFor();
    expect(await page.getByTestId('order-confirmation').count()).toBe(0);
    await context.close();
  });

  it('follows the kitchen steps live, and survives a dropped connection', async () => {
    context = await newContext(browser, PHONE);
    page = await context.newPage();
    await page.goto(`/eat/${tableCode}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addBurgerWithChoices(page);
    await page.goto(`/eat/${tableCode}/checkout`);
    await page.getByTestId('customer-name').fill('Marta Diner');
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    await page.locator('[data-testid="live-indicator"][data-connected="true"]').waitFor(LIVE);
    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;

    await api('POST', `/api/orders/${orderId}/transition`, ownerToken, { to: 'accepted' });
    await page.locator('[data-testid="order-status"][data-status="accepted"]').waitFor(LIVE);
    // While the phone is offline the kitchen moves on; back online, the page re-joins and catches up.
    await context.setOffline(true);
    await page.locator('[data-testid="live-indicator"][data-connected="false"]').waitFor({ timeout: 15_000 });
    await api('POST', `/api/orders/${orderId}/transition`, ownerToken, { to: 'preparing' });
    await context.setOffline(false);
    await page.locator('[data-testid="order-status"][data-status="preparing"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('step-accepted').getAttribute('data-state')).toBe('done');
    expect(await page.getByTestId('step-preparing').getAttribute('data-state')).toBe('current');
    await api('POST', `/api/orders/${orderId}/cancel`, ownerToken);
    await page.locator('[data-testid="order-status"][data-status="cancelled"]').waitFor(LIVE);
    expect(await page.getByTestId('order-status-headline').textContent()).toBe(statusEn.headline.cancelled);
    await context.close();
  });

  it('never places an order twice: a lost answer is retried with the same key, and a reload mid-submit finishes that same order', async () => {
    context = await newContext(browser, PHONE);
    page = await context.newPage();
    await page.goto(`/eat/${tableCode}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addBurgerWithChoices(page);
    await page.goto(`/eat/${tableCode}/checkout`);
    await page.getByTestId('customer-name').fill('Marta Diner');
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);

    const before = await openAtTable();

    // Every answer is lost on the way back: the server places the order, the phone never hears of it.
    const keys: string[] = [];
    const placed: string[] = [];
    await page.route('**/api/public/restaurants/*/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      const response = await route.fetch();
      placed.push(((await response.json()) as { orderId: string }).orderId);
      await route.abort('failed');
    });
    await page.getByTestId('place-order').click();
    await page.getByTestId('checkout-error').getByText(checkoutEn.errors.uncertain).waitFor({ timeout: 15_000 });
    // The HTTP layer retried (SPEC: 3 times) with the same key; the server answered the same order each time.
    expect(keys.length).toBe(4);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(placed).size).toBe(1);

    // The diner reloads: the unanswered submission is offered again and finishes the same order.
    await page.unroute('**/api/public/restaurants/*/orders');
    await page.reload();
    await page.getByTestId('pending-order').waitFor();
    await screenshot(page, 'checkout-pending-phone-en');
    const resent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/orders')) resent.push(request.headers()['idempotency-key']!);
    });
    await page.getByTestId('pending-resume').click();
    await page.waitForURL(`**/orders/${placed[0]}/status**`);
    expect(resent).toEqual([keys[0]]);
    // Five submissions, one order.
    expect(await openAtTable()).toEqual([placed[0], ...before]);
    expect(await page.evaluate((id) => localStorage.getItem(`md.checkout.pending.${id}`), restaurantId)).toBeNull();
    await context.close();
  });

  it('calls the waiter from the table, and says so', async () => {
    context = await newContext(browser, PHONE);
    page = await context.newPage();
    await page.goto(`/eat/${tableCode}/en`);
    await page.getByTestId('call-waiter').click();
    const result = page.locator('[data-testid="call-waiter-result"][data-state="complete"]');
    await result.waitFor(LIVE);
    expect(await result.textContent()).toBe(waiterEn.complete);
    await screenshot(page, 'call-waiter-complete-phone-en');
    // The error states, whatever the server's rate-limit window is doing: too soon (429), and any other failure.
    await page.reload();
    await page.route('**/call-waiter', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } }) }),
    );
    await page.getByTestId('call-waiter').click();
    const refused = page.locator('[data-testid="call-waiter-result"][data-state="error"]');
    await refused.waitFor(LIVE);
    expect(await refused.textContent()).toBe(waiterEn.tooSoon);
    await page.unroute('**/call-waiter');
    await page.route('**/call-waiter', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByTestId('call-waiter').click();
    await refused.getByText(waiterEn.error).waitFor(LIVE);
    await context.close();
  });

  it('has no serious or critical accessibility problems on the checkout, its notes dialog and the status page', async () => {
    // The app's CSP allows only its own scripts; this context lets the injected axe script run.
    context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), bypassCSP: true });
    await context.addInitScript(() => window.localStorage.setItem('md.cookieConsent', 'accepted'));
    page = await context.newPage();
    await page.goto(`/eat/${tableCode}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addBurgerWithChoices(page);
    await page.goto(`/eat/${tableCode}/checkout`);
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    await page.getByTestId('customer-name-error').waitFor();
    await page.getByTestId('payment-card').click();
    await page.getByTestId('tip-custom').click();
    await page.getByTestId('total-processingFee').waitFor(LIVE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('open-notes').click();
    await page.getByTestId('notes-dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('notes-cancel').click();
    await page.getByTestId('customer-name').fill('Axe Tester');
    await page.getByTestId('payment-pay_later').click();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmation').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic, on a phone and a desktop', async () => {
    for (const [size, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      context = await newContext(browser, size, 'ar');
      page = await context.newPage();
      await page.goto(`/eat/${tableCode}/ar`);
      await page.getByTestId('diner-menu').waitFor();
      await addArabicBurger(page);
      await page.getByTestId('cart-bar').click();
      await page.getByTestId('checkout').click();
      await page.getByTestId('checkout-page').waitFor();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { name: checkoutAr.sections.orderType }).waitFor();
      // Right to left: the name field's label starts at the right edge of its field.
      const label = (await page.locator('label', { hasText: checkoutAr.customer.name }).boundingBox())!;
      const input = (await page.getByTestId('customer-name').boundingBox())!;
      expect(label.x + label.width).toBeGreaterThan(input.x + input.width - 24);
      await page.getByTestId('place-order').click();
      expect(await page.getByTestId('customer-name-error').textContent()).toBe(checkoutAr.messages.nameRequired);
      await screenshot(page, `checkout-dine-in-${name}-ar`);
      await page.getByTestId('customer-name').fill('مارتا');
      await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
      await page.getByTestId('place-order').click();
      await page.getByTestId('order-confirmation').waitFor();
      expect(await page.getByTestId('order-status-headline').textContent()).toBe(statusAr.headline.new);
      await screenshot(page, `order-status-${name}-ar`);
      await context.close();
    }
  });
});

/** The same burger, chosen on the Arabic menu (the venue translated the groups, not the choices). */
async function addArabicBurger(page: Page) {
  await page.getByTestId('item-card').filter({ hasText: 'برجر كلاسيك' }).getByRole('button').first().click();
  const sheet = page.getByTestId('item-sheet');
  await sheet.getByLabel('Medium').check();
  await sheet.getByLabel('Fries').check();
  await page.getByTestId('add-to-cart').click();
  await sheet.waitFor({ state: 'detached' });
}
