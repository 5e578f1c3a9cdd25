import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { signInByApi } from '../support/accounts.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/** Issue 7, section 5 defect 8: what was seen in the browser, each checked where it was seen. */
const locale = (feature: string, language = 'en') =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/${feature}/locales/${language}.json`), 'utf8'));
const checkoutEn = locale('checkout');
const cardPaymentEn = locale('card-payment');
const statusEn = locale('order-status');
const dinerEn = locale('diner-menu');
const LIVE = { timeout: 5000 };

let browser: Browser;
let venue: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Hardening Bistro' });
});
afterAll(() => browser.close());

/** A cash pickup order through the public API at one of the venue's slots; answers the order id and the slot. */
async function placePickup(v: TSeededVenue, slotIndex = 2): Promise<{ orderId: string; orderToken: string; slot: string }> {
  const { slots } = await api<{ slots: string[] }>('GET', `/api/public/restaurants/${v.restaurantId}/pickup-slots`, null);
  const menu = await api<TPublicMenu>('GET', `/api/public/restaurants/${v.restaurantId}/menu`, null);
  const falafel = menu.items.find((item) => item.name === 'Falafel')!;
  const slot = slots[slotIndex]!;
  const body = { type: 'pickup', pickupTime: slot, customer: { name: 'Pia Pickup' }, lines: [{ itemId: falafel.id, quantity: 1 }], paymentMethod: 'cash' };
  const quote = await api<{ total: number }>('POST', `/api/public/restaurants/${v.restaurantId}/orders/quote`, null, body);
  const placed = await api<{ orderId: string; orderToken: string }>(
    'POST',
    `/api/public/restaurants/${v.restaurantId}/orders`,
    null,
    { ...body, expectedTotal: quote.total },
    { 'idempotency-key': randomUUID() },
  );
  return { orderId: placed.orderId, orderToken: placed.orderToken, slot };
}

/** A time as staff read it in English, as a pattern: whichever space the browser's ICU puts before "PM". */
const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone }).format(new Date(iso)).replace(/\s/g, '\\s');

async function addFalafel(page: Page, name = 'Falafel') {
  await page.getByTestId('item-card').filter({ hasText: name }).getByRole('button').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-sheet').waitFor({ state: 'detached' });
}

describe('staff screens on a device in another time zone', () => {
  let staff: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The laptop says UTC; the venue is in Malta (UTC+1 or +2).
    staff = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'en', timezoneId: 'UTC' });
    await staff.addInitScript(() => window.localStorage.setItem('md.cookieConsent', 'accepted'));
    page = await staff.newPage();
    await signInByApi(page, venue.email, venue.password);
  });
  afterAll(() => staff.close());

  it("show a pickup at the venue's time on the dashboard and the kitchen ticket, not the device's", async () => {
    const { orderId, slot } = await placePickup(venue);
    const malta = clock(slot, 'Europe/Malta');
    expect(malta).not.toBe(clock(slot, 'UTC'));
    await page.goto('/orders');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor(LIVE);
    // A slot on the venue's next day carries its date first ("11/24/26, 3:15 PM").
    expect(await card.textContent()).toMatch(new RegExp(`Pickup (\\S+, )?${malta}`));
    expect(await card.textContent()).not.toMatch(new RegExp(`Pickup (\\S+, )?${clock(slot, 'UTC')}`));
    await screenshot(page, 'orders-venue-clock-desktop-en');

    // "Today" and the day filter are the venue's day.
    const maltaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Malta' }).format(new Date());
    await page.getByTestId('filter-today').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date'), LIVE).toBe(maltaDay);
    await card.waitFor(LIVE);

    await page.goto(`/orders/${orderId}/ticket`);
    await page.getByText(new RegExp(`Pickup at (\\S+, )?${malta}`)).waitFor(LIVE);
  });

  it('keeps every one of several quick filter changes, and offers room service only at hotels', async () => {
    await page.goto('/orders');
    await page.getByTestId('filter-type').waitFor();
    expect(await page.locator('[data-testid="filter-type"] option[value="room"]').count()).toBe(0);
    // Two changes in the same tick, before React draws again: the second must not undo the first.
    await page.evaluate(() => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which sees nothing outside this function
      const setValue = (element: HTMLInputElement | HTMLSelectElement, value: string) => {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
        setter.call(element, value);
        element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      };
      setValue(document.querySelector<HTMLSelectElement>('[data-testid="filter-type"]')!, 'pickup');
      setValue(document.querySelector<HTMLInputElement>('[data-testid="filter-date"]')!, '2030-01-02');
    });
    await expect.poll(() => new URL(page.url()).searchParams.toString(), LIVE).toBe('type=pickup&date=2030-01-02');
    await expect.poll(() => page.getByTestId('filter-type').inputValue(), LIVE).toBe('pickup');
    await expect.poll(() => page.getByTestId('filter-date').inputValue(), LIVE).toBe('2030-01-02');

    const hotel = await seedVenue({ isHotel: true, tables: 1 });
    const hotelStaff = await newContext(browser, DESKTOP);
    const hotelPage = await hotelStaff.newPage();
    await signInByApi(hotelPage, hotel.email, hotel.password);
    await hotelPage.goto('/orders');
    await hotelPage.locator('[data-testid="filter-type"] option[value="room"]').waitFor({ state: 'attached' });
    await hotelStaff.close();
  });
});

describe("the diner's screens", () => {
  it('says a cancelled order was cancelled, without "Thank you! Your order is placed."', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const table = venue.tables[0]!;
    await page.goto(`/eat/${table.code}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addFalafel(page);
    await page.goto(`/eat/${table.code}/checkout`);
    await page.getByTestId('customer-name').fill('Carla Cancel');
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmation').waitFor(LIVE);
    expect(await page.getByTestId('order-confirmation').textContent()).toContain(statusEn.confirmation.title);
    const orderId = page.url().split('/orders/')[1]!.split('/')[0]!;
    await api('POST', `/api/orders/${orderId}/cancel`, venue.token);
    await page.locator('[data-testid="order-status"][data-status="cancelled"]').waitFor(LIVE);
    expect(await page.getByTestId('order-confirmation').count()).toBe(0);
    expect(await page.getByTestId('order-status-headline').textContent()).toBe(statusEn.headline.cancelled);
    await screenshot(page, 'order-status-cancelled-phone-en');
    await context.close();
  });

  it('says why a custom tip is refused (negative, not a number, above the subtotal), and pay later is only offered for dine-in', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${venue.restaurantId}/menu`);
    await addFalafel(page);
    await page.goto(`/restaurants/${venue.restaurantId}/checkout`);
    await page.getByTestId('checkout-page').waitFor();

    // Pickup (the default away from a table) and delivery: card or cash, never "pay later".
    expect(await page.getByTestId('order-type-pickup').locator('input').isChecked()).toBe(true);
    await page.getByTestId('payment-cash').waitFor();
    expect(await page.getByTestId('payment-pay_later').count()).toBe(0);
    await page.getByTestId('order-type-delivery').click();
    await page.getByTestId('payment-cash').waitFor();
    expect(await page.getByTestId('payment-pay_later').count()).toBe(0);
    await page.getByTestId('order-type-dine_in').click();
    await page.getByTestId('payment-pay_later').waitFor();

    await page.getByTestId('tip-custom').click();
    for (const typed of ['-5', 'abc']) {
      await page.getByTestId('tip-amount').fill(typed);
      await expect.poll(() => page.getByTestId('tip-amount-error').textContent(), LIVE).toBe(checkoutEn.errors.tipInvalid);
    }
    await page.getByTestId('tip-amount').fill('5000');
    await expect.poll(() => page.getByTestId('tip-amount-error').textContent(), LIVE).toBe(checkoutEn.messages.tipTooLarge);
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    await screenshot(page, 'checkout-tip-too-large-phone-en');
    await page.getByTestId('tip-amount').fill('1');
    await page.getByTestId('tip-amount-error').waitFor({ state: 'detached', ...LIVE });
    await context.close();
  });

  it('brings a refused card expiry into view above the fixed "Place order" bar, and focuses it', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const table = venue.tables[1]!;
    await page.goto(`/eat/${table.code}/en`);
    await page.getByTestId('diner-menu').waitFor();
    await addFalafel(page);
    await page.goto(`/eat/${table.code}/checkout`);
    await page.getByTestId('customer-name').fill('Exp Iry');
    await page.getByTestId('payment-card').click();
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-expiry').fill('01/20');
    await page.getByTestId('card-cvc').fill('123');
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), LIVE).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('place-order').click();
    const error = page.getByTestId('card-expiry-error');
    await error.waitFor(LIVE);
    expect(await error.textContent()).toBe(cardPaymentEn.errors.expiry);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('card-expiry');
    const box = (await error.boundingBox())!;
    const bar = (await page.getByTestId('place-order').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    await screenshot(page, 'checkout-card-expiry-phone-en');
    await context.close();
  });

  it('shows a featured item first in its section', async () => {
    const own = await seedVenue({ tables: 1 });
    const menu = await api<TPublicMenu>('GET', `/api/public/restaurants/${own.restaurantId}/menu`, null);
    const section = menu.sections.find((candidate) => candidate.itemIds.length > 2)!;
    const last = menu.items.find((item) => item.id === section.itemIds.at(-1))!;
    await api('PUT', '/api/menu/featured-items', own.token, { itemIds: [last.id] });
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${own.restaurantId}/menu`);
    const cards = page.locator(`section[data-section-id="${section.id}"]`).getByTestId('item-card');
    await cards.first().waitFor(LIVE);
    expect(await cards.first().textContent()).toContain(last.name);
    await context.close();
  });

  it('never says "Open now" beside "not accepting orders"', async () => {
    const own = await seedVenue({ tables: 1 });
    await api('PATCH', '/api/restaurant/me/online', own.token, { isOnline: false });
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/restaurants/${own.restaurantId}/menu`);
    const state = page.getByTestId('open-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('notTakingOrders');
    expect(await state.textContent()).toBe(dinerEn.hours.notTakingOrders);
    await screenshot(page, 'menu-not-taking-orders-phone-en');
    await context.close();
  });

  it('opens the demo menu from the home page, and a venue menu by its slug', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    // The home links Demo Bistro's table 1 (issue 12: its code is fixed by the demo seed).
    await page.getByTestId('home-demo-menu').click();
    await page.waitForURL('**/eat/demo-bistro-table-1');
    await page.getByTestId('welcome-screen').or(page.getByTestId('diner-menu')).first().waitFor(LIVE);

    const hotel = await seedVenue({ isHotel: true, tables: 1 });
    await page.goto(`/hotels/${hotel.slug}/menu`);
    await page.waitForURL(`**/hotels/${hotel.restaurantId}/menu`);
    await page.getByTestId('item-card').first().waitFor(LIVE);
    await context.close();
  });
});

describe('what covers what on a phone', () => {
  it('keeps "Tap to start" clear of the cookie banner, and the added toast clear of the call-waiter button', async () => {
    // No cookie answer yet: the banner shows.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), locale: 'en' });
    const page = await context.newPage();
    const table = venue.tables[2]!;
    await page.goto(`/eat/${table.code}`);
    await page.getByTestId('cookie-consent').waitFor();
    const start = page.getByTestId('tap-to-start');
    await start.waitFor();
    // As far down as the diner can scroll: the button must then be above the banner, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, 'welcome-cookie-banner-phone-en');
    const covered = await start.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
      return !(top && button.contains(top));
    });
    expect(covered).toBe(false);
    await start.click();
    await page.getByTestId('diner-menu').waitFor();

    await addFalafel(page);
    const toast = page.getByTestId('added-toast');
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    const waiterBox = (await page.getByTestId('call-waiter').boundingBox())!;
    const overlaps =
      toastBox.x < waiterBox.x + waiterBox.width &&
      waiterBox.x < toastBox.x + toastBox.width &&
      toastBox.y < waiterBox.y + waiterBox.height &&
      waiterBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: (await screenshot(page, 'menu-added-toast-phone-en')).replace('.png', '-viewport.png') });
    await context.close();
  });
});

describe("a diner's language", () => {
  it('stays on the diner pages: /signin and /pricing keep the site language', async () => {
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    const table = venue.tables[3]!;
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto(`/eat/${table.code}/ar`);
    await page.getByTestId('diner-menu').waitFor();
    expect(await lang()).toBe('ar');
    await page.goto('/signin');
    await expect.poll(lang, LIVE).toBe('en');
    await page.goto('/pricing');
    await expect.poll(lang, LIVE).toBe('en');
    // Back at the table the diner's Arabic is still theirs.
    await page.goto(`/eat/${table.code}/checkout`);
    await expect.poll(lang, LIVE).toBe('ar');
    await context.close();
  });
});

describe('the changed screens, on a phone and a desktop, in English and Arabic', () => {
  it('are laid out for both sizes and both directions', async () => {
    const own = await seedVenue({ name: 'Screens Bistro', tables: 2 });
    const pickup = await placePickup(own);
    const cancelled = await placePickup(own, 3);
    await api('POST', `/api/orders/${cancelled.orderId}/cancel`, own.token);
    const menu = await api<TPublicMenu>('GET', `/api/public/restaurants/${own.restaurantId}/menu`, null);
    const falafel = menu.items.find((item) => item.name === 'Falafel')!;
    const remembered = {
      orderId: cancelled.orderId,
      token: cancelled.orderToken,
      restaurantId: own.restaurantId,
      menuPath: `/restaurants/${own.restaurantId}/menu`,
      placedAt: new Date().toISOString(),
    };
    for (const [size, sizeName] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const language of ['en', 'ar']) {
        const name = (screen: string) => `hardening-${screen}-${sizeName}-${language}`;
        // The browser speaks the language: the site follows it; the diner's pages follow the diner's own choice.
        const context = await newContext(browser, size, language);
        await context.addInitScript(
          ([order, dinerLanguage]) => {
            window.localStorage.setItem('md.orders', JSON.stringify([order]));
            window.localStorage.setItem('md.dinerLanguage', dinerLanguage);
          },
          [remembered, language] as const,
        );
        const page = await context.newPage();
        await page.goto(`/orders/${cancelled.orderId}/status`);
        await page.locator('[data-testid="order-status"][data-status="cancelled"]').waitFor(LIVE);
        await screenshot(page, name('status-cancelled'));

        await page.goto(`/restaurants/${own.restaurantId}/menu`);
        await addFalafel(page, language === 'ar' ? (falafel.translations.ar?.name ?? falafel.name) : falafel.name);
        await page.goto(`/restaurants/${own.restaurantId}/checkout`);
        await page.getByTestId('tip-custom').click();
        await page.getByTestId('tip-amount').fill('5000');
        await page.getByTestId('tip-amount-error').waitFor(LIVE);
        await screenshot(page, name('checkout-tip'));

        await signInByApi(page, own.email, own.password);
        await page.goto('/orders');
        await page.locator(`[data-testid="order-card"][data-order-id="${pickup.orderId}"]`).waitFor(LIVE);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await screenshot(page, name('orders'));
        await page.goto(`/orders/${pickup.orderId}/ticket`);
        await page.getByTestId('print-ticket').waitFor();
        await screenshot(page, name('ticket'));
        await context.close();

        // A first visit: the cookie banner over the welcome screen, scrolled as far as it goes.
        const fresh = await browser.newContext({ viewport: size, baseURL: baseUrl(), locale: language });
        const welcome = await fresh.newPage();
        await welcome.goto(`/eat/${own.tables[0]!.code}`);
        await welcome.getByTestId('cookie-consent').waitFor();
        await welcome.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await welcome.screenshot({ path: (await screenshot(welcome, name('welcome-banner'))).replace('.png', '-viewport.png') });
        await fresh.close();
      }
    }
  });
});
