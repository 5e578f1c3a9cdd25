import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_RESERVATION_SETTINGS, type TReservationSettings } from '@menudelite/shared/reservations/contracts';
import { localDate, shiftDate } from '@menudelite/shared/reservations/slots';
import { ALWAYS_OPEN, createVenue } from './helpers/menu-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

export const TZ = 'Europe/Malta';
export const GUEST = { name: 'Amal Haddad', email: 'Amal@Example.com', phone: '+356 9912 3456', language: 'en' };

export const RULES: TReservationSettings = {
  ...DEFAULT_RESERVATION_SETTINGS,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  maxPartySize: 8,
  pacingCoversPer15Min: null,
};

export type TResvVenue = { restaurantId: string; headers: Record<string, string>; tables: { id: string; label: string }[] };

let keys = 0;
export const newKey = () => `resv-key-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** A restaurant (Europe/Malta, open around the clock, taking reservations) with tables of the given sizes and the test rules. */
export async function createResvVenue(
  t: TTestApp,
  sizes: number[] = [2, 4],
  rules: Partial<TReservationSettings> = {},
  overrides: Record<string, unknown> = {},
): Promise<TResvVenue> {
  const venue = await createVenue(t, { accepting_reservations: true, time_zone: TZ, opening_hours: JSON.stringify(ALWAYS_OPEN), ...overrides });
  const tables: { id: string; label: string }[] = [];
  for (const [i, occupancy] of sizes.entries()) {
    const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: { tableDisplayId: String(i + 1), occupancy } });
    expect(res.statusCode, res.body).toBe(201);
    tables.push({ id: res.json().id, label: String(i + 1) });
  }
  const put = await t.app.inject({ method: 'PUT', url: '/api/reservations/settings', headers: venue.headers, payload: { ...RULES, ...rules } });
  if (!overrides.is_hotel) expect(put.statusCode, put.body).toBe(200);
  return { ...venue, tables };
}

/** The venue's date `days` from today. */
export const dayAhead = (days: number) => shiftDate(localDate(Date.now(), TZ), days);

export async function availability(t: TTestApp, v: TResvVenue, date: string, partySize: number): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/reservations/availability?date=${date}&partySize=${partySize}` });
}

export async function slotsOf(t: TTestApp, v: TResvVenue, date: string, partySize: number): Promise<string[]> {
  const res = await availability(t, v, date, partySize);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots.map((s: { startsAt: string }) => s.startsAt);
}

export function hold(t: TTestApp, v: TResvVenue, partySize: number, startsAt: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/reservations/holds`, payload: { partySize, startsAt } });
}

export function book(
  t: TTestApp,
  v: TResvVenue,
  h: { holdId: string; token: string },
  extra: Record<string, unknown> = {},
  key = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${v.restaurantId}/reservations`,
    headers: { 'idempotency-key': key },
    payload: { holdId: h.holdId, token: h.token, ...GUEST, ...extra },
  });
}

/** Hold and book a slot; answers the booking response body. */
export async function bookSlot(
  t: TTestApp,
  v: TResvVenue,
  partySize: number,
  startsAt: string,
  extra: Record<string, unknown> = {},
): Promise<{ reservation: any; manageToken: string }> {
  const h = await hold(t, v, partySize, startsAt);
  expect(h.statusCode, h.body).toBe(201);
  const b = await book(t, v, h.json(), extra);
  expect(b.statusCode, b.body).toBe(201);
  return b.json();
}

export async function counts(t: TTestApp): Promise<{ reservations: number; blocks: number; pacing: number }> {
  const n = async (table: 'reservations' | 'reservation_table_blocks' | 'reservation_pacing') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { reservations: await n('reservations'), blocks: await n('reservation_table_blocks'), pacing: await n('reservation_pacing') };
}
