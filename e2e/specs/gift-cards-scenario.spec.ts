import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TGiftCard, TGiftCardLedgerEntry, TGiftCardProduct } from '@menudelite/shared/growth/gift-cards';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { signInByApi, uniqueEmail } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { latestEmailTo } from '../support/outbox.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { cartLines, locale, publicMenu } from './checkout-offers-support.ts';
import { itemIds, placePayLaterOrder, tableBill } from './bill-support.ts';

const LIVE = { timeout: 10_000 };
const shopAr = locale('features/gift-cards-public/locales/ar.json');
const errorsEn = locale('i18n/errors/en.json');

/**
 * Scenario 4 of issue 11: a gift card is bought in the browser (demo card), its code arrives by
 * e-mail (the outbox), and it pays two orders down to zero; then the card is spent. Screens of the
 * shop, the success page and the staff page in English and Arabic at phone and desktop size.
 */
let browser: Browser;
let venue: TSeededVenue;
let product: TGiftCardProduct;
/** The card bought in the first test (spent to zero), looked up on the staff page. */
let boughtCode = '';

async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  const dir = '/tmp/team/shots/gift-cards';
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, `${name}.png`));
}

async function withLanguage(viewport: typeof PHONE, language: 'en' | 'ar') {
  const context = await newContext(browser, viewport, language);
  await context.addInitScript((lang) => {
    window.localStorage.setItem('md.language', lang);
    window.localStorage.setItem('md.dinerLanguage', lang);
  }, language);
  return context.newPage();
}

let keyCount = 0;
async function order(code: string, lines: ReturnType<typeof cartLines>) {
  const body = {
    type: 'dine_in',
    tableCode: venue.tables[0]!.code,
    lines: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
    customer: { name: 'Gift Spender' },
    paymentMethod: 'card',
    card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    benefits: { giftCard: { code } },
  };
  const { card: _card, ...quoteBody } = body;
  const quote = await api<TQuote>('POST', `/api/public/restaurants/${venue.restaurantId}/orders/quote`, null, quoteBody);
  keyCount += 1;
  await api(
    'POST',
    `/api/public/restaurants/${venue.restaurantId}/orders`,
    null,
    { ...body, expectedTotal: quote.total },
    { 'idempotency-key': `gift-e2e-${Date.now()}-${keyCount}` },
  );
  return quote;
}

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Gift Bistro' });
  product = await api<TGiftCardProduct>('POST', '/api/restaurant/gift-card-products', venue.token, {
    name: 'Twenty',
    kind: 'fixed',
    amount: 2000,
    design: 'celebration',
  });
  await api('POST', '/api/restaurant/gift-card-products', venue.token, {
    name: 'Your amount',
    kind: 'custom',
    minAmount: 1000,
    maxAmount: 20000,
    design: 'thanks',
  });
});

afterAll(() => browser.close());

