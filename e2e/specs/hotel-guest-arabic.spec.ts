import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { LIVE, addAmenity, staffRequests, strings, text, textOf } from './hotel-guest-support.ts';

let browser: Browser;
let venue: TSeededVenue;
const t = strings('guest-app', 'ar');
const s = strings('requests-admin', 'ar');
const errors = strings('errors', 'ar');

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ isHotel: true, name: 'فندق المرفأ' });
  await addAmenity(venue, { name: 'Towels', translations: { ar: 'مناشف' }, mode: 'free', maxQuantity: 4 });
  await addAmenity(venue, { name: 'Bathrobe', translations: { ar: 'رداء حمّام' }, mode: 'charged', price: 1250, maxQuantity: 2 });
});

afterAll(() => browser.close());

describe('the hotel guest app in Arabic at phone size (issue 10, end-to-end scenario 4, guest half)', () => {
  it('checks a guest in, signs them in by room and last name, refuses a past wake-up time, follows a request live and ends at check-out, right to left', async () => {
    // Reception (Arabic, desktop) checks Omar Haddad in to room 102 on the rooms screen.
    const staffContext = await newContext(browser, DESKTOP, 'ar');
    const staff = await staffContext.newPage();
    await signInByApi(staff, venue.email, venue.password);
    await staff.goto('/rooms');
    const room = staff.locator('[data-testid="room-row"][data-room="102"]');
    await room.getByTestId('room-vacant').waitFor(LIVE);
    expect(await room.getByTestId('room-vacant').textContent()).toBe(text(s, 'stays.vacant'));
    await room.locator('button').click();
    await staff.getByTestId('room-check-in').click();
    await staff.getByTestId('check-in-first-name').fill('Omar');
    await staff.getByTestId('check-in-last-name').fill('Haddad');
    await staff.getByTestId('check-in-language').selectOption('ar');
    await screenshot(staff, 'hotel-check-in-desktop-ar');
    await staff.getByTestId('check-in-submit').click();
    await room.getByTestId('room-occupied').waitFor(LIVE);
    expect(await room.getByTestId('room-occupied').textContent()).toContain('Omar Haddad');
    await screenshot(staff, 'hotel-rooms-desktop-ar');

    // The guest's phone, in Arabic: right to left, every sentence from the Arabic strings.
    const guestContext = await newContext(browser, PHONE, 'ar');
    const guest = await guestContext.newPage();
    await guest.goto(`/hotels/${venue.restaurantId}/menu`);
    await guest.getByTestId('guest-services-link').waitFor();
    await screenshot(guest, 'hotel-menu-guest-link-phone-ar');
    await guest.getByTestId('guest-services-link').click();
    await guest.getByTestId('guest-entry').waitFor();
    expect(await guest.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await textOf(guest, 'h1')).toBe(text(t, 'title'));
    // Nothing typed: SPEC section 5's messages, in Arabic.
    await guest.getByTestId('guest-entry-submit').click();
    expect(await textOf(guest, '[data-testid="guest-room-error"]')).toBe(text(t, 'entry.roomRequired'));
    // A name that is not the guest's: refused by key, without saying who is staying.
    await guest.getByTestId('guest-room').fill('102');
    await guest.getByTestId('guest-last-name').fill('Smith');
    await guest.getByTestId('guest-entry-submit').click();
    // (The server puts it on the room number: that room has no stay under this name.)
    await expect.poll(() => textOf(guest, '[data-testid="guest-room-error"]'), LIVE).toBe(text(errors, 'keys.noOpenStay'));
    await screenshot(guest, 'hotel-guest-entry-phone-ar');
    await guest.getByTestId('guest-last-name').fill('haddad');
    await guest.getByTestId('guest-entry-submit').click();
    await guest.getByTestId('guest-app').waitFor(LIVE);
    expect(await textOf(guest, '[data-testid="guest-welcome"]')).toBe(text(t, 'welcome', { name: 'Omar Haddad' }));
    await guest.locator('[data-testid="guest-live"][data-connected="true"]').waitFor(LIVE);
    expect(await textOf(guest, '[data-testid="guest-live"]')).toBe(text(t, 'live.on'));
    const towels = guest.locator('[data-testid="guest-amenity"][data-name="Towels"]');
    expect(await towels.textContent()).toContain('مناشف');
    expect(await towels.textContent()).toContain(text(t, 'amenities.free'));
    await screenshot(guest, 'hotel-guest-amenities-phone-ar');

    // A wake-up time already past on the hotel's clock is refused by key (midnight today has always passed).
    await guest.getByTestId('guest-tab-wakeUp').click();
    await guest.getByTestId('wake-up-today').check();
    await guest.getByTestId('wake-up-time').fill('00:00');
    await guest.getByTestId('wake-up-submit').click();
    expect(await textOf(guest, '[data-testid="wake-up-time-error"]')).toBe(text(errors, 'keys.mustBeFuture'));
    expect(await staffRequests(venue, '&type=wakeUp')).toEqual([]);
    await screenshot(guest, 'hotel-guest-wake-up-phone-ar');

    // Towels; reception acknowledges; the phone follows live, in Arabic.
    await guest.getByTestId('guest-tab-amenities').click();
    await towels.getByTestId('amenity-request').click();
    await guest.getByTestId('guest-sent').waitFor(LIVE);
    const [request] = await staffRequests(venue, '&room=102');
    expect(request!.items[0]).toMatchObject({ name: 'مناشف', quantity: 1 });
    await api('PATCH', `/api/guest-requests/${request!.id}/status`, venue.token, { status: 'acknowledged' });
    const card = guest.locator('[data-testid="guest-request"][data-type="amenity"]');
    await expect.poll(() => card.getAttribute('data-status'), LIVE).toBe('acknowledged');
    expect(await card.getByTestId('guest-request-status').textContent()).toBe(text(t, 'statuses.acknowledged'));
    await screenshot(guest, 'hotel-guest-requests-phone-ar');

    // A maintenance request, urgent; then the guest calls it off before anyone started on it.
    await guest.getByTestId('guest-tab-service').click();
    await guest.getByTestId('service-submit').click();
    expect(await textOf(guest, '[data-testid="service-note-error"]')).toBe(text(t, 'service.noteRequired'));
    await guest.getByTestId('service-maintenance').check();
    await guest.getByTestId('priority-urgent').check();
    await guest.getByTestId('service-note').fill('المكيّف لا يبرّد');
    await guest.getByTestId('service-submit').click();
    const service = guest.locator('[data-testid="guest-request"][data-type="service"]');
    await service.waitFor(LIVE);
    expect(await service.textContent()).toContain(text(t, 'categories.maintenance'));
    expect(await service.textContent()).toContain(text(t, 'priorities.urgent'));
    const [sent] = await staffRequests(venue, '&room=102&type=service');
    expect(sent).toMatchObject({ category: 'maintenance', priority: 'urgent', note: 'المكيّف لا يبرّد', status: 'new' });
    await service.getByTestId('guest-request-cancel').click();
    await expect.poll(() => service.getAttribute('data-status'), LIVE).toBe('cancelled');
    expect(await service.textContent()).toContain(text(t, 'cancelReasons.guest'));
    await guest.getByTestId('guest-tab-requests').click();

    // Reception's list in Arabic.
    await staff.goto('/requests');
    const staffCard = staff.locator('[data-testid="request-card"][data-room="102"]');
    await staffCard.waitFor(LIVE);
    expect(await staffCard.getByTestId('request-status').textContent()).toBe(text(s, 'statuses.acknowledged'));
    await screenshot(staff, 'hotel-requests-desktop-ar');

    // The guest app on a desktop and reception's list on a phone, in Arabic too.
    const wideGuestContext = await newContext(browser, DESKTOP, 'ar');
    const wideGuest = await wideGuestContext.newPage();
    await wideGuest.goto(`/hotels/${venue.restaurantId}/guest`);
    await wideGuest.getByTestId('guest-room').fill('102');
    await wideGuest.getByTestId('guest-last-name').fill('Haddad');
    await wideGuest.getByTestId('guest-entry-submit').click();
    await wideGuest.getByTestId('guest-tab-requests').click();
    await wideGuest.locator('[data-testid="guest-request"]').first().waitFor(LIVE);
    await screenshot(wideGuest, 'hotel-guest-requests-desktop-ar');
    await wideGuestContext.close();
    const phoneStaffContext = await newContext(browser, PHONE, 'ar');
    const phoneStaff = await phoneStaffContext.newPage();
    await signInByApi(phoneStaff, venue.email, venue.password);
    await phoneStaff.goto('/requests');
    await phoneStaff.locator('[data-testid="request-card"][data-room="102"]').waitFor(LIVE);
    await screenshot(phoneStaff, 'hotel-requests-phone-ar');
    await phoneStaffContext.close();

    // Check-out from the rooms screen: the guest's page says the stay has ended, in Arabic, by itself.
    await staff.goto('/rooms');
    await room.getByTestId('room-occupied').waitFor(LIVE);
    await room.locator('button').click();
    await staff.getByTestId('room-check-out').click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: text(s, 'stays.checkOut') })
      .click();
    await room.getByTestId('room-vacant').waitFor(LIVE);
    await guest.getByTestId('guest-no-stay').waitFor(LIVE);
    expect(await textOf(guest, '[data-testid="guest-no-stay"] h2')).toBe(text(t, 'noStay.title'));
    // The stay's open request was cancelled with it.
    const [after] = await staffRequests(venue, '&room=102&type=amenity&status=cancelled');
    expect(after!.cancelReason).toBe('checkOut');
    await screenshot(guest, 'hotel-guest-no-stay-phone-ar');

    await guestContext.close();
    await staffContext.close();
  }, 120_000);
});
