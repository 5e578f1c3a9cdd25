import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiscountProvider } from '../src/features/checkout/public.ts';
import { createOffersDiscountProvider } from '../src/features/offers/public.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { createOrderingVenue, dineInBody, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOffer, offersUrl, percentOffer } from './offers-helpers.ts';

/** What diners see: the public list, the offers dialog's evaluation, and a customer's own offers. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  (t.deps.benefits.discounts as TDiscountProvider[]).splice(0, Infinity, createOffersDiscountProvider(t.deps));
});
afterAll(() => t.close());

const cart = () => {
  const { expectedTotal: _e, ...body } = dineInBody(v);
  return body;
};
const evaluate = (headers: Record<string, string> = {}, body: Record<string, unknown> = cart()) =>
  t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/offers/evaluate`, payload: body, headers });

describe('public offers', () => {
  let drink: any;
  let members: any;
  let big: any;
  beforeAll(async () => {
    drink = await createOffer(t, v, {
      name: 'Spend 30, get a drink',
      kind: 'spend_get',
      minSpend: 3000,
      rewardItemIds: [v.items.lemonade],
      description: 'A lemonade on us',
    });
    members = await createOffer(t, v, percentOffer({ name: 'Members 10%', membersOnly: true, combinable: true, schedule: { endsOn: '2099-12-31' } }));
    big = await createOffer(t, v, percentOffer({ name: 'Big spenders', minSpend: 10_000 }));
    await createOffer(t, v, percentOffer({ name: 'Secret', code: 'SECRET' }));
    await createOffer(t, v, percentOffer({ name: 'Off', isActive: false }));
    await createOffer(t, v, percentOffer({ name: 'Old', schedule: { endsOn: '2020-01-01' } }));
    const gone = await createOffer(t, v, percentOffer({ name: 'Gone' }));
    await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${gone.id}`), headers: v.headers });
  });

  it('lists only what a diner can see now (no code, active, not deleted, not ended), paginated, without limits or codes', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/offers?limit=2` });
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((o: any) => o.name)).toEqual(['Big spenders', 'Members 10%']);
    expect(first.json().items[1]).toEqual({
      id: members.id,
      name: 'Members 10%',
      kind: 'percent_off',
      description: '',
      membersOnly: true,
      combinable: true,
      minSpend: 0,
      endsAt: '2099-12-31',
    });
    const second = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/offers?limit=2&cursor=${first.json().nextCursor}` });
    expect(second.json()).toEqual({ items: [expect.objectContaining({ id: drink.id, description: 'A lemonade on us' })], nextCursor: null });
  });

  it('evaluates the cart: qualified first with the discount, the others with their reason', async () => {
    const res = await evaluate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offers).toEqual([
      { offer: expect.objectContaining({ id: drink.id }), qualified: true, discount: 300 },
      { offer: expect.objectContaining({ id: big.id }), qualified: false, discount: 0, reason: { key: 'offerMinimumSpend', params: { amount: '€100.00' } } },
      { offer: expect.objectContaining({ id: members.id }), qualified: false, discount: 0, reason: { key: 'offerMembersOnly' } },
    ]);
    const signedIn = await evaluate(await customerHeaders(t));
    const membersRow = signedIn.json().offers.find((o: any) => o.offer.id === members.id);
    expect(membersRow).toEqual({ offer: expect.objectContaining({ id: members.id }), qualified: true, discount: 332 });
  });

  it('evaluate refuses what the quote refuses (another venue’s item), and an unknown venue', async () => {
    const bad = await evaluate({}, { ...cart(), lines: [{ itemId: 'nope', quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/no-such-venue/offers' });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /api/customer/me/offers lists offers of venues the customer used an offer at', async () => {
    const me = await customerHeaders(t);
    const empty = await t.app.inject({ method: 'GET', url: '/api/customer/me/offers', headers: me });
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    const { expectedTotal: _e, ...body } = dineInBody(v, { benefits: { offerIds: [drink.id] } });
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body, headers: me });
    const placed = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.json().total }, newKey(), me);
    expect(placed.statusCode, placed.body).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/customer/me/offers?limit=100', headers: me });
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .items.map((o: any) => o.title)
        .toSorted(),
    ).toEqual(['Big spenders', 'Members 10%', 'Spend 30, get a drink']);
    expect(mine.json().items[0]).toMatchObject({ restaurantId: v.restaurantId });
    const staff = await t.app.inject({ method: 'GET', url: '/api/customer/me/offers', headers: v.headers });
    expect(staff.statusCode).toBe(404);
  });
});
