import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@menudelite/shared/money/format';
import { up as isoMinorUnits } from '../src/db/migrations/0009_iso_minor_units.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let kwd: TOrderingVenue;
let eur: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  // 0.500 KWD order fee: 500 fils.
  kwd = await createOrderingVenue(t, { currency: 'kwd', order_fee: 500 });
  eur = await createOrderingVenue(t);
});
afterAll(() => t.close());

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('three-decimal currencies (ISO 4217)', () => {
  it('prices an item at 1.250 KWD and charges a card order in fils, with the 0.200 KWD fixed card fee', async () => {
    const section = await t.db.selectFrom('menu_sections').select('id').where('restaurant_id', '=', kwd.restaurantId).executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/menu/items',
      headers: kwd.headers,
      payload: { sectionId: section.id, name: 'Karak tea', price: 1250 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item.price).toBe(1250);
    expect(formatMoney(item.price, 'kwd')).toBe('KWD 1.250');

    const body = { type: 'dine_in', tableCode: kwd.tables.one.code, lines: [{ itemId: item.id, quantity: 2 }], paymentMethod: 'card' };
    const quote = (await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${kwd.restaurantId}/orders/quote`, payload: body })).json();
    expect(quote).toMatchObject({ currency: 'kwd', subtotal: 2500, orderFee: 500 });
    // 1.5% of 3.000 KWD is 0.045, plus 0.200 KWD: the fixed part is scaled to the currency's 1,000 fils.
    expect(quote.processingFee).toBe(45 + 200);
    expect(quote.total).toBe(3245);
    const res = await placeOrder(t, kwd.restaurantId, { ...body, expectedTotal: 3245, card: GOOD }, newKey());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ currency: 'kwd', total: 3245, paymentStatus: 'paid' });
    const attempt = await t.db.selectFrom('payment_attempts').selectAll().where('order_id', '=', res.json().orderId).executeTakeFirstOrThrow();
    expect([Number(attempt.amount), attempt.currency]).toEqual([3245, 'kwd']);
  });

  it('migration 0009 rescales stored KWD, OMR and JOD amounts from hundredths to thousandths, and leaves other currencies alone', async () => {
    const priceOf = async (id: string) => Number((await t.db.selectFrom('menu_items').select('price').where('id', '=', id).executeTakeFirstOrThrow()).price);
    const feeOf = async (id: string) =>
      Number((await t.db.selectFrom('restaurants').select('order_fee').where('id', '=', id).executeTakeFirstOrThrow()).order_fee);
    const before = { kwdPrice: await priceOf(kwd.items.lemonade), eurPrice: await priceOf(eur.items.lemonade), kwdFee: await feeOf(kwd.restaurantId) };
    const order = await t.db.selectFrom('orders').select(['id', 'total']).where('restaurant_id', '=', kwd.restaurantId).executeTakeFirstOrThrow();
    const line = await t.db.selectFrom('order_lines').select(['unit_price', 'modifiers']).where('order_id', '=', order.id).executeTakeFirstOrThrow();

    await isoMinorUnits(t.db);

    expect(await priceOf(kwd.items.lemonade)).toBe(before.kwdPrice * 10);
    expect(await priceOf(eur.items.lemonade)).toBe(before.eurPrice);
    expect(await feeOf(kwd.restaurantId)).toBe(before.kwdFee * 10);
    const after = await t.db.selectFrom('orders').select('total').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(after.total)).toBe(Number(order.total) * 10);
    const lineAfter = await t.db.selectFrom('order_lines').select(['unit_price', 'modifiers']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(lineAfter.unit_price)).toBe(Number(line.unit_price) * 10);
    expect(JSON.parse(lineAfter.modifiers)).toEqual(JSON.parse(line.modifiers).map((m: { price: number }) => ({ ...m, price: m.price * 10 })));
  });
});
