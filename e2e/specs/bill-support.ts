import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { billSharePath, type TBill } from '@menudelite/shared/bills/contracts';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { formatMoney } from '@menudelite/shared/money/format';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, newContext, screenshot } from '../support/browser.ts';
import type { TSeededVenue } from '../support/venue.ts';

/**
 * What the table-bill specs share (bill-table.spec.ts, bill-split-refused.spec.ts,
 * bill-arabic.spec.ts): orders placed at a table through the public API, the diner's bill page
 * and the staff table view, driven as people do.
 */

/** Live updates arrive within a second; the specs wait up to 8 s so a busy machine does not flake. */
export const LIVE = { timeout: 8000 };
export const money = (minor: number) => formatMoney(minor, 'eur');

type TTree = { [key: string]: string | TTree };
/** A locale file of the web app, so the specs check what people really read. */
export function strings(namespace: 'table-bill' | 'bill-staff' | 'orders-dashboard' | 'errors', language: string): TTree {
  const path = namespace === 'errors' ? `../../apps/web/src/i18n/errors/${language}.json` : `../../apps/web/src/features/${namespace}/locales/${language}.json`;
  return JSON.parse(readFileSync(resolve(import.meta.dirname, path), 'utf8')) as TTree;
}
/** A dotted key of a locale tree, with its {{values}} filled in. */
export function text(tree: TTree, key: string, values: Record<string, string | number> = {}): string {
  const template = key.split('.').reduce<TTree | string>((node, part) => (node as TTree)[part]!, tree) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** The venue's menu items by name (the spec's venue is a copy of the demo menu, every item available). */
export async function itemIds(venue: TSeededVenue): Promise<Map<string, string>> {
  const menu = await api<TPublicMenu>('GET', `/api/public/restaurants/${venue.slug}/menu`, null);
  return new Map(menu.items.map((item) => [item.name, item.id]));
}

/** A diner's pay-later dine-in order at a table, through the public API (quote, then the order). */
export async function placePayLaterOrder(venue: TSeededVenue, tableCode: string, name: string, itemIdsToOrder: string[]): Promise<void> {
  const body = {
    type: 'dine_in',
    tableCode,
    customer: { name },
    notes: '',
    lines: itemIdsToOrder.map((itemId) => ({ itemId, quantity: 1, modifierIds: [], notes: '' })),
    paymentMethod: 'pay_later',
  };
  const quote = await api<{ total: number }>('POST', `/api/public/restaurants/${venue.restaurantId}/orders/quote`, null, body);
  await api('POST', `/api/public/restaurants/${venue.restaurantId}/orders`, null, { ...body, expectedTotal: quote.total }, { 'idempotency-key': randomUUID() });
}

export function tableBill(tableCode: string): Promise<TBill> {
  return api<TBill>('GET', `/api/public/tables/${encodeURIComponent(tableCode)}/bill`, null);
}

/** Page text without the direction isolates (FSI/PDI) the screen puts around names and amounts inside sentences. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

/** The diner's "Amount remaining" as the page shows it. */
export async function remainingOn(page: Page): Promise<string> {
  return ((await page.getByTestId('figure-amountRemaining').locator('dd').textContent()) ?? '').trim();
}

/** A diner opens the table's menu in their language and follows "View bill / pay" to the live bill. */
export async function openBillFromMenu(page: Page, tableCode: string, language: string): Promise<void> {
  await page.goto(`/eat/${tableCode}/${language}`);
  await page.getByTestId('view-bill').click();
  await page.getByTestId('table-bill').waitFor();
  await page.waitForURL(/\/bill\?token=/);
  await page.locator('[data-testid="live-indicator"][data-connected="true"]').waitFor(LIVE);
}

/** The demo gateway's approved card, and the payer's name the table sees. */
export async function fillCard(page: Page, payerName: string): Promise<void> {
  await page.getByTestId('payer-name').fill(payerName);
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
}

