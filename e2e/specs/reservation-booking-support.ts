import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TAvailability } from '@menudelite/shared/reservations/contracts';
import { api } from '../support/api.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/**
 * What the guest-booking specs share (reservation-race.spec.ts, reservation-arabic.spec.ts): a venue
 * of their own taking reservations, the booking page's strings, and a guest booking as people do.
 */

/** Holds, slot lists and navigation answer within a second; the specs wait up to 10 s so a busy machine does not flake. */
export const LIVE = { timeout: 10_000 };

type TTree = { [key: string]: string | TTree };
export function bookingStrings(language: string): TTree {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../apps/web/src/features/reservation-booking/locales/${language}.json`), 'utf8')) as TTree;
}
/** A dotted key of a locale tree, with its {{values}} filled in. */
export function text(tree: TTree, key: string, values: Record<string, string | number> = {}): string {
  const template = key.split('.').reduce<TTree | string>((node, part) => (node as TTree)[part]!, tree) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Page text without the direction isolates (FSI/PDI) around names and times inside sentences. */
export async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
}

/** A restaurant with `tables` tables of 4 (open all day), taking reservations. */
export async function seedBookingVenue(options: { name: string; tables: number }): Promise<TSeededVenue> {
  const venue = await seedVenue({ name: options.name, tables: options.tables });
  await api('PATCH', '/api/reservations/accepting', venue.token, { accepting: true });
  return venue;
}

/** The venue's tomorrow and its slots for a party (from the same API the page reads). */
export async function tomorrowsSlots(venue: TSeededVenue, partySize: number): Promise<TAvailability> {
  const today = await api<TAvailability>(
    'GET',
    `/api/public/restaurants/${venue.restaurantId}/reservations/availability?date=${isoToday()}&partySize=${partySize}`,
    null,
  );
  const tomorrow = addDays(today.today, 1);
  return api<TAvailability>('GET', `/api/public/restaurants/${venue.restaurantId}/reservations/availability?date=${tomorrow}&partySize=${partySize}`, null);
}

const isoToday = () => new Date().toISOString().slice(0, 10);
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Opens the booking page, sets the party size (from the default 2) and the day. */
export async function chooseTable(page: Page, venue: TSeededVenue, partySize: number, day: string): Promise<void> {
  await page.goto(`/restaurants/${venue.restaurantId}/book`);
  await page.getByTestId('booking-page').waitFor(LIVE);
  for (let size = 2; size < partySize; size++) await page.getByTestId('booking-party-plus').click();
  for (let size = 2; size > partySize; size--) await page.getByTestId('booking-party-minus').click();
  await expect.poll(() => page.getByTestId('booking-party').getAttribute('data-value'), LIVE).toBe(String(partySize));
  await page.getByTestId(`booking-day-${day}`).click();
  await page.getByTestId('booking-slots').waitFor(LIVE);
}

/** The slot button for an instant. */
export const slot = (page: Page, startsAt: string) => page.locator(`[data-testid="booking-slot"][data-starts-at="${startsAt}"]`);

export async function fillGuest(page: Page, guest: { name: string; email: string; phone: string; allergies?: string; notes?: string; occasion?: string }) {
  await page.getByTestId('booking-name').fill(guest.name);
  await page.getByTestId('booking-email').fill(guest.email);
  await page.getByTestId('booking-phone').fill(guest.phone);
  if (guest.occasion) await page.getByTestId('booking-occasion').selectOption(guest.occasion);
  if (guest.allergies) await page.getByTestId('booking-allergies').fill(guest.allergies);
  if (guest.notes) await page.getByTestId('booking-notes').fill(guest.notes);
}
