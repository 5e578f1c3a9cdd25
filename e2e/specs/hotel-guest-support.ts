import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { guestRoomPath, type TAmenity, type TGuestRequest, type THotelRoom } from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { api } from '../support/api.ts';
import type { TSeededVenue } from '../support/venue.ts';

/**
 * What the hotel guest specs share (hotel-guest.spec.ts, hotel-guest-arabic.spec.ts): the hotel's
 * amenities and rooms through the staff API, the guest app's strings, and the clock of the hotel.
 */

/** Live updates arrive within a second; the specs wait up to 8 s so a busy machine does not flake. */
export const LIVE = { timeout: 8000 };

type TTree = { [key: string]: string | TTree };
/** A locale file of the web app, so the specs check what people really read. */
export function strings(namespace: 'guest-app' | 'requests-admin' | 'errors', language: string): TTree {
  const path = namespace === 'errors' ? `../../apps/web/src/i18n/errors/${language}.json` : `../../apps/web/src/features/${namespace}/locales/${language}.json`;
  return JSON.parse(readFileSync(resolve(import.meta.dirname, path), 'utf8')) as TTree;
}
/** A dotted key of a locale tree, with its {{values}} filled in. */
export function text(tree: TTree, key: string, values: Record<string, string | number> = {}): string {
  const template = key.split('.').reduce<TTree | string>((node, part) => (node as TTree)[part]!, tree) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Page text without the direction isolates (FSI/PDI) the screen puts around names inside sentences. */
export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
}

export async function addAmenity(venue: TSeededVenue, body: Record<string, unknown>): Promise<TAmenity> {
  return api<TAmenity>('POST', '/api/amenities', venue.token, body);
}

export async function hotelRoom(venue: TSeededVenue, roomNumber: string): Promise<THotelRoom> {
  const page = await api<TPage<THotelRoom>>('GET', '/api/hotel/rooms?limit=100', venue.token);
  return page.items.find((room) => room.roomNumber === roomNumber)!;
}

/** The room's QR code, as the phone's camera opens it. */
export async function roomQrPath(venue: TSeededVenue, roomNumber: string): Promise<string> {
  return guestRoomPath(venue.restaurantId, (await hotelRoom(venue, roomNumber)).code);
}

export async function staffRequests(venue: TSeededVenue, query = ''): Promise<TGuestRequest[]> {
  return (await api<TPage<TGuestRequest>>('GET', `/api/guest-requests?limit=100${query}`, venue.token)).items;
}

/** The hotel's wall clock (HH:MM) at an instant. */
export function hotelClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * A wake-up time the guest can pick (minutes only) that is due soon: the next minute on the
 * hotel's clock at least 12 s away, so the request is still in the future when it is sent.
 */
export function nextWakeUpMinute(timeZone: string, now = new Date()): { time: string; dueAt: Date; tomorrow: boolean } {
  const nextMinute = new Date(Math.ceil((now.getTime() + 12_000) / 60_000) * 60_000);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const thatDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(nextMinute);
  return { time: hotelClock(nextMinute, timeZone), dueAt: nextMinute, tomorrow: thatDay !== today };
}

/** Counts the chime's tones (Web Audio oscillators) a page plays. */
export async function countTones(context: BrowserContext): Promise<void> {
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
export const tonesOn = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);
