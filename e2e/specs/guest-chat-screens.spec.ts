import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, roomQrPath } from './hotel-guest-support.ts';

/**
 * Guest chat's two screens (docs/api/guest-chat.md) in English and Arabic, on a phone and a
 * desktop: the guest's panel in the guest app and the staff inbox on /requests, talking live,
 * with read receipts and the draft checks. Screenshots: e2e/screenshots/guest-chat-*.png.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function open(viewport: typeof PHONE, language: string): Promise<Page> {
  const context = await newContext(browser, viewport, language);
  contexts.push(context);
  return context.newPage();
}

async function guestChat(venue: TSeededVenue, viewport: typeof PHONE, language: string): Promise<Page> {
  const guest = await open(viewport, language);
  await guest.goto(await roomQrPath(venue, '101'));
  await guest.getByTestId('guest-app').waitFor(LIVE);
  await guest.getByTestId('guest-tab-chat').click();
  await guest.locator('[data-testid="guest-chat-live"][data-connected="true"]').waitFor(LIVE);
  return guest;
}

async function staffInbox(venue: TSeededVenue, viewport: typeof PHONE, language: string): Promise<Page> {
  const staff = await open(viewport, language);
  await signInByApi(staff, venue.email, venue.password);
  await staff.goto('/requests');
  await staff.getByTestId('requests-page').waitFor(LIVE);
  await staff.getByTestId('tab-chat').click();
  await staff.getByTestId('chat-inbox').waitFor(LIVE);
  return staff;
}

const receiptOf = (page: Page, text: string) =>
  page.locator('[data-testid="guest-chat-message"]', { hasText: text }).getByTestId('guest-chat-receipt').getAttribute('data-receipt');

describe.each(['en', 'ar'])('guest chat in %s', (language) => {
  it('guest and reception talk live with read receipts; a markup-only draft is stopped; screens at phone and desktop size', async () => {
    const venue = await seedVenue({ isHotel: true, name: 'Spec Harbour Hotel' });
    const guest = await guestChat(venue, PHONE, language);
    await guest.getByTestId('guest-chat-empty').waitFor(LIVE);
    expect(await guest.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

    await guest.getByTestId('guest-chat-input').fill('<b></b>');
    await guest.getByTestId('guest-chat-send').click();
    await guest.getByTestId('guest-chat-problem').waitFor(LIVE);
    const question = language === 'ar' ? 'هل يمكن إحضار غلاية إلى الغرفة؟' : 'Could you bring a kettle to the room?';
    await guest.getByTestId('guest-chat-input').fill(question);
    await guest.getByTestId('guest-chat-input').press('Enter');
    await expect.poll(() => receiptOf(guest, question), LIVE).toBe('sent');

    const staff = await staffInbox(venue, DESKTOP, language);
    const thread = staff.locator('[data-testid="chat-thread"]').first();
    await thread.waitFor(LIVE);
    // Desktop opens the newest conversation: the guest's message is read there, and the guest sees it.
    await staff.locator('[data-testid="chat-message"]', { hasText: question }).waitFor(LIVE);
    await expect.poll(() => receiptOf(guest, question), LIVE).toBe('read');
    await expect.poll(() => thread.getAttribute('data-unread'), LIVE).toBe('0');

    const answer = language === 'ar' ? 'بالتأكيد، ستصل خلال عشر دقائق.' : 'Of course, it will be there in ten minutes.';
    await staff.getByTestId('chat-input').fill(answer);
    await staff.getByTestId('chat-send').click();
    await guest.locator('[data-testid="guest-chat-message"][data-author="staff"]', { hasText: answer }).waitFor(LIVE);
    // The guest's panel is on screen, so the answer is read at once, and reception sees the receipt.
    await expect
      .poll(() => staff.locator('[data-testid="chat-message"]', { hasText: answer }).getByTestId('chat-receipt').getAttribute('data-receipt'), LIVE)
      .toBe('read');

    await screenshot(guest, `guest-chat-phone-${language}`);
    await screenshot(staff, `chat-inbox-desktop-${language}`);

    const guestDesktop = await guestChat(venue, DESKTOP, language);
    await guestDesktop.locator('[data-testid="guest-chat-message"]', { hasText: answer }).waitFor(LIVE);
    await screenshot(guestDesktop, `guest-chat-desktop-${language}`);

    // On a phone the inbox starts on the list; a thread opens full width with a way back.
    const staffPhone = await staffInbox(venue, PHONE, language);
    await staffPhone.locator('[data-testid="chat-thread"]').first().waitFor(LIVE);
    await screenshot(staffPhone, `chat-inbox-list-phone-${language}`);
    await staffPhone.locator('[data-testid="chat-thread"]').first().click();
    await staffPhone.locator('[data-testid="chat-message"]', { hasText: answer }).waitFor(LIVE);
    await staffPhone.getByTestId('chat-back').waitFor(LIVE);
    await screenshot(staffPhone, `chat-inbox-phone-${language}`);
  });
});