describe('gift cards', () => {
  it('is bought in the browser, e-mailed, and spent over two orders down to zero', async () => {
    const recipient = uniqueEmail('gift-recipient');
    const page = await withLanguage(PHONE, 'en');
    await page.goto(`/restaurants/${venue.restaurantId}/gift-cards`);
    await page.getByTestId('gift-card-shop').waitFor(LIVE);
    await shot(page, 'gift-shop-phone-en');

    // Paying without choosing a card: "please select a gift card to purchase".
    await page.getByTestId('gift-pay').click();
    expect(await page.getByTestId('gift-productId-error').textContent()).toBe(errorsEn.keys.giftCardRequired);

    await page.getByTestId('gift-product').filter({ hasText: 'Twenty' }).click();
    await page.getByTestId('gift-recipientName').fill('Maria Borg');
    await page.getByTestId('gift-recipientEmail').fill(recipient);
    await page.getByTestId('gift-fromName').fill('Joseph Vella');
    await page.getByTestId('gift-fromEmail').fill(uniqueEmail('gift-buyer'));
    await page.getByTestId('gift-message').fill('Happy birthday, enjoy dinner!');
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-expiry').fill('12/39');
    await page.getByTestId('card-cvc').fill('123');
    expect((await page.getByTestId('gift-total').textContent())?.replace(/[\u2068\u2069]/g, '')).toBe('€20.00');
    await page.getByTestId('gift-pay').click();
    await page.getByTestId('gift-success').waitFor(LIVE);
    expect(await page.getByTestId('gift-success-body').textContent()).toContain(recipient);
    await shot(page, 'gift-success-phone-en');
    await page.context().close();

    // The recipient's e-mail is in the outbox (the delivery job runs at once) with the code and the balance.
    await expect
      .poll(() => latestEmailTo(recipient)?.subject, { timeout: 20_000, interval: 300 })
      .toBe('Joseph Vella sent you a €20.00 gift card for Gift Bistro');
    const mail = latestEmailTo(recipient)!;
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text_body)?.[0];
    expect(code, mail.text_body).toBeTruthy();
    boughtCode = code!;
    expect(mail.text_body).toContain('Happy birthday, enjoy dinner!');
    expect(await api('POST', `/api/public/restaurants/${venue.restaurantId}/gift-cards/balance`, null, { code })).toMatchObject({ balance: 2000 });

    // Two orders spend it: the first all on the card (14.00 + fee), the second takes the rest and the card pays the difference.
    const menu = await publicMenu(venue.restaurantId);
    const first = await order(code!, cartLines(menu, [['Tiramisu', 2]]));
    expect(first.tendered).toBe(first.total);
    expect(first.amountDue).toBe(0);
    const left = 2000 - first.tendered;
    const second = await order(code!, cartLines(menu, [['Tiramisu', 2]]));
    expect(second.tendered).toBe(left);
    expect(second.amountDue).toBe(second.total - left);

    // Down to zero: the balance check says it is spent, and staff see the ledger.
    const spent = await fetch(`${baseUrl()}/api/public/restaurants/${venue.restaurantId}/gift-cards/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(spent.status).toBe(409);
    expect((await spent.json()).error.details[0].key).toBe('giftCardSpent');
    const card = await api<TGiftCard>('POST', '/api/restaurant/gift-cards/lookup', venue.token, { code });
    expect(card.balance).toBe(0);
    const ledger = await api<TPage<TGiftCardLedgerEntry>>('GET', `/api/restaurant/gift-cards/${card.id}/ledger`, venue.token);
    expect(ledger.items.map((e) => [e.kind, e.balanceAfter])).toEqual([
      ['redeem', 0],
      ['redeem', left],
      ['activate', 2000],
    ]);
    expect(product.id).toBeTruthy();
  });

  it('screens: the shop and the staff page in English and Arabic, phone and desktop', async () => {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['en', 'ar'] as const) {
        const page = await withLanguage(viewport, language);
        await page.goto(`/restaurants/${venue.restaurantId}/gift-cards`);
        await page
          .getByTestId('gift-card-shop')
          .waitFor(LIVE)
          .catch(async (error: unknown) => {
            await shot(page, `gift-shop-${size}-${language}-failed`);
            throw error;
          });
        if (language === 'ar') {
          expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(shopAr.heading);
        }
        await page.getByTestId('gift-product').filter({ hasText: 'Your amount' }).click();
        await page.getByTestId('gift-amount').fill('35');
        if (size !== 'phone' || language !== 'en') await shot(page, `gift-shop-${size}-${language}`);

        await signInByApi(page, venue.email, venue.password);
        await page.goto('/offers/gift-cards');
        await page.getByTestId('gift-cards-admin-page').waitFor(LIVE);
        await page.getByTestId('product-row').first().waitFor(LIVE);
        // The card bought above: its balance (zero) and its ledger.
        await page.getByTestId('lookup-code').fill(boughtCode);
        await page.getByTestId('lookup-submit').click();
        await page.getByTestId('found-card').waitFor(LIVE);
        await page.getByTestId('ledger-row').nth(2).waitFor(LIVE);
        await shot(page, `gift-admin-${size}-${language}`);
        await page.context().close();
      }
    }
  });

  it('pays a table bill share with a gift card on the bill page; the card pays the whole share', async () => {
    // A second card, bought through the API, its code read from the outbox.
    const recipient = uniqueEmail('gift-bill');
    await api(
      'POST',
      `/api/public/restaurants/${venue.restaurantId}/gift-cards/purchases`,
      null,
      {
        productId: product.id,
        recipient: { name: 'Bill Payer', email: recipient },
        purchaser: { name: 'Joseph Vella', email: uniqueEmail('gift-buyer') },
        card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
      },
      { 'idempotency-key': `gift-bill-${Date.now()}` },
    );
    await expect.poll(() => latestEmailTo(recipient)?.text_body ?? '', { timeout: 20_000, interval: 300 }).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(latestEmailTo(recipient)!.text_body)![0];

    const table = venue.tables[1]!;
    const ids = await itemIds(venue);
    await placePayLaterOrder(venue, table.code, 'Bill Payer', [ids.get('Tiramisu')!]);
    const before = await tableBill(table.code);
    expect(before.totals.amountRemaining).toBeLessThan(2000);

    const page = await withLanguage(PHONE, 'en');
    await page.goto(`/eat/${table.code}/bill`);
    await page.getByTestId('table-bill').waitFor(LIVE);
    await page.getByTestId('bill-gift-code').fill(code.toLowerCase());
    await expect.poll(() => page.getByTestId('bill-gift-pay').isEnabled(), LIVE).toBe(true);
    await shot(page, 'gift-bill-phone-en');
    await page.getByTestId('bill-gift-pay').click();
    await page.locator('[data-testid="table-bill"][data-status="closed"]').waitFor(LIVE);
    const after = await tableBill(table.code).catch(() => null);
    expect(after === null || after.totals.amountRemaining === 0 || after.status !== 'open').toBe(true);
    expect(await api('POST', `/api/public/restaurants/${venue.restaurantId}/gift-cards/balance`, null, { code })).toMatchObject({
      balance: 2000 - before.totals.amountRemaining,
    });
    await page.context().close();
  });
});
