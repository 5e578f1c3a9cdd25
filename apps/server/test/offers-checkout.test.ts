import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiscountProvider } from '../src/features/checkout/public.ts';
import { createOffersDiscountProvider, offersLifecycleSubscriber } from '../src/features/offers/public.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { createOrderingVenue, dineInBody, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { keyOf } from './helpers/team.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOffer, offersSnapshot, offersUrl, percentOffer } from './offers-helpers.ts';

/**
 * Offers through the real quote and order endpoints: the discount line, the use taken in the order's
 * transaction, the void giving it back once, and every bad input refused with its own code and key
 * and nothing written.
 */
let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
  // Whatever the composition lists, this file checks the offers provider alone.
  (t.deps.benefits.discounts as TDiscountProvider[]).splice(0, Infinity, createOffersDiscountProvider(t.deps));
});
afterAll(() => t.close());

const quoteUrl = (venue: TOrderingVenue) => `/api/public/restaurants/${venue.restaurantId}/orders/quote`;
/** dineInBody (2 burgers + lemonade: items 33.20) with benefits. */
const withBenefits = (benefits: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const { expectedTotal: _e, ...body } = dineInBody(v, extra);
  return { ...body, benefits: { offerIds: [], ...benefits } };
};

async function quote(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: quoteUrl(v), payload: body, headers });
}

async function order(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const q = await quote(body, headers);
  expect(q.statusCode, q.body).toBe(200);
  const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: q.json().total }, newKey(), headers);
  expect(res.statusCode, res.body).toBe(201);
  return { quote: q.json(), order: res.json() };
}

const usesOf = async (id: string) => Number((await t.db.selectFrom('offers').select('uses_count').where('id', '=', id).executeTakeFirstOrThrow()).uses_count);

describe('an offer through checkout', () => {
  it('quotes the discount as its own line and takes one use with the order; a void gives it back once', async () => {
    const offer = await createOffer(t, v, percentOffer({ name: 'Ten off', code: 'TENOFF', maxDiscount: 300 }));
    const { quote: q, order: placed } = await order(withBenefits({ offerCode: 'tenoff' }));
    expect(q.discounts).toEqual([{ source: 'offer', id: offer.id, name: 'Ten off', amount: 300 }]);
    expect(q.benefitDiscount).toBe(300);
    expect(await usesOf(offer.id)).toBe(1);
    const orderId = placed.orderId ?? placed.id;
    const redemptions = await t.db.selectFrom('offer_redemptions').selectAll().where('offer_id', '=', offer.id).execute();
    expect(redemptions).toMatchObject([{ order_id: orderId, amount: 300, released_at: null }]);

    const event = { kind: 'voided' as const, orderId, restaurantId: v.restaurantId };
    await Promise.all([offersLifecycleSubscriber.handle(t.db, event), offersLifecycleSubscriber.handle(t.db, event)]);
    await offersLifecycleSubscriber.handle(t.db, event);
    expect(await usesOf(offer.id)).toBe(0);
    const released = await t.db.selectFrom('offer_redemptions').select('released_at').where('offer_id', '=', offer.id).execute();
    expect(released[0]!.released_at).not.toBeNull();
    // 'paid' and 'refunded' leave offers alone.
    await offersLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId, restaurantId: v.restaurantId });
    expect(await usesOf(offer.id)).toBe(0);
  });

  it('spend X get Y: the lemonade free once the items reach 30.00', async () => {
    const offer = await createOffer(t, v, { name: 'Spend 30, get a drink', kind: 'spend_get', minSpend: 3000, rewardItemIds: [v.items.lemonade] });
    const { quote: q } = await order(withBenefits({ offerIds: [offer.id] }));
    expect(q.discounts).toEqual([{ source: 'offer', id: offer.id, name: 'Spend 30, get a drink', amount: 300 }]);
    await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${offer.id}`), headers: v.headers });
  });

  it('the per-customer limit counts the customer’s own orders', async () => {
    const offer = await createOffer(t, v, percentOffer({ name: 'Once each', perCustomerLimit: 1, combinable: true }));
    const me = await customerHeaders(t);
    await order(withBenefits({ offerIds: [offer.id] }), me);
    const again = await quote(withBenefits({ offerIds: [offer.id] }), me);
    expect(again.statusCode).toBe(422);
    expect(keyOf(again.body)).toBe('offerCustomerLimit');
    await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${offer.id}`), headers: v.headers });
  });
});

