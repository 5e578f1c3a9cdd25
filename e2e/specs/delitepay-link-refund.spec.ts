import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { delitePayCharge, type TPaymentPageInfo, type TTransactionPage } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { memberByApi, text, webStrings } from '../support/team.ts';
import { seedVenue } from '../support/venue.ts';

const LIVE = { timeout: 8000 };
const euro = (minor: number) => formatMoney(minor, 'eur');
/** Money as the page prints it: the same figures, whatever the bidi marks around them. */
const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim() ?? '';

/** '#1f6f5c' as the browser computes it: 'rgb(31, 111, 92)'. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The background of a diner page's header (the venue's band). */
const headerColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);

async function fillCard(page: Page) {
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
}

/**
 * Issue 9, end-to-end scenario 4 (DelitePay): the venue switches DelitePay on, staff create a
 * payment link on /delitePay; a customer opens it, sees every figure (amount, tip, card fee, total)
 * before paying by card, and lands on the success page; the used link then reads as paid; the
 * payment shows in /paymentPageTransactions with the period's totals and in the CSV; a manager
 * refunds part of it (more than is left is refused in the reader's language first). In English on
 * a desktop and in Arabic on a phone.
 */
describe.each([
  { language: 'en', viewport: DESKTOP, size: 'desktop' },
  { language: 'ar', viewport: PHONE, size: 'phone' },
])('DelitePay: payment link paid, then partly refunded ($language, $size)', ({ language, viewport, size }) => {
  const admin = webStrings('delitepay-admin', language);
  const pub = webStrings('delitepay-public', language);
  const errors = webStrings('errors', language);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('creates a link, the customer pays it, it shows in the transactions and a manager refunds part of it', async () => {
    const venue = await seedVenue({ name: `DelitePay ${language}` });
    const manager = await memberByApi(venue, 'manager', 'Mia Manager');
    const customerEmail = `payer-${language}@example.com`;

    // A new venue has DelitePay off: its payment page says so, in the customer's language.
    const customer = await newContext(browser, viewport, language);
    const payer = await customer.newPage();
    await payer.goto(`/${venue.slug}/payment-page`);
    await payer.getByTestId('delitepay-problem').waitFor(LIVE);
    expect(await payer.getByTestId('delitepay-problem-body').getAttribute('data-problem')).toBe('delitePayOff');
    expect(await textOf(payer.getByTestId('delitepay-problem-body'))).toBe(text(errors, 'keys.delitePayOff'));
    await payer.getByRole('heading', { name: text(pub, 'problems.delitePayOff.title') }).waitFor(LIVE);

    // The owner switches it on and creates a single-use link on /delitePay.
    const staff = await newContext(browser, viewport, language);
    const owner = await staff.newPage();
    await signInByApi(owner, venue.email, venue.password);
    await owner.goto('/delitePay');
    await owner.getByTestId('delitepay-off').waitFor(LIVE);
    const toggle = owner.getByTestId('delitepay-switch');
    await expect.poll(() => toggle.isEnabled(), LIVE).toBe(true);
    await toggle.click({ force: true });
    await owner.getByTestId('delitepay-off').waitFor({ state: 'detached', ...LIVE });
    // The form refuses an amount below 1.00 with SPEC section 5's message before sending anything.
    await owner.getByTestId('link-amount').fill('0.50');
    await owner.getByTestId('link-create').click();
    await owner.getByText(text(errors, 'keys.splitAmountTooSmall').replace('{{min}}', euro(100))).waitFor(LIVE);
    await owner.getByTestId('link-amount').fill('45.00');
    await owner.getByTestId('link-description').fill('Terrace deposit, Saturday');
    await owner.getByTestId('link-reference').fill('BK-77');
    await owner.getByTestId('link-create').click();
    const linkUrl = (await textOf(owner.getByTestId('link-created-url'))) || '';
    expect(linkUrl).toMatch(new RegExp(`/${venue.slug}/payment-page\\?link=`));
    const row = owner.locator('[data-testid="link-row"]').filter({ hasText: 'Terrace deposit, Saturday' });
    await row.waitFor(LIVE);
    expect(await row.getAttribute('data-status')).toBe('active');
    expect(await textOf(row.getByTestId('link-status'))).toBe(text(admin, 'status.active'));
    await screenshot(owner, `delitepay-links-${language}-${size}`);

    // The customer opens the link: its description and fixed amount, a 10 % tip, every figure before paying.
    const info = await api<TPaymentPageInfo>('GET', `/api/public/payment-page/${venue.slug}`, null);
    const tip = 450;
    const { processingFee, total } = delitePayCharge(4500, tip, info.processingFeeRule);
    await payer.goto(new URL(linkUrl).pathname + new URL(linkUrl).search);
    await payer.getByTestId('pay-link-section').waitFor(LIVE);
    expect(await textOf(payer.getByTestId('pay-link-description'))).toBe('Terrace deposit, Saturday');
    expect(await textOf(payer.getByTestId('pay-link-amount'))).toBe(euro(4500));
    expect(await headerColour(payer)).toBe(rgbOf(info.primaryColor));
    await payer.getByTestId('tip-10').click();
    await payer.getByTestId('payer-name').fill('Marta Vella');
    await payer.getByTestId('payer-email').fill(customerEmail);
    expect(await textOf(payer.getByTestId('summary-tip'))).toBe(euro(tip));
    expect(await textOf(payer.getByTestId('summary-fees'))).toBe(euro(processingFee));
    expect(await textOf(payer.getByTestId('summary-total'))).toBe(euro(total));
    await fillCard(payer);
    await screenshot(payer, `delitepay-pay-link-${language}-${size}`);
    await payer.getByTestId('pay-submit').click();

    // The success page: what was paid, the card's last four digits, where the receipt went.
    const success = payer.getByTestId('payment-success-page');
    await success.waitFor(LIVE);
    expect(payer.url()).toMatch(new RegExp(`/restaurants/${venue.restaurantId}/payment/success/`));
    expect(await success.getAttribute('data-status')).toBe('succeeded');
    expect(await textOf(payer.getByTestId('success-total'))).toBe(euro(total));
    expect(await textOf(payer.getByTestId('success-amount'))).toBe(euro(4500));
    expect(await textOf(payer.getByTestId('success-tip'))).toBe(euro(tip));
    expect(await textOf(payer.getByTestId('success-card'))).toContain('4242');
    expect(await textOf(payer.getByTestId('success-receipt'))).toContain(customerEmail);
    // The venue's colour heads the success page as it headed the payment page.
    expect(await headerColour(payer)).toBe(rgbOf(info.primaryColor));
    await screenshot(payer, `delitepay-success-${language}-${size}`);

    // Single use: opened again, the link reads as paid, in the shared error wording.
    await payer.goto(new URL(linkUrl).pathname + new URL(linkUrl).search);
    await payer.getByTestId('delitepay-problem').waitFor(LIVE);
    expect(await payer.getByTestId('delitepay-problem-body').getAttribute('data-problem')).toBe('paymentLinkUsed');
    expect(await textOf(payer.getByTestId('delitepay-problem-body'))).toBe(text(errors, 'keys.paymentLinkUsed'));
    await owner.reload();
    await row.waitFor(LIVE);
    await expect.poll(() => row.getAttribute('data-status'), LIVE).toBe('paid');

    // A manager finds it in /paymentPageTransactions, with the period's totals.
    const office = await newContext(browser, viewport, language);
    const desk = await office.newPage();
    await signInByApi(desk, manager.email, manager.password);
    await desk.goto('/paymentPageTransactions');
    const payment = desk.locator('[data-testid="transaction-row"]').filter({ hasText: 'Terrace deposit, Saturday' });
    await payment.waitFor(LIVE);
    expect(await textOf(payment.getByTestId('transaction-total'))).toBe(euro(total));
    expect(await textOf(desk.getByTestId('totals-count'))).toBe('1');
    expect(await textOf(desk.getByTestId('totals-total'))).toBe(euro(total));
    expect(await textOf(desk.getByTestId('totals-processingFee'))).toBe(euro(processingFee));

    // The CSV of the same filters carries the payment.
    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('transactions-csv').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^delitepay-${venue.slug}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('BK-77');
    expect(csv).toContain('Marta Vella');
    expect(csv).toContain('45.00');

    // Part of it back: more than is left is refused first, in the reader's language; then 10.00.
    await payment.getByTestId('transaction-refund').click();
    const dialog = desk.getByTestId('refund-form');
    await dialog.waitFor(LIVE);
    await dialog.getByTestId('refund-partial').check();
    await dialog.getByTestId('refund-amount').fill(String((total + 100) / 100));
    await dialog.getByTestId('refund-submit').click();
    await dialog.getByText(text(errors, 'keys.refundAboveCaptured').replace('{{left}}', euro(total))).waitFor(LIVE);
    await dialog.getByTestId('refund-amount').fill('10.00');
    await screenshot(desk, `delitepay-refund-${language}-${size}`);
    await dialog.getByTestId('refund-submit').click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await expect.poll(async () => textOf(payment.getByTestId('transaction-refunded')), LIVE).toBe(text(admin, 'paymentStatus.partlyRefunded'));
    expect(await textOf(desk.getByTestId('totals-refunded'))).toBe(euro(1000));
    expect(await textOf(desk.getByTestId('totals-net'))).toBe(euro(total - 1000));
    await screenshot(desk, `delitepay-transactions-${language}-${size}`);

    // The server agrees: 10.00 refunded, the rest still refundable.
    const listed = await api<TTransactionPage>('GET', '/api/restaurant/payment-page-transactions', venue.token);
    const paid = listed.items.find((item) => item.reference === 'BK-77')!;
    expect(paid).toMatchObject({ status: 'succeeded', amount: 4500, tip, processingFee, total, refundedAmount: 1000, refundableAmount: total - 1000 });

    await Promise.all([customer.close(), staff.close(), office.close()]);
  }, 120_000);
});
