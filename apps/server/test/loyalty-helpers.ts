import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { nowIso } from '../src/db/rows.ts';
import { newId } from '../src/lib/ids.ts';
import { loyaltyLifecycleSubscriber } from '../src/features/loyalty/public.ts';
import { bearer, signUp } from './helpers/accounts.ts';
import { ownerVenue, staffOf } from './helpers/team.ts';
import type { TTestApp } from './helpers/test-app.ts';

export type TLoyaltyVenue = { venueId: string; owner: Record<string, string>; base: string };

/** A signed-up venue with loyalty switched on and one running campaign. */
export async function loyaltyVenue(t: TTestApp, campaign: Record<string, unknown> = {}): Promise<TLoyaltyVenue & { campaignId: string }> {
  const owner = await ownerVenue(t.app);
  const base = `/api/restaurants/${owner.venueId}/loyalty`;
  const on = await t.app.inject({ method: 'PATCH', url: `${base}/settings`, headers: owner.headers, payload: { loyaltyEnabled: true } });
  expect(on.statusCode, on.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: `${base}/campaigns`,
    headers: owner.headers,
    payload: { name: '10 coffees, 1 free', rewardDescription: 'A free coffee', minSpendQuantity: 3, minOrderAmount: 500, ...campaign },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { venueId: owner.venueId, owner: owner.headers, base, campaignId: created.json().id };
}

export async function customer(t: TTestApp): Promise<{ userId: string; headers: Record<string, string> }> {
  const signed = await signUp(t.app, { accountType: 'customer', fullName: 'Carla Customer' });
  return { userId: signed.session.user.id, headers: bearer(signed.session) };
}

export async function join(t: TTestApp, venueId: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/public/restaurants/${venueId}/loyalty/join`, headers });
}

let orderNumber = 0;
/** A customer's order row (the loyalty stamp reads it when its 'paid' event arrives). */
export async function orderOf(t: TTestApp, venueId: string, customerUserId: string | null, subtotal = 1000): Promise<string> {
  const id = newId();
  const now = nowIso();
  orderNumber += 1;
  await t.db
    .insertInto('orders')
    .values({
      id,
      restaurant_id: venueId,
      number: orderNumber,
      idempotency_key: id,
      request_hash: 'x',
      type: 'pickup',
      status: 'new',
      restaurant_table_id: null,
      table_display_id: null,
      room_number: null,
      checkout_as_visitor: false,
      employee_id: null,
      customer_user_id: customerUserId,
      customer_name: null,
      customer_email: null,
      customer_phone: null,
      notes: '',
      pickup_time: null,
      delivery_address: null,
      delivery_notes: null,
      delivery_location_id: null,
      delivery_location_name: null,
      estimated_ready_at: null,
      currency: 'eur',
      subtotal,
      discount: 0,
      order_fee: 0,
      delivery_fee: 0,
      tip: 0,
      processing_fee: 0,
      total: subtotal,
      payment_method: 'card',
      payment_status: 'paid',
      sms_sent: false,
      failed_external_integration: false,
      external_delivery_id: null,
      delivery_quote: null,
      created_at: now,
      updated_at: now,
      completed_time: null,
      language: 'en',
    } as never)
    .execute();
  return id;
}

export async function lifecycle(t: TTestApp, kind: 'paid' | 'voided' | 'refunded', orderId: string, restaurantId: string): Promise<void> {
  await loyaltyLifecycleSubscriber.handle(t.db, { kind, orderId, restaurantId });
}

export async function passRow(t: TTestApp, passIdentifier: string) {
  return t.db.selectFrom('loyalty_passes').selectAll().where('pass_identifier', '=', passIdentifier).executeTakeFirstOrThrow();
}

export async function entryCount(t: TTestApp): Promise<number> {
  const row = await t.db
    .selectFrom('loyalty_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export { staffOf };
export const errorOf = (res: LightMyRequestResponse) => res.json().error as { code: string; details?: { key: string; params?: Record<string, unknown> }[] };
