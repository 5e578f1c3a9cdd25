import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTenderProvider } from '../src/features/checkout/public.ts';
import { createGiftCardTenderProvider, giftCardLifecycleSubscriber } from '../src/features/gift-cards/public.ts';
import { createOrderingVenue, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { cardBalance, GOOD_CARD, issueCard } from './gift-cards-venue.ts';

/**
 * One gift card balance shared by many checkouts at once: the guarded decrement in each order's
 * transaction lets exactly as many through as the balance covers; the others answer 409
 * GIFT_CARD_SPENT and leave no order. A void gives the money back once however often its job runs.
 */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  // Until (and after) the composition lists it, this file installs the real gift card tender itself.
  (t.deps.benefits.tenders as TTenderProvider[]).splice(0, Infinity, createGiftCardTenderProvider(t.deps));
});
afterAll(() => t.close());

/** A lemonade at table 1 (3.00 + 0.50 order fee), all of it paid by the gift card. */
const orderBody = (code: string) => ({
  type: 'dine_in',
  tableCode: v.tables.one.code,
  lines: [{ itemId: v.items.lemonade, quantity: 1 }],
  paymentMethod: 'card',
  card: GOOD_CARD,
  benefits: { giftCard: { code } },
});

describe('20 concurrent checkouts sharing one gift card', () => {
  it('exactly 7 succeed when the balance covers 7 orders; 13 answer 409 GIFT_CARD_SPENT and write no order', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/orders/quote`,
      payload: orderBody((await issueCard(t, v.restaurantId, 100_000)).code),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const perOrder = quote.json().tendered as number;
    expect(quote.json().amountDue).toBe(0);
    expect(perOrder).toBe(quote.json().total);

    const card = await issueCard(t, v.restaurantId, perOrder * 7);
    const ordersBefore = await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).execute();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, v.restaurantId, { ...orderBody(card.code), expectedTotal: perOrder }, newKey())),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(13);
    for (const lost of results.filter((r) => r.statusCode === 409)) expect(lost.json().error.code).toBe('GIFT_CARD_SPENT');
    expect(await cardBalance(t, card.id)).toBe(0);
    const redeems = await t.db.selectFrom('gift_card_ledger').selectAll().where('gift_card_id', '=', card.id).where('kind', '=', 'redeem').execute();
    expect(redeems).toHaveLength(7);
    // Each redemption row holds the balance after it: 6, 5, ... 0 orders' worth, each once.
    expect(redeems.map((r) => Number(r.balance_after)).toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => n * perOrder));
    const ordersAfter = await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).execute();
    expect(ordersAfter.length - ordersBefore.length).toBe(7);
    expect(new Set(redeems.map((r) => r.order_id)).size).toBe(7);
  });

  it('a voided order gives its amount back once, however often the lifecycle job runs', async () => {
    const card = await issueCard(t, v.restaurantId, 5000);
    const quote = (await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: orderBody(card.code) })).json();
    expect(quote.tenders, JSON.stringify(quote)).toHaveLength(1);
    const placed = await placeOrder(t, v.restaurantId, { ...orderBody(card.code), expectedTotal: quote.total });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id ?? placed.json().order?.id;
    expect(await cardBalance(t, card.id)).toBe(5000 - quote.total);
    const event = { kind: 'voided' as const, orderId, restaurantId: v.restaurantId };
    await Promise.all([giftCardLifecycleSubscriber.handle(t.db, event), giftCardLifecycleSubscriber.handle(t.db, event)]);
    await giftCardLifecycleSubscriber.handle(t.db, event);
    expect(await cardBalance(t, card.id)).toBe(5000);
    const ledger = await t.db.selectFrom('gift_card_ledger').selectAll().where('gift_card_id', '=', card.id).orderBy('created_at').execute();
    expect(ledger.map((l) => [l.kind, Number(l.amount), Number(l.balance_after)])).toEqual([
      ['activate', 5000, 5000],
      ['redeem', -quote.total, 5000 - quote.total],
      ['refund', quote.total, 5000],
    ]);
    // 'paid' and 'refunded' leave the gift card alone.
    await giftCardLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId, restaurantId: v.restaurantId });
    expect(await cardBalance(t, card.id)).toBe(5000);
  });

  it("at checkout a wrong or another venue's code is 422 giftCardInvalid, an empty card 409 giftCardSpent, more than the balance 409 giftCardInsufficient: no order", async () => {
    const other = await createOrderingVenue(t);
    const theirs = await issueCard(t, other.restaurantId, 5000);
    const empty = await issueCard(t, v.restaurantId, 0);
    const small = await issueCard(t, v.restaurantId, 100);
    const before = await t.db.selectFrom('orders').select('id').execute();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: 'ACDE-FGHJ-KMNP-RTUV' }, 422, 'giftCardInvalid'],
      [{ code: theirs.code }, 422, 'giftCardInvalid'],
      [{ code: empty.code }, 409, 'giftCardSpent'],
      [{ code: small.code, amount: 200 }, 409, 'giftCardInsufficient'],
    ];
    for (const [giftCard, status, key] of cases) {
      const body = { ...orderBody(''), benefits: { giftCard }, expectedTotal: 350 };
      const quote = await t.app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${v.restaurantId}/orders/quote`,
        payload: { ...body, expectedTotal: undefined },
      });
      expect(quote.statusCode, quote.body).toBe(status);
      expect(quote.json().error.details[0].key).toBe(key);
      const placed = await placeOrder(t, v.restaurantId, body);
      expect(placed.statusCode, placed.body).toBe(status);
    }
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    expect(await cardBalance(t, small.id)).toBe(100);
  });

  it('guessing codes at checkout: past 60 tries a minute from one address the quote answers 429, another address still works', async () => {
    const quote = (code: string, ip: string) =>
      t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: orderBody(code), remoteAddress: ip });
    const card = await issueCard(t, v.restaurantId, 5000);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await quote('ACDE-FGHJ-KMNP-RTUV', '10.7.7.7')).statusCode);
    expect(new Set(answers)).toEqual(new Set([422]));
    const blocked = await quote(card.code, '10.7.7.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await quote(card.code, '10.7.7.8')).statusCode).toBe(200);
  });
});
