import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAvailability, TBookResponse, THoldResponse } from '@menudelite/shared/reservations/contracts';
import { signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/**
 * Issue 10, end-to-end scenario 1: a guest books a table for 4 on the booking page and opens the
 * confirmation page; the outbox e-mail carries an .ics; staff see the booking arrive live on
 * /reservations (highlighted, with the chime), seat the party and complete it; another guest
 * cancels through the manage link of their e-mail and staff find it in the cancelled list.
 */

const LIVE = { timeout: 8000 };
type TTree = { [key: string]: string | TTree };
const strings = (language: string): TTree =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/reservations-admin/locales/${language}.json`), 'utf8')) as TTree;
const text = (tree: TTree, key: string) => key.split('.').reduce<TTree | string>((node, part) => (node as TTree)[part]!, tree) as string;

type TOutboxRow = { subject: string; text_body: string; attachments_json: string | null };
/** Every e-mail the server wrote for an address, newest first (the default mail transport is the outbox table). */
function emailsTo(address: string): TOutboxRow[] {
  const db = new DatabaseSync(join(inject('dataDir'), 'menudelite.sqlite'), { readOnly: true });
  try {
    return db
      .prepare('select subject, text_body, attachments_json from email_outbox where to_address = ? order by created_at desc')
      .all(address) as TOutboxRow[];
  } finally {
    db.close();
  }
}

/** What the job runner did with the reservation e-mails (shown when an e-mail is missing). */
function mailJobs(): string {
  const db = new DatabaseSync(join(inject('dataDir'), 'menudelite.sqlite'), { readOnly: true });
  try {
    return JSON.stringify(
      db
        .prepare("select kind, status, attempts, last_error, run_at, locked_by from jobs where kind like 'reservation%' order by created_at desc limit 5")
        .all(),
    );
  } finally {
    db.close();
  }
}

/** The venue's calendar day n days from now. */
function venueDayFromNow(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

/** A booking through the public API, as the booking page makes it: availability, a hold, then the booking. */
async function bookByApi(
  venue: TSeededVenue,
  date: string,
  partySize: number,
  guest: { name: string; email: string; phone: string },
  at: string,
): Promise<TBookResponse> {
  const query = new URLSearchParams({ date, partySize: String(partySize) });
  const day = await api<TAvailability>('GET', `/api/public/restaurants/${venue.restaurantId}/reservations/availability?${query}`, null);
  const slot = day.slots.find((candidate) => candidate.localTime === at) ?? day.slots.at(-1);
  if (!slot) throw new Error(`no slot on ${date} for ${partySize}: ${JSON.stringify({ ...day, slots: undefined })}`);
  const hold = await api<THoldResponse>('POST', `/api/public/restaurants/${venue.restaurantId}/reservations/holds`, null, {
    partySize,
    startsAt: slot.startsAt,
  });
  return api<TBookResponse>(
    'POST',
    `/api/public/restaurants/${venue.restaurantId}/reservations`,
    null,
    { holdId: hold.holdId, token: hold.token, ...guest, language: 'en' },
    { 'idempotency-key': randomUUID() },
  );
}

/** 13:00 on the venue's (Malta's) clock that day, as an instant: the offset is read from the zone, not assumed. */
function phonedStartsAt(day: string): string {
  const guess = Date.parse(`${day}T13:00:00Z`);
  const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Malta', hour: '2-digit', hourCycle: 'h23' }).format(guess);
  return new Date(guess - (Number(wall) - 13) * 3_600_000).toISOString();
}

/** Counts the chime's tones (Web Audio oscillators) in a page. */
async function countTones(context: BrowserContext): Promise<void> {
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
const tonesOn = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);

const card = (page: Page, name: string) =>
  page.locator('[data-testid="reservation-card"]').filter({ has: page.getByTestId('reservation-name').getByText(name, { exact: true }) });

let browser: Browser;
let venue: TSeededVenue;
let tomorrow: string;

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'Spec Book Bistro', tables: 4 });
  tomorrow = venueDayFromNow(venue.timeZone, 1);
});
afterAll(async () => {
  await browser?.close();
});

describe('reservation book (issue 10, scenario 1)', () => {
  it('a guest books for 4 with an .ics in the e-mail; staff see it arrive live, seat and complete it; another guest cancels by the manage link', async () => {
    const en = strings('en');
    const staffContext = await newContext(browser, DESKTOP, 'en');
    await countTones(staffContext);
    const staff = await staffContext.newPage();
    staff.on('pageerror', (error) => console.error('staff page error:', error.message));
    await signInByApi(staff, venue.email, venue.password);
    await staff.goto(`/reservations?date=${tomorrow}`);
    await staff
      .locator('[data-testid="reservations-page"][data-live="true"]')
      .waitFor(LIVE)
      .catch(async (error: unknown) => {
        await screenshot(staff, 'reservation-book-debug');
        throw error;
      });
    await staff.getByTestId('list-empty').waitFor(LIVE);
    // Browsers play sound only after a click on the page.
    await staff.getByTestId('book-toolbar').click({ position: { x: 2, y: 2 } });
    // A new venue does not take bookings yet: staff switch them on in the book's header.
    await staff.getByTestId('not-accepting-note').waitFor(LIVE);
    expect(await staff.getByTestId('accepting-switch').isChecked()).toBe(false);
    await staff.getByTestId('accepting-switch').click({ force: true });
    await staff.getByTestId('not-accepting-note').waitFor({ state: 'detached', ...LIVE });
    expect(await staff.getByTestId('accepting-switch').isChecked()).toBe(true);

    // The guest, on a phone: party of 4, tomorrow, the first free time from 19:00, details, book.
    const guestContext = await newContext(browser, PHONE, 'en');
    const guest = await guestContext.newPage();
    const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
    await guest.goto(`/restaurants/${venue.restaurantId}/book`);
    await guest.getByTestId('booking-page').waitFor(LIVE);
    await guest.getByTestId('booking-party-plus').click();
    await guest.getByTestId('booking-party-plus').click();
    await expect.poll(() => guest.getByTestId('booking-party').getAttribute('data-value')).toBe('4');
    await guest.getByTestId(`booking-day-${tomorrow}`).click();
    await guest.getByTestId('booking-slots').waitFor(LIVE);
    const slots = guest.getByTestId('booking-slot');
    const times = await slots.evaluateAll((labels) => labels.map((label) => label.getAttribute('data-local-time') ?? ''));
    const index = Math.max(
      0,
      times.findIndex((time) => time >= '19:00'),
    );
    await slots.nth(index).click();
    await guest.getByTestId('booking-hold').waitFor(LIVE);
    await guest.getByTestId('booking-name').fill('Ana Borg');
    await guest.getByTestId('booking-email').fill(email);
    await guest.getByTestId('booking-phone').fill('+356 2123 4567');
    await guest.getByTestId('booking-submit').click();
    await guest.locator('[data-testid="confirmation-page"][data-status="booked"]').waitFor(LIVE);
    expect(guest.url()).toMatch(new RegExp(`/restaurants/${venue.restaurantId}/bookingConfirmation/[^/?]+\\?token=`));
    expect(await guest.getByTestId('confirmation-party').textContent()).toContain('4');

    // Staff: the booking arrived live, highlighted, with the chime.
    const arrived = card(staff, 'Ana Borg');
    await arrived.waitFor(LIVE);
    expect(await arrived.getAttribute('data-new')).toBe('true');
    expect(await arrived.getByTestId('reservation-party').textContent()).toBe(text(en, 'booking.party').replace('{{count}}', '4'));
    expect(await arrived.getByTestId('reservation-status').textContent()).toBe(text(en, 'status.booked'));
    await expect.poll(() => tonesOn(staff), LIVE).toBeGreaterThan(0);
    // Seat the party (from the menu: confirm is the first step offered), then complete it.
    await arrived.getByTestId('reservation-menu').click();
    await staff.locator('[data-testid="action-seat"]:visible').click();
    await expect.poll(() => arrived.getAttribute('data-status'), LIVE).toBe('seated');
    await arrived.getByTestId('action-complete').click();
    // A completed party has left: it moves from the upcoming list to the past one.
    await arrived.waitFor({ state: 'detached', ...LIVE });
    await staff.getByTestId('scope-switch').getByText(text(en, 'scope.past')).click();
    const done = card(staff, 'Ana Borg');
    await done.waitFor(LIVE);
    expect(await done.getAttribute('data-status')).toBe('completed');
    expect(await done.getByTestId('reservation-status').textContent()).toBe(text(en, 'status.completed'));
    // The guest's history (from the API): this visit, no no-shows.
    await done.getByTestId('reservation-menu').click();
    await staff.locator('[data-testid="action-history"]:visible').click();
    await staff.getByTestId('guest-history').waitFor(LIVE);
    await expect.poll(() => staff.getByTestId('history-no-shows').textContent(), LIVE).toBe('0');
    expect(await staff.getByTestId('history-item').count()).toBeGreaterThan(0);
    await staff.keyboard.press('Escape');
    await staff.getByTestId('guest-history').waitFor({ state: 'detached', ...LIVE });
    await staff.getByTestId('scope-switch').getByText(text(en, 'scope.upcoming')).click();

    // The timeline shows the completed booking on its table, as wide as its turn time.
    await staff.getByTestId('view-switch').getByText(text(en, 'toolbar.timeline')).click();
    await staff.getByTestId('timeline').waitFor(LIVE);
    const block = staff.locator('[data-testid="timeline-block"][data-status="completed"]');
    await block.waitFor(LIVE);
    expect(await block.textContent()).toContain('Ana Borg');

    // Another guest (booked through the public API) cancels on the manage page their e-mail links to.
    const other = `ben.${randomUUID().slice(0, 8)}@example.com`;
    const ben = await bookByApi(venue, tomorrow, 2, { name: 'Ben Vella', email: other, phone: '+356 2123 7654' }, '20:00');
    const managePath = `/restaurants/${venue.restaurantId}/bookingConfirmation/${ben.reservation.id}?token=${encodeURIComponent(ben.manageToken)}`;
    await guest.goto(managePath);
    await guest.locator('[data-testid="confirmation-page"][data-status="booked"]').waitFor(LIVE);
    await guest.getByTestId('manage-cancel-start').click();
    await guest.getByTestId('manage-cancel-yes').click();
    await guest.locator('[data-testid="confirmation-page"][data-status="cancelled"]').waitFor(LIVE);

    // Staff: it is in the cancelled list, no longer among the upcoming ones.
    await staff.getByTestId('view-switch').getByText(text(en, 'toolbar.list')).click();
    await staff.getByTestId('scope-switch').getByText(text(en, 'scope.cancelled')).click();
    const cancelled = card(staff, 'Ben Vella');
    await cancelled.waitFor(LIVE);
    expect(await cancelled.getAttribute('data-status')).toBe('cancelled');
    await staff.getByTestId('scope-switch').getByText(text(en, 'scope.upcoming')).click();
    await staff.getByTestId('list-empty').waitFor(LIVE);
    expect(await card(staff, 'Ben Vella').count()).toBe(0);

    // The confirmation e-mail in the outbox carries the calendar file.
    await expect
      .poll(() => emailsTo(email).length, LIVE)
      .toBeGreaterThan(0)
      .catch((error: unknown) => {
        throw new Error(`no e-mail; jobs: ${mailJobs()}`, { cause: error });
      });
    const attachments = JSON.parse(emailsTo(email).at(-1)!.attachments_json ?? '[]') as {
      filename: string;
      contentType: string;
      content: string;
      encoding?: string;
    }[];
    const ics = attachments.find((attachment) => attachment.filename.endsWith('.ics'));
    expect(ics, JSON.stringify(attachments.map((a) => a.filename))).toBeDefined();
    expect(ics!.contentType).toContain('text/calendar');
    const icsText = ics!.encoding === 'base64' ? Buffer.from(ics!.content, 'base64').toString('utf8') : ics!.content;
    expect(icsText).toContain('BEGIN:VEVENT');

    // Ben's e-mails link to the page he cancelled on.
    await expect.poll(() => emailsTo(other).length, LIVE).toBeGreaterThan(0);
    const links = emailsTo(other).map((mail) => /https?:\/\/\S+\/bookingConfirmation\/\S+/.exec(mail.text_body)?.[0] ?? '');
    expect(links.some((link) => link.includes(`/bookingConfirmation/${ben.reservation.id}?token=`))).toBe(true);

    await guestContext.close();
    await staffContext.close();
  });

  it('staff seat a walk-in now and take a phone booking; bad input is refused with SPEC section 5 messages', async () => {
    const en = strings('en');
    await api('PATCH', '/api/reservations/accepting', venue.token, { accepting: true });
    const context = await newContext(browser, PHONE, 'en');
    const page = await context.newPage();
    await signInByApi(page, venue.email, venue.password);
    await page.goto('/reservations');
    await page.getByTestId('reservations-page').waitFor(LIVE);

    // A phone booking for tomorrow at 13:00: refused without a name and a way to reach the guest, then booked.
    await page.getByTestId('phone-booking').click();
    await page.getByTestId('phone-booking-form').waitFor(LIVE);
    await page.getByTestId('phone-party').fill('3');
    await page.getByTestId('phone-date').fill(tomorrow);
    await page.getByTestId('phone-time').fill('13:00');
    await page.getByTestId('phone-submit').click();
    const errors = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/i18n/errors/en.json'), 'utf8')) as TTree;
    await page.getByText(text(errors, 'keys.nameRequired')).waitFor(LIVE);
    await page.getByTestId('phone-name').fill('Fatima Grech');
    await page.getByTestId('phone-phone').fill('+356 7912 3456');
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-booking-form').waitFor({ state: 'detached', ...LIVE });
    await page.goto(`/reservations?date=${tomorrow}`);
    const phoned = card(page, 'Fatima Grech');
    await phoned.waitFor(LIVE);
    expect(await phoned.getAttribute('data-status')).toBe('booked');
    expect(await phoned.getByTestId('reservation-party').textContent()).toBe(text(en, 'booking.party').replace('{{count}}', '3'));
    expect(await phoned.locator('.rb-card-time').textContent()).toContain(
      new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: venue.timeZone }).format(new Date(Date.parse(phonedStartsAt(tomorrow)))),
    );
    // Booking settings (the drawer): pacing saved through the shared schema, a closed date added.
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-form').waitFor(LIVE);
    await page.getByTestId('settings-pacing').fill('20');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-saved').waitFor(LIVE);
    const saved = await api<{ settings: { pacingCoversPer15Min: number | null } }>('GET', '/api/reservations/settings', venue.token);
    expect(saved.settings.pacingCoversPer15Min).toBe(20);
    const closed = venueDayFromNow(venue.timeZone, 30);
    await page.getByTestId('closed-date-input').fill(closed);
    await page.getByTestId('closed-date-add').click();
    await page.getByTestId('closed-date').first().waitFor(LIVE);
    const day = await api<TAvailability>('GET', `/api/public/restaurants/${venue.restaurantId}/reservations/availability?date=${closed}&partySize=2`, null);
    expect(day.noSlotReason).toBe('closedDate');
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-form').waitFor({ state: 'detached', ...LIVE });

    // A walk-in: two guests, no name, on table 3, seated now.
    await page.goto('/reservations');
    await page.getByTestId('reservations-page').waitFor(LIVE);
    await page.getByTestId('walk-in').click();
    await page.getByTestId('walk-in-form').waitFor(LIVE);
    await page.getByTestId('walk-in-party').fill('2');
    await page.getByTestId('walk-in-table').click();
    await page.getByRole('option', { name: /^3 / }).click();
    await page.getByTestId('walk-in-submit').click();
    await page
      .getByTestId('walk-in-form')
      .waitFor({ state: 'detached', ...LIVE })
      .catch(async (error: unknown) => {
        await screenshot(page, 'reservation-book-debug');
        throw error;
      });
    const walkIn = page.locator('[data-testid="reservation-card"][data-status="seated"]');
    await walkIn.waitFor(LIVE);
    expect(await walkIn.getByTestId('reservation-name').textContent()).toBe(text(en, 'booking.walkInGuest'));
    expect(await walkIn.getByTestId('reservation-tables').textContent()).toBe(text(en, 'booking.table').replace('{{table}}', '3'));

    await context.close();
  });

  it('lays out the book at phone size and on desktop, in English and Arabic (screenshots)', async () => {
    await api('PATCH', '/api/reservations/accepting', venue.token, { accepting: true });
    // A few bookings across the day so the list and the timeline have something to show.
    for (const [name, size, at] of [
      ['Chiara Camilleri', 2, '12:30'],
      ['Dario Farrugia', 4, '19:30'],
      ['Elena Zammit', 3, '21:00'],
    ] as const) {
      await bookByApi(
        venue,
        tomorrow,
        size,
        { name, email: `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`, phone: '+356 2123 0000' },
        at,
      );
    }
    for (const language of ['en', 'ar'] as const) {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await newContext(browser, viewport, language);
        await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);
        const page = await context.newPage();
        await signInByApi(page, venue.email, venue.password);
        await page.goto(`/reservations?date=${tomorrow}`);
        await page.getByTestId('reservation-list').waitFor(LIVE);
        if (language === 'ar') {
          expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
          // The day arrows point the way time goes: mirrored right to left.
          expect(
            await page
              .locator('.rb-flip-rtl')
              .first()
              .evaluate((icon) => getComputedStyle(icon).transform),
          ).toMatch(/^matrix\(-1,/);
        }
        // Nothing sticks out sideways on a phone (the timeline scrolls inside its own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        await screenshot(page, `reservation-book-list-${language}-${size}`);
        await page.goto(`/reservations?date=${tomorrow}&view=timeline`);
        await page.getByTestId('timeline-block').first().waitFor(LIVE);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        await screenshot(page, `reservation-book-timeline-${language}-${size}`);
        await page.getByTestId('open-settings').click();
        await page.getByTestId('settings-form').waitFor(LIVE);
        await screenshot(page, `reservation-book-settings-${language}-${size}`);
        await context.close();
      }
    }
  });
});
