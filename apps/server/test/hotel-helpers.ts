import { expect } from 'vitest';
import type { TAmenity, TGuestRequest, TStay } from '@menudelite/shared/hotel/contracts';
import { createJobRunner } from '../src/features/jobs/public.ts';
import { registerGuestRequestJobs } from '../src/features/guest-requests/public.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Shared by the hotel-*.test.ts files: a hotel with rooms 101-103, an amenity catalogue, check-ins and guest sessions. */

export type THotel = TVenue & {
  rooms: Record<'r101' | 'r102' | 'r103', { id: string; roomNumber: string }>;
  amenities: { towels: TAmenity; bathrobe: TAmenity; extraBed: TAmenity };
};

async function ok<T = any>(
  t: TTestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<T> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

export async function createHotel(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<THotel> {
  const venue = await createVenue(t, { is_hotel: true, ...overrides });
  const room = (roomNumber: string) => ok(t, 'POST', '/api/rooms', venue.headers, { roomNumber });
  const rooms = { r101: await room('101'), r102: await room('102'), r103: await room('103') };
  const amenity = (body: object) => ok<TAmenity>(t, 'POST', '/api/amenities', venue.headers, body);
  const amenities = {
    towels: await amenity({ name: 'Towels', translations: { es: 'Toallas' }, maxQuantity: 4, mode: 'free' }),
    bathrobe: await amenity({ name: 'Bathrobe', maxQuantity: 2, mode: 'charged', price: 1500 }),
    extraBed: await amenity({ name: 'Extra bed', maxQuantity: 1, mode: 'approval', approvalExpiryMinutes: 30 }),
  };
  return { ...venue, rooms, amenities };
}

export function checkIn(t: TTestApp, hotel: TVenue, roomId: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stays',
    headers: hotel.headers,
    payload: { roomId, guestLastName: 'García', guestFirstName: 'Maria', ...body },
  });
}

export async function checkedIn(t: TTestApp, hotel: TVenue, roomId: string, body: Record<string, unknown> = {}): Promise<TStay> {
  const res = await checkIn(t, hotel, roomId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TStay;
}

export function openSession(t: TTestApp, restaurantId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/public/hotels/${restaurantId}/guest-sessions`, payload: body });
}

/** A guest token for the room's open stay, from the menu (room number + last name). */
export async function guestToken(t: TTestApp, hotel: THotel, roomNumber = '101', lastName = 'Garcia'): Promise<string> {
  const res = await openSession(t, hotel.restaurantId, { roomNumber, lastName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

export const guestHeaders = (token: string) => ({ 'x-guest-token': token });

export function sendRequest(t: TTestApp, token: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/public/guest/requests', headers: guestHeaders(token), payload: body });
}

export async function sent(t: TTestApp, token: string, body: Record<string, unknown>): Promise<TGuestRequest> {
  const res = await sendRequest(t, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TGuestRequest;
}

export function setStatus(t: TTestApp, hotel: TVenue, id: string, status: string) {
  return t.app.inject({ method: 'PATCH', url: `/api/guest-requests/${id}/status`, headers: hotel.headers, payload: { status } });
}

/** Row counts of the hotel tables (and queued hotel jobs): equal before and after proves a refusal wrote nothing. */
export async function hotelSnapshot(t: TTestApp): Promise<Record<string, number>> {
  const count = async (table: 'stays' | 'guest_sessions' | 'guest_requests' | 'amenities' | 'staff_events') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const jobs = await t.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', 'like', 'hotel.%')
    .executeTakeFirstOrThrow();
  const charges = await t.db.selectFrom('stays').select('amenity_charges').execute();
  return {
    stays: await count('stays'),
    sessions: await count('guest_sessions'),
    requests: await count('guest_requests'),
    amenities: await count('amenities'),
    staffEvents: await count('staff_events'),
    jobs: Number(jobs.n),
    charges: charges.reduce((sum, row) => sum + Number(row.amenity_charges), 0),
  };
}

const silent = { error: () => {}, warn: () => {} };

/** The hotel's jobs on a runner whose clock the test sets (the real handlers; only "now" is the test's). */
export function hotelClock(t: TTestApp, minuteMs?: number) {
  const clock = { now: new Date() };
  const runner = createJobRunner({ db: t.db, log: silent, now: () => clock.now });
  registerGuestRequestJobs(runner, { db: t.db, mailer: t.deps.mailer, now: () => clock.now, ...(minuteMs ? { minuteMs } : {}) });
  return {
    runner,
    /** Moves the clock to `minutes` from the real now and runs what is due by then. */
    async at(minutes: number) {
      clock.now = new Date(Date.now() + minutes * 60_000);
      return runner.runDueJobs();
    },
  };
}

export const keyOf = (body: string): string | undefined => (JSON.parse(body) as { error?: { details?: { key: string }[] } }).error?.details?.[0]?.key;
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
