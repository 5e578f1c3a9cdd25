import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInByApi, uniqueEmail, DEMO } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { inviteLinkFor, placeOrder, text, webStrings } from '../support/team.ts';
import { seedVenue } from '../support/venue.ts';

const LIVE = { timeout: 5000 };

/**
 * Issue 8: the owner invites a kitchen user on /users; they accept through the outbox link, land on
 * the kitchen view and see nothing else; bumping an order to ready moves it live on the
 * front-of-house dashboard. In English on a desktop and in Arabic on a phone.
 */
describe.each([
  { language: 'en', viewport: DESKTOP, size: 'desktop' },
  { language: 'ar', viewport: PHONE, size: 'phone' },
])('team: kitchen member ($language, $size)', ({ language, viewport, size }) => {
  const team = webStrings('team-admin', language);
  const kitchenStrings = webStrings('kitchen-view', language);
  const app = webStrings('translation', language);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('invites, accepts, shows only the kitchen view, and a bump reaches the front of house live', async () => {
    const venue = await seedVenue({ name: `Team Kitchen ${language}` });
    const owner = await newContext(browser, viewport, language);
    const ownerPage = await owner.newPage();
    await signInByApi(ownerPage, venue.email);

    // The owner invites a kitchen user on /users.
    await ownerPage.goto('/users');
    await ownerPage.getByTestId('invite-member').click();
    const email = uniqueEmail('cook');
    await ownerPage.getByTestId('invite-email').fill(email);
    await ownerPage.getByTestId('invite-role').click();
    await ownerPage.getByRole('option', { name: text(team, 'roleNames.kitchen'), exact: true }).click();
    await screenshot(ownerPage, `team-invite-form-${language}-${size}`);
    await ownerPage.getByTestId('invite-send').click();
    await ownerPage.getByTestId('pending-invite').filter({ hasText: email }).waitFor();
    await screenshot(ownerPage, `team-users-${language}-${size}`);

    // They accept through the e-mailed link with a new account and land on the kitchen view.
    const cook = await newContext(browser, viewport, language);
    const cookPage = await cook.newPage();
    await cookPage.goto(inviteLinkFor(email));
    await cookPage.getByTestId('accept-form').waitFor();
    expect(await cookPage.getByTestId('accept-form').getAttribute('data-mode')).toBe('newAccount');
    await screenshot(cookPage, `team-accept-${language}-${size}`);
    await cookPage.getByTestId('accept-name').fill('Kai Cook');
    await cookPage.getByTestId('accept-password').fill(DEMO.password);
    await cookPage.getByTestId('accept-submit').click();
    await cookPage.waitForURL('**/orders/kitchen');
    await cookPage.getByTestId('kitchen-view').waitFor();

    // Only the kitchen view: no orders dashboard, menu, settings or money in the navigation.
    if (size === 'phone') await cookPage.getByRole('button', { name: text(app, 'nav.toggleMenu') }).click();
    const nav = cookPage.getByRole('navigation', { name: text(app, 'nav.business') });
    await nav.getByRole('link', { name: text(app, 'nav.kitchen') }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([text(app, 'nav.kitchen')]);
    for (const path of ['/menu', '/settings', '/orders', '/users']) {
      await cookPage.goto(path);
      await cookPage.waitForURL('**/orders/kitchen');
    }
    // The server agrees: the kitchen's own token may not read the menu editor's data.
    const signedIn = await cook.request.post('/api/auth/refresh');
    const cookToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
    await expect(api('GET', '/api/team/members', cookToken)).rejects.toThrow(/403/);

    // The front of house (the owner's dashboard) has an order a server accepted.
    const order = await placeOrder(owner.request, venue, { paid: false, note: 'birthday' });
    await ownerPage.goto('/orders');
    const card = ownerPage.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await card.waitFor(LIVE);
    await api('POST', `/api/orders/${order.orderId}/transition`, venue.token, { from: 'new', to: 'accepted' });

    // The kitchen sees it live, starts it and bumps it to ready.
    await cookPage.goto('/orders/kitchen');
    const ticket = cookPage.locator(`[data-testid="kitchen-order"][data-order-id="${order.orderId}"]`);
    await ticket.waitFor(LIVE);
    await ticket.getByTestId('start-preparing').click();
    await cookPage.locator(`[data-testid="kitchen-order"][data-order-id="${order.orderId}"][data-status="preparing"]`).waitFor(LIVE);
    await screenshot(cookPage, `team-kitchen-${language}-${size}`);
    expect(await ticket.getByTestId('bump-ready').textContent()).toBe(text(kitchenStrings, 'actions.ready'));
    await ticket.getByTestId('bump-ready').click();
    await ticket.waitFor({ state: 'detached', ...LIVE });

    // The front-of-house screen follows without a reload.
    await ownerPage.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"][data-status="ready"]`).waitFor(LIVE);

    await owner.close();
    await cook.close();
  });
});
