import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../src/lib/ids.ts';
import { nowIso } from '../src/db/rows.ts';
import { createOrderingVenue, newKey, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { ensureMember, sessionToken } from './helpers/sessions.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Shared by the club-*.test.ts files: a venue with the club on, customers, subscribing and counting. */

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

export type TClubVenue = TOrderingVenue & { owner: Record<string, string> };

/** An ordering venue (burger, lemonade ...) with allowsDeliteClub on and an owner who is a member (offers.manage). */
export async function clubVenue(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<TClubVenue> {
  const venue = await createOrderingVenue(t, { allows_delite_club: true, ...overrides });
  return { ...venue, owner: await roleHeaders(t, venue.restaurantId, 'owner') };
}

export async function roleHeaders(t: TTestApp, restaurantId: string, role: string): Promise<Record<string, string>> {
  const userId = newId();
  await ensureMember(t.db, userId, restaurantId, role);
  const token = await sessionToken(t.deps, { userId, kind: 'venue', restaurantId, isAdminAccount: false });
  return { authorization: `Bearer ${token}` };
}

/** A customer account (a users row, so staff see the name) and its headers. */
export async function customer(t: TTestApp, name = 'Cara Member'): Promise<{ userId: string; headers: Record<string, string> }> {
  const userId = newId();
  const now = nowIso();
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@example.test`,
      password_hash: 'x',
      full_name: name,
      kind: 'customer',
      is_admin_account: false,
      restaurant_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await sessionToken(t.deps, { userId, kind: 'customer', restaurantId: null, isAdminAccount: false });
  return { userId, headers: { authorization: `Bearer ${token}` } };
}

export const plansUrl = '/api/restaurant/club/plans';

export async function createPlan(t: TTestApp, v: TClubVenue, body: Record<string, unknown> = {}): Promise<any> {
  const res = await t.app.inject({
    method: 'POST',
    url: plansUrl,
    headers: v.owner,
    payload: { name: 'Coffee Club', monthlyPrice: 999, percentOff: 10, freeItemIds: [v.items.lemonade], freeItemsPerDay: 1, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function subscribe(
  t: TTestApp,
  restaurantId: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  key = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${restaurantId}/club/subscriptions`,
    headers: { ...headers, 'idempotency-key': key },
    payload: body,
  });
}

export function cancel(t: TTestApp, id: string, headers: Record<string, string>, atPeriodEnd: boolean): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/customer/me/subscriptions/${id}/cancel`, headers, payload: { atPeriodEnd } });
}

const CLUB_TABLES = ['club_plans', 'club_subscriptions', 'club_invoices', 'club_usage', 'club_redemptions', 'demo_charges'] as const;

/** Every club row and the demo gateway's charges: equal before and after proves a refused request wrote and charged nothing. */
export async function clubSnapshot(t: TTestApp): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const table of CLUB_TABLES) state[table] = await t.db.selectFrom(table).selectAll().execute();
  const jobs = await t.db.selectFrom('jobs').select('kind').where('kind', 'like', 'club.%').execute();
  state.jobs = jobs.length;
  return state;
}

export async function chargesOf(t: TTestApp): Promise<number> {
  const row = await t.db
    .selectFrom('demo_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
