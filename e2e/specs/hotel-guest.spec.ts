import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, addAmenity, countTones, nextWakeUpMinute, roomQrPath, staffRequests, strings, text, textOf, tonesOn } from './hotel-guest-support.ts';

let browser: Browser;
let venue: TSeededVenue;
const t = strings('guest-app', 'en');
const s = strings('requests-admin', 'en');

beforeAll(async () => {
  browser = await launchBrowser();
  // A hotel with rooms 101-103; Maria Garcia is checked in to 101 (support/venue.ts).
  venue = await seedVenue({ isHotel: true, name: 'Spec Harbour Hotel' });
  await addAmenity(venue, { name: 'Bathrobe', mode: 'charged', price: 1250, maxQuantity: 2 });
  await addAmenity(venue, { name: 'Late check-out', mode: 'approval', maxQuantity: 1, approvalExpiryMinutes: 30 });
});

afterAll(() => browser.close());

const guestRequest = (page: Page, type: string) => page.locator(`[data-testid="guest-request"][data-type="${type}"]`);
const staffCard = (page: Page, type: string) => page.locator(`[data-testid="request-card"][data-type="${type}"][data-room="101"]`);

describe('hotel guest services (issue 10, end-to-end scenario 3)', () => {
  it('a guest in room 101 asks for towels and a wake-up call and chats with reception; staff answer live; the call escalates', async () => {
    // Reception at a desktop: the amenity catalogue gains towels, then the live request list (with the chime counted).
    const staffContext = await newContext(browser, DESKTOP);
    await countTones(staffContext);
    const staff = await staffContext.newPage();
    await signInByApi(staff, venue.email, venue.password);
    await staff.goto('/requests');
    await staff.getByTestId('requests-page').waitFor();
    await staff.getByTestId('tab-amenities').click();
    await staff.getByTestId('add-amenity').click();
    await staff.getByTestId('amenity-name').fill('Towels');
    await staff.getByTestId('amenity-max').fill('4');
    await staff.getByTestId('amenity-save').click();
    await staff.locator('[data-testid="amenity-row"][data-name="Towels"]').waitFor(LIVE);
    await staff.getByTestId('tab-requests').click();
    await staff.getByTestId('requests-empty').waitFor(LIVE);
    // Browsers keep audio off until the page is clicked: reception clicks the page once, as they do.
    await staff.getByTestId('requests-page').click({ position: { x: 5, y: 5 } });
    const tonesBefore = await tonesOn(staff);

    // The guest scans the room's QR code: signed in to room 101 straight away, the code gone from the address.
    const guestContext = await newContext(browser, PHONE, 'en');
    const guest = await guestContext.newPage();
    await guest.goto(await roomQrPath(venue, '101'));
    await guest.getByTestId('guest-app').waitFor(LIVE);
    expect(new URL(guest.url()).search).toBe('');
    expect(await textOf(guest, '[data-testid="guest-welcome"]')).toBe(text(t, 'welcome', { name: 'Maria Garcia' }));
    await guest.locator('[data-testid="guest-live"][data-connected="true"]').waitFor(LIVE);
    const charged = guest.locator('[data-testid="guest-amenity"][data-name="Bathrobe"]');
    expect(await charged.textContent()).toContain(text(t, 'amenities.charged', { price: '€12.50' }));
    await screenshot(guest, 'hotel-guest-amenities-phone-en');

    // Two towels.
    const towels = guest.locator('[data-testid="guest-amenity"][data-name="Towels"]');
    await towels.getByTestId('amenity-more').click();
    expect(await towels.getByTestId('amenity-quantity').textContent()).toBe('2');
    await towels.getByTestId('amenity-request').click();
    await guest.getByTestId('guest-sent').waitFor(LIVE);
    expect(await guestRequest(guest, 'amenity').getByTestId('guest-request-status').textContent()).toBe(text(t, 'statuses.new'));

    // Reception sees it arrive without reloading, with the chime, and acknowledges it; the guest's phone follows.
    const towelCard = staffCard(staff, 'amenity');
    await towelCard.waitFor(LIVE);
    expect(await towelCard.textContent()).toContain(text(s, 'card.quantity', { name: 'Towels', quantity: 2 }));
    await expect.poll(() => tonesOn(staff), LIVE).toBeGreaterThan(tonesBefore);
    await towelCard.getByTestId('request-acknowledged').click();
    await expect.poll(() => guestRequest(guest, 'amenity').getAttribute('data-status'), LIVE).toBe('acknowledged');
    expect(await guestRequest(guest, 'amenity').getByTestId('guest-request-status').textContent()).toBe(text(t, 'statuses.acknowledged'));

    // A wake-up call in a few seconds, picked on the hotel's clock.
    const wake = nextWakeUpMinute(venue.timeZone);
    await guest.getByTestId('guest-tab-wakeUp').click();
    await guest.getByTestId(wake.tomorrow ? 'wake-up-tomorrow' : 'wake-up-today').check();
    await guest.getByTestId('wake-up-time').fill(wake.time);
    await guest.getByTestId('wake-up-submit').click();
    await guestRequest(guest, 'wakeUp').waitFor(LIVE);
    const [booked] = await staffRequests(venue, '&type=wakeUp');
    expect(booked!.dueAt).toBe(wake.dueAt.toISOString());
    await staffCard(staff, 'wakeUp').waitFor(LIVE);
    await screenshot(guest, 'hotel-guest-requests-phone-en');

    // The guest writes to reception; reception answers from the chat tab; the answer appears on the phone.
    await guest.getByTestId('guest-tab-chat').click();
    await guest.getByTestId('guest-chat-input').fill('Could you also bring a kettle?');
    await guest.getByTestId('guest-chat-send').click();
    await guest.locator('[data-testid="guest-chat-message"]', { hasText: 'Could you also bring a kettle?' }).waitFor(LIVE);
    await staff.getByTestId('tab-chat').click();
    await staff.getByTestId('chat-thread').first().click();
    await staff.locator('[data-testid="chat-message"]', { hasText: 'Could you also bring a kettle?' }).waitFor(LIVE);
    await staff.getByTestId('chat-input').fill('Of course, on its way with the towels.');
    await staff.getByTestId('chat-send').click();
    await guest.locator('[data-testid="guest-chat-message"]', { hasText: 'Of course, on its way with the towels.' }).waitFor(LIVE);
    await screenshot(guest, 'hotel-guest-chat-phone-en');

    // Nobody takes the wake-up call on: it becomes due, then escalates (5 hotel minutes, shortened for the spec),
    // at the top of the list in red; the guest's phone rings.
    await staff.getByTestId('tab-requests').click();
    const callCard = staffCard(staff, 'wakeUp');
    const untilEscalated = { timeout: wake.dueAt.getTime() - Date.now() + 30_000 };
    await staff.locator('[data-testid="request-card"][data-type="wakeUp"][data-escalated="true"]').waitFor(untilEscalated);
    await guest.getByTestId('guest-wake-up-ringing').waitFor(LIVE);
    expect(await callCard.getByTestId('request-escalated').textContent()).toBe(text(s, 'card.escalated'));
    expect(await staff.getByTestId('request-card').first().getAttribute('data-type')).toBe('wakeUp');
    const [escalated] = await staffRequests(venue, '&type=wakeUp');
    expect(escalated!.escalatedAt).not.toBeNull();
    await screenshot(staff, 'hotel-requests-desktop-en');

    // Reception finally takes the call on; the guest's list follows.
    await callCard.getByTestId('request-acknowledged').click();
    await staff.locator('[data-testid="request-card"][data-type="wakeUp"][data-status="acknowledged"]').waitFor(LIVE);
    await staff.locator('[data-testid="request-card"][data-type="wakeUp"]').getByTestId('request-inProgress').click();
    await guest.getByTestId('guest-tab-requests').click();
    await expect.poll(() => guestRequest(guest, 'wakeUp').getAttribute('data-status'), LIVE).toBe('inProgress');

    // The rooms screen: 101 occupied by Maria Garcia, with its QR code.
    await staff.goto('/rooms');
    const room = staff.locator('[data-testid="room-row"][data-room="101"]');
    await room
      .getByTestId('room-occupied')
      .waitFor(LIVE)
      .catch(async (error: unknown) => {
        await screenshot(staff, 'debug-hotel-rooms');
        throw error;
      });
    expect(await room.getByTestId('room-occupied').textContent()).toContain('Maria Garcia');
    await screenshot(staff, 'hotel-rooms-desktop-en');
    // Its QR code opens the guest page signed in to the room.
    await room.locator('button').click();
    await staff.getByTestId('room-qr').click();
    await staff.getByTestId('room-qr-image').waitFor(LIVE);
    expect(new URL(await staff.getByTestId('room-qr-link').inputValue()).pathname + new URL(await staff.getByTestId('room-qr-link').inputValue()).search).toBe(
      await roomQrPath(venue, '101'),
    );
    await screenshot(staff, 'hotel-room-qr-desktop-en');

    // The same screens the other way round: the guest app on a desktop, reception's list on a phone.
    const wideGuestContext = await newContext(browser, DESKTOP, 'en');
    const wideGuest = await wideGuestContext.newPage();
    await wideGuest.goto(await roomQrPath(venue, '101'));
    await wideGuest.getByTestId('guest-app').waitFor(LIVE);
    await wideGuest.getByTestId('guest-tab-requests').click();
    await guestRequest(wideGuest, 'wakeUp').waitFor(LIVE);
    await screenshot(wideGuest, 'hotel-guest-requests-desktop-en');
    const phoneStaffContext = await newContext(browser, PHONE, 'en');
    const phoneStaff = await phoneStaffContext.newPage();
    await signInByApi(phoneStaff, venue.email, venue.password);
    await phoneStaff.goto('/requests');
    await staffCard(phoneStaff, 'amenity').waitFor(LIVE);
    await screenshot(phoneStaff, 'hotel-requests-phone-en');

    await wideGuestContext.close();
    await phoneStaffContext.close();
    await guestContext.close();
    await staffContext.close();
  }, 180_000);
});
