import { expect } from 'vitest';
import type { TBenefitCart } from '../src/features/checkout/public.ts';
import { newId } from '../src/lib/ids.ts';
import { nowIso } from '../src/db/rows.ts';
import { bearer, signUp, type TSignedUp } from './helpers/accounts.ts';
import { insertOrderRow } from './helpers/ordering-venue.ts';
import type { TVenue } from './helpers/menu-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

export const RULES = {
  enabled: true,
  earn: { points: 1, amount: 100 },
  redeem: { points: 100, amount: 100, minimumPoints: 50 },
  expiryDays: null as number | null,
};

export async function putRules(t: TTestApp, v: TVenue, rules: Record<string, unknown> = RULES) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/points/rules', headers: v.headers, payload: rules });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function newCustomer(t: TTestApp): Promise<TSignedUp & { id: string; headers: Record<string, string> }> {
  const c = await signUp(t.app, { accountType: 'customer', fullName: 'Pat Points' });
  return { ...c, id: c.session.user.id, headers: bearer(c.session) };
}

/** A paid order of `subtotal` for the customer, written straight into the table (the lifecycle tests need only its figures). */
export async function paidOrder(t: TTestApp, v: TVenue, customerId: string | null, fields: Record<string, unknown> = {}): Promise<string> {
  const subtotal = Number(fields.subtotal ?? 3000);
  return insertOrderRow(t, v, { customer_user_id: customerId, subtotal, total: subtotal, payment_status: 'paid', payment_method: 'card', ...fields });
}

export async function balanceOf(t: TTestApp, restaurantId: string, customerId: string): Promise<number> {
  const row = await t.db
    .selectFrom('points_accounts')
    .select('balance')
    .where('restaurant_id', '=', restaurantId)
    .where('customer_user_id', '=', customerId)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

export async function ledgerOf(t: TTestApp, restaurantId: string, customerId: string) {
  return t.db
    .selectFrom('points_ledger')
    .innerJoin('points_accounts', 'points_accounts.id', 'points_ledger.account_id')
    .select(['points_ledger.kind', 'points_ledger.points', 'points_ledger.key', 'points_ledger.expires_at', 'points_ledger.amount'])
    .where('points_accounts.restaurant_id', '=', restaurantId)
    .where('points_accounts.customer_user_id', '=', customerId)
    .orderBy('points_ledger.created_at')
    .orderBy('points_ledger.id')
    .execute();
}

/** Gives the customer `points` through a staff adjustment (the API), so a test starts from a known balance. */
export async function grant(t: TTestApp, v: TVenue, customerId: string, points: number): Promise<void> {
  const now = nowIso();
  await t.db
    .insertInto('points_accounts')
    .values({ id: newId(), restaurant_id: v.restaurantId, customer_user_id: customerId, balance: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['restaurant_id', 'customer_user_id']).doNothing())
    .execute();
  const account = await t.db
    .selectFrom('points_accounts')
    .select('id')
    .where('restaurant_id', '=', v.restaurantId)
    .where('customer_user_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/points/accounts/${account.id}/adjust`,
    headers: { ...v.headers, 'idempotency-key': `grant-${newId()}` },
    payload: { points, note: 'test grant' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A hand-made cart for calling the tender provider directly. */
export function cartOf(restaurantId: string, customerUserId: string | null, points: number | undefined): TBenefitCart {
  return {
    restaurantId,
    customerUserId,
    now: new Date(),
    request: { offerIds: [], ...(points === undefined ? {} : { points }) },
  } as unknown as TBenefitCart;
}
