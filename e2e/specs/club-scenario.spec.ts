import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TClubPlan, TClubSubscription } from '@menudelite/shared/growth/club';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { DEMO, signInByApi, uniqueEmail } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, cartLines, fillDemoCard, locale, openCheckoutWithCart, publicMenu, waitForQuoteSettled } from './checkout-offers-support.ts';

const clubEn = locale('features/club-public/locales/en.json');
const clubAr = locale('features/club-public/locales/ar.json');
const dinerEn = locale('features/diner-menu/locales/en.json');
const errorsEn = locale('i18n/errors/en.json');

/**
 * Scenario 5 of issue 11: a club member orders a free-with-club coffee (the quote shows it free) and
 * cancels at the end of the period (the page says PENDING CANCELLATION). Screens of /deliteClub, the
 * customer's club page and /deliteClubInfo in English and Arabic, at phone and desktop size.
 */
let browser: Browser;
let venue: TSeededVenue;
let plan: TClubPlan;
const email = uniqueEmail('club');
/** A customer who has not subscribed: the subscribe page's screens. */
const browsing = uniqueEmail('club-browse');

async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  const dir = '/tmp/team/shots/club';
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, `${name}.png`));
}

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Club Bistro' });
  const menu = await publicMenu(venue.restaurantId);
  const espresso = menu.items.find((item) => item.name === 'Espresso')!;
  await api('PATCH', '/api/restaurant/club-settings', venue.token, { allowsDeliteClub: true });
  plan = await api<TClubPlan>('POST', '/api/restaurant/club/plans', venue.token, {
    name: 'Coffee Club',
    description: 'A coffee on us every day, and 10% off everything else.',
    monthlyPrice: 999,
    percentOff: 10,
    freeItemIds: [espresso.id],
    freeItemsPerDay: 1,
  });
  await api('POST', '/api/restaurant/club/plans', venue.token, { name: 'Weekend Club', monthlyPrice: 499, percentOff: 5 });
  await api('POST', '/api/auth/signup', null, { accountType: 'customer', email, password: DEMO.password, fullName: 'Cleo Club' });
  await api('POST', '/api/auth/signup', null, { accountType: 'customer', email: browsing, password: DEMO.password, fullName: 'Bea Browse' });
});

afterAll(() => browser?.close());