/** "Pay" once the server's quote for the choice is on screen; answers the total due it showed. */
export async function payAndWait(page: Page): Promise<string> {
  await expect.poll(() => page.getByTestId('pay').isEnabled(), LIVE).toBe(true);
  const total = ((await page.getByTestId('quote-total').locator('dd').textContent()) ?? '').trim();
  expect(await page.getByTestId('pay').textContent()).toContain(total);
  await page.getByTestId('pay').click();
  await page.getByTestId('payment-done').waitFor(LIVE);
  return total;
}

/** Ticks the lines one diner ordered ("Pay for selected items"). */
export async function selectLinesOf(page: Page, orderedBy: string, names: string[]): Promise<void> {
  await page.getByTestId('pay-mode-items').click();
  for (const name of names) {
    await page.locator(`[data-testid="bill-line"][data-ordered-by="${orderedBy}"][data-name="${name}"]`).getByTestId('select-line').check();
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type TAxeWindow = {
  axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
};

/** axe-core's serious and critical findings (evaluated, not injected: a paying page's CSP allows no inline script). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
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

/** Counts the dashboard's chime (two tones each): Web Audio oscillators created by the page. */
export async function countTones(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counter = window as unknown as { tones: number };
    counter.tones = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      counter.tones++;
      return original.call(this);
    };
  });
}
export const tonesOn = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);

export type TJourney = { browser: Browser; venue: TSeededVenue; language: 'en' | 'ar' };

/**
 * Issue 9's table journey: four diners share one table; one pays their own items with a tip, one
 * pays a third of the shared bottle, the last two split the remainder evenly. Every phone's bill
 * updates live, the staff table view shows each payment (with the chime), and the table closes at 0.
 */
