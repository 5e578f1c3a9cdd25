import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { inviteLinkFor, memberByApi, placeOrder, text, webStrings } from '../support/team.ts';
import { seedVenue } from '../support/venue.ts';

const LIVE = { timeout: 5000 };
const MANAGER_PIN = '2468';

/**
 * Issue 8 on a shared device: a server (front of house) cancels a paid order; the app asks for a
 * manager's PIN (a wrong one is refused in the reader's language), the right one cancels it, and
 * the audit log on /users shows the cancel and who approved it. A used or tampered invite link
 * shows the error page. In English on a desktop and in Arabic on a phone.
 */
describe.each([
  { language: 'en', viewport: DESKTOP, size: 'desktop' },
  { language: 'ar', viewport: PHONE, size: 'phone' },
])('team: manager PIN and audit log ($language, $size)', ({ language, viewport, size }) => {
  const team = webStrings('team-admin', language);
  const errors = webStrings('errors', language);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('asks for a manager PIN to cancel a paid order and logs who approved it', async () => {
    const venue = await seedVenue({ name: `Team PIN ${language}` });
    await api<void>('PUT', '/api/team/me/pin', venue.token, { pin: MANAGER_PIN });
    const server = await memberByApi(venue, 'frontOfHouse', 'Sam Server');

    const till = await newContext(browser, viewport, language);
    const tillPage = await till.newPage();
    await signInByApi(tillPage, server.email, server.password);
    const order = await placeOrder(till.request, venue, { paid: true, note: 'window seat' });
    await tillPage.goto('/orders');
    const card = tillPage.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await card.waitFor(LIVE);

    // The server cancels; the paid order needs a manager.
    await card.getByTestId('cancel-order').click();
    await tillPage.getByTestId('confirm-button').click();
    const dialog = tillPage.getByTestId('manager-pin-dialog');
    await dialog.waitFor(LIVE);
    await dialog.getByTestId('manager-pin').fill('0000');
    await dialog.getByTestId('manager-pin-approve').click();
    await dialog.getByText(text(errors, 'keys.managerPinWrong')).waitFor(LIVE);
    await screenshot(tillPage, `team-pin-${language}-${size}`);
    await dialog.getByTestId('manager-pin').fill(MANAGER_PIN);
    await dialog.getByTestId('manager-pin-approve').click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    // Cancelled, it leaves the open orders.
    await card.waitFor({ state: 'detached', ...LIVE });
    const cancelled = await api<{ items: { id: string }[] }>('GET', '/api/orders?status=cancelled', venue.token);
    expect(cancelled.items.map((item) => item.id)).toContain(order.orderId);

    // The owner reads the audit log: the cancel, by the server, approved by the owner's PIN.
    const owner = await newContext(browser, viewport, language);
    const ownerPage = await owner.newPage();
    await signInByApi(ownerPage, venue.email);
    await ownerPage.goto('/users?tab=audit');
    await ownerPage.getByTestId('audit-action-filter').click();
    await ownerPage.getByRole('option', { name: text(team, 'auditActions.order.cancelled'), exact: true }).click();
    const row = ownerPage.locator('[data-testid="audit-row"][data-action="order.cancelled"]').first();
    await row.waitFor(LIVE);
    expect(await ownerPage.locator('[data-testid="audit-row"]').count()).toBe(1);
    expect(await row.getByTestId('audit-actor').textContent()).toContain('Sam Server');
    expect(await row.getByTestId('audit-approved-by').textContent()).toContain('Spec Owner');
    await screenshot(ownerPage, `team-audit-${language}-${size}`);

    // The invite link works once: used again, or tampered with, it shows the error page.
    const stranger = await newContext(browser, viewport, language);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(inviteLinkFor(server.email));
    await strangerPage.getByTestId('invite-invalid').getByText(text(errors, 'keys.inviteUsed')).waitFor(LIVE);
    await strangerPage.goto(`/team/invite#${'x'.repeat(43)}`);
    await strangerPage.reload();
    await strangerPage.getByTestId('invite-invalid').getByText(text(errors, 'keys.inviteInvalid')).waitFor(LIVE);
    await screenshot(strangerPage, `team-invite-invalid-${language}-${size}`);

    await Promise.all([till.close(), owner.close(), stranger.close()]);
  });
});
