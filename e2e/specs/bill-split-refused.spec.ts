import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, itemIds, money, openBillFromMenu, placePayLaterOrder, seriousViolations, tableBill } from './bill-support.ts';

/** SPEC section 5, word for word. */
const REMAINDER_TOO_SMALL = 'Remaining amount must be at least 1.00';

let browser: Browser;
let venue: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Split Rules Bistro' });
});

afterAll(() => browser.close());

describe('a split that would leave 0.50 (issue 9, end-to-end scenario 2)', () => {
  it('is refused with its exact message, on the phone and by the server, and nothing is paid', async () => {
    const table = venue.tables[1]!;
    const items = await itemIds(venue);
    // The sea bass (€19.50) and the order's €0.50 fee: €20.00 in all.
    await placePayLaterOrder(venue, table.code, 'Marta', [items.get('Grilled sea bass')!]);
    const bill = await tableBill(table.code);
    expect(bill.totals.amountRemaining).toBe(2000);

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await openBillFromMenu(page, table.code, 'en');

    // A custom amount of €19.50 would leave €0.50.
    await page.getByTestId('pay-mode-custom').click();
    await page.getByTestId('custom-amount').fill('19.50');
    await expect.poll(() => page.getByTestId('custom-amount-error').textContent(), LIVE).toBe(REMAINDER_TOO_SMALL);
    expect(await page.getByTestId('pay').isEnabled()).toBe(false);
    await screenshot(page, 'bill-remainder-refused-phone-en');
    // The bill page, its message and its card form have no serious or critical accessibility problems.
    expect(await seriousViolations(page)).toEqual([]);

    // So would paying for the sea bass alone, leaving the order's fee.
    await page.getByTestId('pay-mode-items').click();
    await page.locator('[data-testid="bill-line"][data-name="Grilled sea bass"]').getByTestId('select-line').check();
    await expect.poll(() => page.getByTestId('pay-problem').textContent(), LIVE).toBe(REMAINDER_TOO_SMALL);
    expect(await page.getByTestId('pay').isEnabled()).toBe(false);

    // The server refuses it too, with the same words (a client that skips the screen's check).
    const refused = await page.request.post(`/api/public/bills/${bill.token}/quote?tableCode=${table.code}`, {
      data: { selection: { mode: 'custom', amount: 1950 }, tip: { kind: 'none' } },
    });
    expect(refused.status()).toBe(400);
    const answer = (await refused.json()) as { error: { message: string; details: { key: string; params: { min: string } }[] } };
    expect(answer.error.message).toBe(REMAINDER_TOO_SMALL);
    expect(answer.error.details[0]).toMatchObject({ key: 'splitRemainderTooSmall', params: { min: '1.00' } });

    // Choosing €19.00 instead leaves €1.00, which is allowed: the quote and "Pay" come back.
    await page.getByTestId('pay-mode-custom').click();
    await page.getByTestId('custom-amount').fill('19.00');
    await expect.poll(() => page.getByTestId('quote-remaining-after').textContent(), LIVE).toContain(money(100));
    await expect.poll(() => page.getByTestId('pay').isEnabled(), LIVE).toBe(true);
    expect(await page.getByTestId('custom-amount-error').count()).toBe(0);

    // Nothing was paid or taken.
    expect((await tableBill(table.code)).totals).toMatchObject({ amountPaid: 0, amountPending: 0, amountRemaining: 2000 });
    await context.close();
  });
});