export async function fourDinersShareATable({ browser, venue, language }: TJourney): Promise<void> {
  const t = strings('table-bill', language);
  const table = venue.tables[4]!;
  const items = await itemIds(venue);
  const id = (name: string) => items.get(name)!;
  await placePayLaterOrder(venue, table.code, 'Marta', [id('Grilled sea bass')]);
  await placePayLaterOrder(venue, table.code, 'Omar', [id('Mushroom risotto'), id('House red wine')]);
  await placePayLaterOrder(venue, table.code, 'Lena', [id('Tiramisu')]);
  await placePayLaterOrder(venue, table.code, 'Ana', [id('Bruschetta')]);
  const bill = await tableBill(table.code);
  const line = (name: string) => bill.lines.find((candidate) => candidate.name === name)!;
  const fee = (orderedBy: string) => bill.lines.find((candidate) => candidate.kind === 'orderFee' && candidate.orderedBy === orderedBy)!;
  const total = bill.totals.totalBill;
  expect(total).toBe(bill.lines.reduce((sum, entry) => sum + entry.amount, 0));

  // The staff table view, on a desktop, signed in as the owner (the chime counted).
  const staffContext = await newContext(browser, DESKTOP);
  await countTones(staffContext);
  const staff = await staffContext.newPage();
  await signInByApi(staff, venue.email, venue.password);
  await staff.goto('/orders?view=tables');
  const card = staff.locator(`[data-testid="table-card"][data-table="${table.tableDisplayId}"]`);
  await card.getByTestId('table-bill').waitFor(LIVE);
  // Browsers keep audio off until the page is clicked: staff click the dashboard once, as they do.
  await staff.getByTestId('orders-landing').click({ position: { x: 5, y: 5 } });
  expect(await card.getByTestId('table-bill-remaining').textContent()).toContain(money(total));

  // Four phones at the table, each on the live bill.
  const diners: Page[] = [];
  const contexts: BrowserContext[] = [];
  for (let n = 0; n < 4; n++) {
    const context = await newContext(browser, PHONE, language);
    contexts.push(context);
    const page = await context.newPage();
    await openBillFromMenu(page, table.code, language);
    diners.push(page);
  }
  const [marta, omar, lena, ana] = diners as [Page, Page, Page, Page];
  expect(await marta.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(await marta.getByTestId('bill-lines').locator('h2').textContent()).toBe(text(t, 'lines.heading'));
  expect(await textOf(marta.locator(`[data-testid="bill-line"][data-name="Grilled sea bass"]`))).toContain(
    text(t, 'lines.orderedBy', { name: 'Marta', number: fee('Marta').orderNumber }),
  );
  for (const page of diners) expect(await remainingOn(page)).toBe(money(total));
  await screenshot(marta, `bill-open-phone-${language}`);

  // "Copy link" (SPEC: link copied to clipboard) puts the bill's own address, with its token, on the clipboard.
  await contexts[0]!.grantPermissions(['clipboard-read', 'clipboard-write']);
  await marta.getByTestId('copy-link').click();
  await expect.poll(() => marta.getByTestId('link-copied').textContent(), LIVE).toBe(text(t, 'linkCopied'));
  const copied = await marta.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(billSharePath(table.code, bill.token));

  const payments = () => card.getByTestId('table-bill-payment');
  const everyoneSees = async (remaining: number) => {
    for (const page of diners) await expect.poll(() => remainingOn(page), LIVE).toBe(money(remaining));
    await expect.poll(async () => (await card.getByTestId('table-bill-remaining').textContent()) ?? '', LIVE).toContain(money(remaining));
  };

  // 1. Marta pays her own items (the sea bass and her order's fee) with a 10 % tip on her share's
  // items (never on the order fee: docs/decisions.md).
  const martaShare = line('Grilled sea bass').amount + fee('Marta').amount;
  const martaTip = Math.round(line('Grilled sea bass').amount / 10);
  await selectLinesOf(marta, 'Marta', ['Grilled sea bass', fee('Marta').name]);
  await marta.getByTestId('tip-10').click();
  await fillCard(marta, 'Marta');
  await expect.poll(async () => (await marta.getByTestId('quote-tip').locator('dd').textContent())?.trim(), LIVE).toBe(money(martaTip));
  expect((await marta.getByTestId('quote-share').locator('dd').textContent())?.trim()).toBe(money(martaShare));
  // The card processing fee is shown before paying (issue 9: never surprise the diner).
  const martaFee = Math.round(((martaShare + martaTip) * bill.processingFeeRule.percent) / 100) + bill.processingFeeRule.fixed;
  expect((await marta.getByTestId('quote-processingFee').locator('dd').textContent())?.trim()).toBe(money(martaFee));
  await screenshot(marta, `bill-pay-items-tip-phone-${language}`);
  expect(await payAndWait(marta)).toBe(money(martaShare + martaTip + martaFee));
  let remaining = total - martaShare;
  await everyoneSees(remaining);
  await expect.poll(() => payments().count(), LIVE).toBe(1);
  expect(await payments().first().textContent()).toContain('Marta');
  expect(await payments().first().getByTestId('table-bill-payment-amount').textContent()).toBe(money(martaShare + martaTip));
  await expect.poll(() => tonesOn(staff), LIVE).toBe(2);
  // Her lines read as paid on every phone.
  await omar.locator(`[data-testid="bill-line"][data-ordered-by="Marta"][data-name="Grilled sea bass"] [data-state="paid"]`).waitFor(LIVE);

  // 2. Omar pays a third of the shared bottle.
  const wine = line('House red wine');
  const third = Math.ceil(wine.amount / 3);
  await omar.getByTestId('pay-mode-itemShare').click();
  await omar.getByTestId('share-item').selectOption(wine.lineId);
  await omar.getByTestId('share-parts-more').click();
  expect(await omar.getByTestId('share-parts-value').textContent()).toBe(text(t, 'pay.partsValue', { count: 3 }));
  await expect
    .poll(() => textOf(omar.getByTestId('share-summary')), LIVE)
    .toBe(text(t, 'pay.shareOf', { shares: 1, parts: 3, name: wine.name, amount: money(third) }));
  await fillCard(omar, 'Omar');
  await payAndWait(omar);
  remaining -= third;
  await everyoneSees(remaining);
  await expect.poll(() => payments().count(), LIVE).toBe(2);
  await lena.locator(`[data-testid="bill-line"][data-name="House red wine"] [data-state="shares"]`).waitFor(LIVE);
  expect(await lena.locator(`[data-testid="bill-line"][data-name="House red wine"] [data-state="shares"]`).textContent()).toBe(
    text(t, 'lines.sharesPaid', { paid: 1, parts: 3 }),
  );
  await expect.poll(() => tonesOn(staff), LIVE).toBe(4);
  // The table card's "still to pay" follows the bill (partial payments and shares), not the unpaid orders.
  await expect.poll(() => textOf(card.getByTestId('table-unpaid').locator('bdi')), LIVE).toBe(money(remaining));

  // 3. Lena and Ana split what remains between the two of them: the first share carries the odd cent.
  const first = Math.ceil(remaining / 2);
  const second = remaining - first;
  await lena.getByTestId('pay-mode-split').click();
  expect(await lena.getByTestId('split-people-value').textContent()).toBe('2');
  expect(await textOf(lena.getByTestId('split-yours'))).toBe(text(t, 'pay.splitYours', { index: 1, people: 2, amount: money(first) }));
  await fillCard(lena, 'Lena');
  await screenshot(lena, `bill-split-phone-${language}`);
  await payAndWait(lena);
  remaining -= first;
  await everyoneSees(remaining);
  await expect.poll(() => payments().count(), LIVE).toBe(3);

  // Ana's phone follows the plan: she pays the second of two shares, which ends the bill at exactly 0.
  await ana.getByTestId('pay-mode-split').click();
  await expect.poll(() => textOf(ana.getByTestId('split-yours')), LIVE).toBe(text(t, 'pay.splitYours', { index: 2, people: 2, amount: money(second) }));
  await ana.getByTestId('quote-remaining-after').getByText(text(t, 'summary.closesBill')).waitFor(LIVE);
  await fillCard(ana, 'Ana');
  await payAndWait(ana);

  // The table closes at 0: every phone shows the paid bill, staff see it closed with four payments.
  for (const page of diners) {
    await page.locator('[data-testid="table-bill"][data-status="closed"]').waitFor(LIVE);
    expect(await remainingOn(page)).toBe(money(0));
    expect(await page.getByTestId('bill-closed').locator('h2').textContent()).toBe(text(t, 'closed.title'));
    expect(await page.getByTestId('bill-payment').count()).toBe(4);
  }
  await card.locator('[data-testid="table-bill"][data-status="closed"]').waitFor(LIVE);
  expect(await payments().count()).toBe(4);
  expect(await card.getByTestId('table-bill-status').textContent()).toBe(text(strings('bill-staff', 'en'), 'closed'));
  // The card's orders are paid now: its "Still to pay" goes without a reload.
  const stillToPay = text(strings('orders-dashboard', 'en'), 'tables.unpaid');
  await expect.poll(() => card.getByText(stillToPay).count(), LIVE).toBe(0);
  await expect.poll(() => tonesOn(staff), LIVE).toBe(8);
  await screenshot(lena, `bill-closed-phone-${language}`);
  await screenshot(staff, `bill-staff-tables-desktop-${language}`);

  const closed = await api<TBill>('GET', `/api/public/bills/${bill.token}`, null);
  expect(closed).toMatchObject({ status: 'closed', totals: { amountRemaining: 0, amountPaid: total, amountPending: 0 } });
  expect(closed.payments.map((payment) => payment.amount)).toEqual([martaShare, third, first, second]);
  for (const context of [...contexts, staffContext]) await context.close();
}