describe('DeliteClub', () => {
  it('a member orders a free-with-club coffee and cancels at the end of the period', async () => {
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    await signInByApi(page, email);
    const menu = await publicMenu(venue.restaurantId);

    // The menu marks the espresso free with the club and links to the club page.
    await page.goto(`/restaurants/${venue.restaurantId}/menu`);
    await page.getByTestId('diner-menu').waitFor();
    const espressoCard = page.locator(`[data-item-id="${menu.items.find((i) => i.name === 'Espresso')!.id}"]`);
    expect(await espressoCard.getByTestId('item-free-with-club').textContent()).toBe(dinerEn.item.freeWithClub);
    await page.getByTestId('menu-club').click();
    await page.getByTestId('club-public-page').waitFor();

    // No plan chosen (two plans, none picked): the SPEC's message.
    await page.getByTestId('plan-choice').first().waitFor(LIVE);
    await page.getByTestId('subscribe').click();
    expect(await page.getByTestId('subscription-required').textContent()).toBe(errorsEn.keys.subscriptionRequired);
    await shot(page, 'club-subscribe-phone-en');

    await page.getByTestId('plan-choice').filter({ hasText: 'Coffee Club' }).click();
    await fillDemoCard(page);
    await page.getByTestId('subscribe').click();
    await page.getByTestId('my-subscription').waitFor(LIVE);
    expect(await page.getByTestId('subscription-status').textContent()).toBe(clubEn.status.active);

    // The order: an espresso (free with the club) and a tiramisu (10% off), paid by card.
    await openCheckoutWithCart(
      page,
      venue.tables[0]!.code,
      venue.restaurantId,
      cartLines(menu, [
        ['Espresso', 1],
        ['Tiramisu', 1],
      ]),
    );
    await page.getByTestId('customer-name').fill('Cleo Club');
    await page.getByTestId('payment-card').click();
    await waitForQuoteSettled(page);
    const discounts = page.getByTestId('total-benefit-discount');
    await expect.poll(() => discounts.count(), LIVE).toBe(2);
    expect(await discounts.nth(0).textContent()).toContain('Coffee Club (1 free)');
    expect((await discounts.nth(0).locator('dd').textContent())?.replace(/[\u2068\u2069\s]/g, '')).toBe('-€2.80');
    expect((await discounts.nth(1).locator('dd').textContent())?.replace(/[\u2068\u2069\s]/g, '')).toBe('-€0.75');
    await fillDemoCard(page);
    await waitForQuoteSettled(page);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-status').waitFor(LIVE);

    // Cancel at the end of the period: PENDING CANCELLATION, with the day it ends.
    await page.goto(`/restaurants/${venue.restaurantId}/club`);
    await page.getByTestId('cancel-period-end').click();
    await expect.poll(() => page.getByTestId('subscription-status').textContent(), LIVE).toBe('PENDING CANCELLATION');
    await page.getByTestId('subscription-ends').waitFor();
    await shot(page, 'club-pending-phone-en');
    await context.close();
  });

  it('screens: /deliteClub, the club page and /deliteClubInfo in English and Arabic, phone and desktop', async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const language of ['en', 'ar'] as const) {
        const context = await newContext(browser, viewport, language);
        const page = await context.newPage();
        await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);

        await signInByApi(page, venue.email, venue.password);
        await page.goto('/deliteClub');
        await page.getByTestId('club-page').waitFor(LIVE);
        await page.getByTestId('plan-row').first().waitFor(LIVE);
        await page.getByTestId('member-row').first().waitFor(LIVE);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await shot(page, `club-admin-${size}-${language}`);
        // The plan form: in English on a desktop a plan is made through it; elsewhere it is looked at.
        await page.getByTestId('plan-add').click();
        await page.getByTestId('plan-name').waitFor(LIVE);
        if (size === 'desktop' && language === 'en') {
          await page.getByTestId('plan-name').fill('Tea Club');
          await page.getByTestId('plan-price').fill('6,50');
          await page.getByTestId('plan-items').click();
          await page.getByRole('option', { name: 'Mint lemonade' }).click();
          // Closes the list of items (Escape would close the whole dialog).
          await page.getByTestId('plan-name').click();
          await shot(page, `club-plan-form-${size}-${language}`);
          await page.getByTestId('plan-save').click();
          await page.getByTestId('plan-row').filter({ hasText: 'Tea Club' }).waitFor(LIVE);
          expect(await page.getByTestId('plan-row').filter({ hasText: 'Tea Club' }).textContent()).toContain('€6.50');
        } else {
          await shot(page, `club-plan-form-${size}-${language}`);
          await page.keyboard.press('Escape');
        }
        await page.request.post('/api/auth/signout');

        await signInByApi(page, email);
        await page.goto(`/restaurants/${venue.restaurantId}/club`);
        await page.getByTestId('my-subscription').waitFor(LIVE);
        const status = await page.getByTestId('subscription-status').textContent();
        expect(status).toBe((language === 'ar' ? clubAr : clubEn).status.pending_cancellation);
        await shot(page, `club-member-${size}-${language}`);
        await page.request.post('/api/auth/signout');

        // The subscribe page as a customer who is not a member sees it: the plans, the card, Subscribe.
        await signInByApi(page, browsing);
        await page.goto(`/restaurants/${venue.restaurantId}/club`);
        await page.getByTestId('plan-choice').first().waitFor(LIVE);
        await page.getByTestId('plan-choice').filter({ hasText: 'Coffee Club' }).click();
        await shot(page, `club-subscribe-${size}-${language}`);

        // The diner's menu: the free-with-club marker on the espresso and the DeliteClub link in the header.
        await page.goto(`/restaurants/${venue.restaurantId}/menu`);
        await page.getByTestId('menu-club').waitFor(LIVE);
        mkdirSync('/tmp/team/shots/club', { recursive: true });
        await page.screenshot({ path: `/tmp/team/shots/club/club-menu-header-${size}-${language}.png` });
        await page.getByTestId('item-free-with-club').first().scrollIntoViewIfNeeded();
        // Off-screen cards are painted lazily (content-visibility): two frames after the scroll they are.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.screenshot({ path: `/tmp/team/shots/club/club-menu-marker-${size}-${language}.png` });

        await page.goto('/deliteClubInfo');
        await page.getByTestId('info-page').waitFor(LIVE);
        await shot(page, `club-info-${size}-${language}`);
        await context.close();
      }
    }
    const subs = await api<TPage<TClubSubscription>>('GET', `/api/restaurant/club/members`, venue.token);
    expect(subs.items.map((s) => s.status)).toEqual(['pending_cancellation']);
    expect(subs.items[0]!.planId).toBe(plan.id);
  });
});
