import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { inviteLinkFor, text, webStrings } from '../support/team.ts';
import { seedVenue } from '../support/venue.ts';

const LIVE = { timeout: 5000 };

/**
 * Issue 8: an existing MenuDelite account accepts an invite with its own password (no new one),
 * and a person at two venues picks the venue after signing in; the switch gives a token for the
 * picked venue. Custom roles are made from the same permission checkboxes. English desktop, Arabic phone.
 */
describe.each([
  { language: 'en', viewport: DESKTOP, size: 'desktop' },
  { language: 'ar', viewport: PHONE, size: 'phone' },
])('team: several venues and custom roles ($language, $size)', ({ language, viewport, size }) => {
  const team = webStrings('team-admin', language);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('joins a second venue with an existing account, then picks the venue after signing in', async () => {
    const first = await seedVenue({ name: `First Venue ${language}` });
    const second = await seedVenue({ name: `Second Venue ${language}` });

    // The second venue's owner makes a custom role from the permission checkboxes.
    const owner = await newContext(browser, viewport, language);
    const ownerPage = await owner.newPage();
    const signIn = await ownerPage.request.post('/api/auth/signin', { data: { email: second.email, password: DEMO.password } });
    expect(signIn.ok()).toBe(true);
    await ownerPage.goto('/users?tab=roles');
    await ownerPage.getByTestId('new-role').click();
    await ownerPage.getByTestId('role-name').fill('Shift lead');
    for (const permission of ['orders.take', 'orders.cancel', 'reports.view']) await ownerPage.getByTestId(`permission-${permission}`).check();
    await screenshot(ownerPage, `team-role-form-${language}-${size}`);
    await ownerPage.getByTestId('role-save').click();
    await ownerPage.getByTestId('custom-role').filter({ hasText: 'Shift lead' }).waitFor(LIVE);
    const roles = await api<{ custom: { role: string; name: string }[] }>('GET', '/api/team/roles', second.token);
    const shiftLead = roles.custom.find((role) => role.name === 'Shift lead')!;

    // It invites the first venue's owner (an existing account) with that role.
    await api('POST', '/api/team/invites', second.token, { email: first.email, role: shiftLead.role });
    const person = await newContext(browser, viewport, language);
    const page = await person.newPage();
    await page.goto(inviteLinkFor(first.email));
    await page.getByTestId('accept-form').waitFor(LIVE);
    expect(await page.getByTestId('accept-form').getAttribute('data-mode')).toBe('existingAccount');
    await page.getByTestId('accept-password').fill('Wrong!pass1');
    await page.getByTestId('accept-submit').click();
    await page.getByTestId('api-error').waitFor(LIVE);
    await page.getByTestId('accept-password').fill(DEMO.password);
    await page.getByTestId('accept-submit').click();
    await page.waitForURL('**/orders', LIVE);

    // Signing in again: the picker lists both venues; picking the second acts for it.
    await page.context().clearCookies();
    await page.goto('/signin');
    await page.getByTestId('signin-password').waitFor();
    await page.locator('input[type="email"]').fill(first.email);
    await page.getByTestId('signin-password').fill(DEMO.password);
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('venue-picker').waitFor(LIVE);
    expect(await page.getByTestId('venue-choice').count()).toBe(2);
    await screenshot(page, `team-venues-${language}-${size}`);
    await page.getByTestId('venue-choice').filter({ hasText: second.name }).click();
    await page.waitForURL('**/orders', LIVE);
    await page.getByTestId('venue-name').filter({ hasText: second.name }).waitFor(LIVE);
    expect(await page.getByTestId('venue-name').textContent()).toBe(second.name);
    // The staff navigation offers the way back to the picker to someone at several venues.
    await page.getByTestId('switch-venue').waitFor({ state: 'attached', ...LIVE });
    // The custom role shows its own name on /users of the second venue, beside the built-in ones.
    await ownerPage.goto('/users');
    await ownerPage.getByTestId('member-row').filter({ hasText: 'Shift lead' }).waitFor(LIVE);
    expect(text(team, 'roleNames.owner')).toBeTruthy();

    await Promise.all([owner.close(), person.close()]);
  });
});