async function refused(benefits: Record<string, unknown>, status: number, code: string, key: string | null, headers: Record<string, string> = {}) {
  const body = withBenefits(benefits);
  const before = await offersSnapshot(t);
  const q = await quote(body, headers);
  expect(q.statusCode, q.body).toBe(status);
  expect(q.json().error.code).toBe(code);
  if (key) expect(keyOf(q.body)).toBe(key);
  // The order endpoint refuses the same way (with a plausible total), and writes nothing.
  const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: 3370 }, newKey(), headers);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (key) expect(keyOf(res.body)).toBe(key);
  expect(await offersSnapshot(t)).toEqual(before);
  return q.json();
}

describe('bad input at checkout (own code and key, nothing written)', () => {
  it('an expired, inactive, deleted or used-up code', async () => {
    await createOffer(t, v, percentOffer({ code: 'OLD', schedule: { startsOn: '2020-01-01', endsOn: '2020-01-31' } }));
    await refused({ offerCode: 'OLD' }, 422, 'OFFER_NOT_APPLICABLE', 'offerExpired');
    const off = await createOffer(t, v, percentOffer({ code: 'SLEEPY', isActive: false }));
    await refused({ offerCode: 'SLEEPY' }, 422, 'OFFER_NOT_APPLICABLE', 'offerInactive');
    await refused({ offerIds: [off.id], offerCode: 'SLEEPY' }, 422, 'OFFER_NOT_APPLICABLE', 'offerInactive');
    const gone = await createOffer(t, v, percentOffer({ code: 'GONE' }));
    await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${gone.id}`), headers: v.headers });
    // A deleted offer's code no longer exists; picked by id it is inactive.
    await refused({ offerCode: 'GONE' }, 422, 'OFFER_NOT_APPLICABLE', 'offerCodeInvalid');
    await refused({ offerIds: [gone.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerInactive');
    const full = await createOffer(t, v, { name: 'Two only', kind: 'limited_uses', amountOff: 100, totalUsesLimit: 2, code: 'TWO' });
    await order(withBenefits({ offerCode: 'TWO' }));
    await order(withBenefits({ offerCode: 'TWO' }));
    expect(await usesOf(full.id)).toBe(2);
    await refused({ offerCode: 'TWO' }, 409, 'OFFER_USED_UP', 'offerUsedUp');
  });

  it('a code of another venue, an unknown code, a coded offer picked without its code, another venue’s offer id (404)', async () => {
    const theirs = await createOffer(t, other, percentOffer({ code: 'THEIRS' }));
    await refused({ offerCode: 'THEIRS' }, 422, 'OFFER_NOT_APPLICABLE', 'offerCodeInvalid');
    await refused({ offerCode: 'NOSUCH' }, 422, 'OFFER_NOT_APPLICABLE', 'offerCodeInvalid');
    const secret = await createOffer(t, v, percentOffer({ code: 'SECRET' }));
    await refused({ offerIds: [secret.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerCodeInvalid');
    const publicTheirs = await createOffer(t, other, percentOffer());
    await refused({ offerIds: [publicTheirs.id] }, 404, 'NOT_FOUND', null);
    await refused({ offerIds: [theirs.id] }, 404, 'NOT_FOUND', null);
  });

  it('stacking offers that do not combine, a minimum spend not reached, members only, not at this hour', async () => {
    const a = await createOffer(t, v, percentOffer({ name: 'A', combinable: true }));
    const b = await createOffer(t, v, percentOffer({ name: 'B', combinable: false }));
    await refused({ offerIds: [a.id, b.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerNotCombinable');
    const big = await createOffer(t, v, percentOffer({ name: 'Big spenders', minSpend: 10_000 }));
    const q = await refused({ offerIds: [big.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerMinimumSpend');
    expect(q.error.details[0].params).toEqual({ amount: '€100.00' });
    const members = await createOffer(t, v, percentOffer({ name: 'Members', membersOnly: true }));
    await refused({ offerIds: [members.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerMembersOnly');
    // A window that is never now: one minute on a weekday that is not today on the venue's clock.
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Malta', weekday: 'short' }).format(new Date());
    const notToday = ['Mon', 'Tue'].includes(today) ? 3 : 1;
    const later = await createOffer(t, v, percentOffer({ name: 'Later', schedule: { weekdays: [notToday] } }));
    await refused({ offerIds: [later.id] }, 422, 'OFFER_NOT_APPLICABLE', 'offerNotNow');
    for (const id of [a.id, b.id, big.id, members.id, later.id]) await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${id}`), headers: v.headers });
  });
});
