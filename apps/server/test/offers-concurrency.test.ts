import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiscountProvider } from '../src/features/checkout/public.ts';
import { createOffersDiscountProvider } from '../src/features/offers/public.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { createOrderingVenue, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOffer } from './offers-helpers.ts';

/**
 * A code limited to 10 uses, 100 checkouts at once through the real order endpoint: the guarded
 * update in each order's transaction lets exactly 10 through; the other 90 answer 409 OFFER_USED_UP
 * and leave no order and no redemption behind.
 */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  (t.deps.benefits.discounts as TDiscountProvider[]).splice(0, Infinity, createOffersDiscountProvider(t.deps));
});
afterAll(() => t.close());

/** A lemonade at table 1, paid later, with the code. */
const orderBody = (benefits: Record<string, unknown>) => ({
  type: 'dine_in',
  tableCode: v.tables.one.code,
  lines: [{ itemId: v.items.lemonade, quantity: 1 }],
  paymentMethod: 'pay_later',
  benefits: { offerIds: [], ...benefits },
});

async function quotedTotal(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<number> {
  const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body, headers });
  expect(quote.statusCode, quote.body).toBe(200);
  expect(quote.json().benefitDiscount).toBeGreaterThan(0);
  return quote.json().total;
}

const ordersOf = async () => (await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).execute()).length;

describe('100 concurrent checkouts on a code limited to 10 uses', () => {
  it('exactly 10 succeed (201) and 90 answer 409 OFFER_USED_UP; nothing of the losers is written', async () => {
    const offer = await createOffer(t, v, { name: 'First ten', kind: 'limited_uses', percent: 10, totalUsesLimit: 10, code: 'FIRST10' });
    const body = orderBody({ offerCode: 'FIRST10' });
    const total = await quotedTotal(body);
    const before = await ordersOf();
    const results = await Promise.all(Array.from({ length: 100 }, () => placeOrder(t, v.restaurantId, { ...body, expectedTotal: total }, newKey())));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    for (const lost of results.filter((r) => r.statusCode === 409)) {
      expect(lost.json().error.code).toBe('OFFER_USED_UP');
      expect(lost.json().error.details[0].key).toBe('offerUsedUp');
    }
    expect(await ordersOf()).toBe(before + 10);
    const row = await t.db.selectFrom('offers').select('uses_count').where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(Number(row.uses_count)).toBe(10);
    const redemptions = await t.db.selectFrom('offer_redemptions').select('order_id').where('offer_id', '=', offer.id).execute();
    expect(redemptions).toHaveLength(10);
    const winners = results.filter((r) => r.statusCode === 201).map((r) => r.json().orderId ?? r.json().id);
    expect(redemptions.map((r) => r.order_id).toSorted()).toEqual(winners.toSorted());
  });

  it('one customer, a once-per-customer offer, 10 checkouts at once: exactly 1 succeeds, the other 9 are refused with offerCustomerLimit', async () => {
    const offer = await createOffer(t, v, { name: 'Welcome', kind: 'percent_off', percent: 20, maxDiscount: 1000, perCustomerLimit: 1 });
    const me = await customerHeaders(t);
    const body = orderBody({ offerIds: [offer.id] });
    const total = await quotedTotal(body, me);
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, v.restaurantId, { ...body, expectedTotal: total }, newKey(), me)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // A checkout that lost the race answers 409; one that starts after the winner committed is refused
    // at its quote step (422); both name the customer's limit, and neither writes anything.
    for (const lost of results.filter((r) => r.statusCode !== 201)) {
      expect([409, 422]).toContain(lost.statusCode);
      expect(lost.json().error.details[0].key).toBe('offerCustomerLimit');
    }
    const redemptions = await t.db.selectFrom('offer_redemptions').select('id').where('offer_id', '=', offer.id).execute();
    expect(redemptions).toHaveLength(1);
  });
});
