import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TBuiltInRole } from '@menudelite/shared/team/permissions';
import { newId } from '../src/lib/ids.ts';
import { createVenue } from './helpers/menu-venue.ts';
import { ensureMember, sessionToken } from './helpers/sessions.ts';
import { newKey } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Shared by the delitepay-*.test.ts files: a venue with DelitePay on, staff of each role, paying and counting. */

export type TPayVenue = { restaurantId: string; slug: string; headers: Record<string, string> };

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

/** A venue (EUR, Europe/Malta) with allowsDelitePay on and no card processing fee (tests of the fee set one), and its owner's headers. */
export async function delitePayVenue(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<TPayVenue> {
  const venue = await createVenue(t, { allows_delite_pay: true, processing_fee_percent_bp: 0, processing_fee_fixed: 0, ...overrides });
  const row = await t.db.selectFrom('restaurants').select('slug').where('id', '=', venue.restaurantId).executeTakeFirstOrThrow();
  return { ...venue, slug: row.slug };
}

/** Headers of a member of `role` at the venue. */
export async function roleHeaders(t: TTestApp, restaurantId: string, role: TBuiltInRole): Promise<Record<string, string>> {
  const userId = newId();
  await ensureMember(t.db, userId, restaurantId, role);
  const token = await sessionToken(t.deps, { userId, kind: 'venue', restaurantId, isAdminAccount: false });
  return { authorization: `Bearer ${token}` };
}

export function pay(t: TTestApp, slug: string, body: Record<string, unknown>, key = newKey()): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/public/payment-page/${slug}/payments`, headers: { 'idempotency-key': key }, payload: body });
}

export async function createLink(t: TTestApp, v: TPayVenue, body: Record<string, unknown> = {}): Promise<any> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/restaurant/payment-links',
    headers: v.headers,
    payload: { amount: 2500, description: 'Deposit for Saturday', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const DELITEPAY_TABLES = [
  'delitepay_payments',
  'delitepay_links',
  'delitepay_refunds',
  'payment_attempts',
  'demo_charges',
  'email_outbox',
  'sms_outbox',
  'jobs',
] as const;

/** Row counts of every table paying or a link writes, plus the links' paid counters: equal before and after proves nothing was written or charged. */
export async function payState(t: TTestApp): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of DELITEPAY_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  const links = await t.db
    .selectFrom('delitepay_links')
    .select((eb) => [eb.fn.sum<number>('times_paid').as('paid'), eb.fn.count<number>('held_by_payment_id').as('held')])
    .executeTakeFirstOrThrow();
  state.timesPaid = Number(links.paid ?? 0);
  state.held = Number(links.held);
  return state;
}

export const demoCharges = async (t: TTestApp): Promise<number> =>
  Number(
    (
      await t.db
        .selectFrom('demo_charges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const keyOf = (res: LightMyRequestResponse): string | undefined => res.json().error?.details?.[0]?.key;
