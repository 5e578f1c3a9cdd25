import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api } from '../support/api.ts';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import {
  LIVE,
  fillCard,
  fourDinersShareATable,
  itemIds,
  money,
  placePayLaterOrder,
  remainingOn,
  selectLinesOf,
  strings,
  tableBill,
  text,
} from './bill-support.ts';

let browser: Browser;
let venue: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  // A venue of this spec's own (demo menu, €0.50 order fee, the table view, the demo card gateway).
  venue = await seedVenue({ name: 'Table Bill Bistro' });
});

afterAll(() => browser.close());

describe('the table bill (issue 9, end-to-end scenario 1)', () => {
  it('four diners share table 5: own items with a tip, a third of the bottle, the rest split in two; live everywhere; the table closes at 0', async () => {
    await fourDinersShareATable({ browser, venue, language: 'en' });
  }, 120_000);
});

describe('two diners paying the same item at once (issue 9: races)', () => {
  it('the second gets 409 with the refreshed bill and a translated sentence; nobody pays twice for a line', async () => {
    const t = strings('table-bill', 'en');
    const errors = strings('errors', 'en');
    const table = venue.tables[2]!;
    const items = await itemIds(venue);
    await placePayLaterOrder(venue, table.code, 'Marta', [items.get('Grilled sea bass')!]);
    await placePayLaterOrder(venue, table.code, 'Omar', [items.get('Mushroom risotto')!]);
    const bill = await tableBill(table.code);
    const seaBass = bill.lines.find((line) => line.name === 'Grilled sea bass')!;

    // This phone hears nothing live (its socket is held), as if the other payment landed in the same instant.
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.routeWebSocket(/socket\.io/, () => {});
    await page.goto(`/eat/${table.code}/bill`);
    await page.getByTestId('table-bill').waitFor();
    await selectLinesOf(page, 'Marta', ['Grilled sea bass']);
    await fillCard(page, 'Marta');
    await expect.poll(() => page.getByTestId('pay').isEnabled(), LIVE).toBe(true);

    // Someone else at the table pays the sea bass first.
    await api(
      'POST',
      `/api/public/bills/${bill.token}/payments?tableCode=${table.code}`,
      null,
      {
        selection: { mode: 'items', lineIds: [seaBass.lineId] },
        tip: { kind: 'none' },
        card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
      },
      { 'idempotency-key': randomUUID() },
    );

    await page.getByTestId('pay').click();
    await expect.poll(() => page.getByTestId('pay-error').textContent(), LIVE).toBe(text(errors, 'keys.billLinePaid'));
    expect(await page.getByTestId('bill-changed').locator('h2').textContent()).toBe(text(t, 'changed.title'));
    // The bill on screen is the server's fresh one: the sea bass is paid, what remains is the risotto and the fees.
    await page.locator(`[data-testid="bill-line"][data-name="Grilled sea bass"] [data-state="paid"]`).waitFor(LIVE);
    const after = await tableBill(table.code);
    expect(await remainingOn(page)).toBe(money(after.totals.amountRemaining));
    expect(after.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    expect(after.lines.find((line) => line.lineId === seaBass.lineId)).toMatchObject({ paidAmount: seaBass.amount, remainingAmount: 0 });
    await screenshot(page, 'bill-conflict-phone-en');
    await context.close();
  });
});
