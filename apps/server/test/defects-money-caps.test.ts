import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_PRICE_MAX, LINE_MODIFIERS_MAX, MAX_ORDER_TOTAL, MODIFIER_PRICE_MAX, ORDER_QUANTITY_MAX } from '@menudelite/shared/money/caps';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { menuSnapshot } from './helpers/menu-venue.ts';

/**
 * Issue 7, defect 5.3: a price of 1e12 with 50 modifiers at 1e12 and quantity 99 made a total past
 * 2^53 and answered 500 on orders/quote and checkout. Prices, modifier prices, quantities and
 * modifier counts are capped (money/caps.ts) so every total is a safe integer; beyond them is a 4xx.
 */
let t: TTestApp;
let v: TOrderingVenue;
let sectionId: string;

beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { delivery_fee_type: 'percent', delivery_percent_fee_bp: 10_000 });
  sectionId = (await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: v.headers })).json().items[0].id;
});
afterAll(() => t.close());

const staff = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: v.headers, payload });
const quote = (body: object) => t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body });

/** An item at `price` with one group of 50 modifiers at `modifierPrice` (all choosable at once). */
async function dearItem(price: number, modifierPrice: number): Promise<{ itemId: string; modifierIds: string[] }> {
  const group = await staff('POST', '/api/menu/modifier-groups', {
    name: 'Extras',
    min: 0,
    max: LINE_MODIFIERS_MAX,
    modifiers: Array.from({ length: LINE_MODIFIERS_MAX }, (_, i) => ({ name: `Extra ${i + 1}`, price: modifierPrice })),
  });
  expect(group.statusCode, group.body).toBe(201);
  const item = await staff('POST', '/api/menu/items', { sectionId, name: 'Banquet', price, modifierGroupIds: [group.json().id] });
  expect(item.statusCode, item.body).toBe(201);
  return { itemId: item.json().id, modifierIds: group.json().modifiers.map((m: { id: string }) => m.id) };
}

const dineIn = (lines: object[], extra: object = {}) => ({ type: 'dine_in', tableCode: v.tables.one.code, lines, paymentMethod: 'pay_later', ...extra });

describe('menu prices are capped', () => {
  it('refuses an item above ITEM_PRICE_MAX and a modifier above MODIFIER_PRICE_MAX, writing nothing', async () => {
    const before = await menuSnapshot(t.db);
    const item = await staff('POST', '/api/menu/items', { sectionId, name: 'Too dear', price: ITEM_PRICE_MAX + 1 });
    expect(item.statusCode, item.body).toBe(400);
    expect(item.json().error.details[0]).toMatchObject({ path: 'body.price', key: 'tooBig', params: { max: ITEM_PRICE_MAX } });
    const group = await staff('POST', '/api/menu/modifier-groups', { name: 'Dear', min: 0, max: 1, modifiers: [{ name: 'Gold leaf', price: 1e12 }] });
    expect(group.statusCode, group.body).toBe(400);
    expect(group.json().error.details[0]).toMatchObject({ path: 'body.modifiers.0.price', key: 'tooBig', params: { max: MODIFIER_PRICE_MAX } });
    expect(await menuSnapshot(t.db)).toEqual(before);
    const patch = await staff('PATCH', `/api/menu/modifiers/${v.modifiers.aioli}`, { price: MODIFIER_PRICE_MAX + 1 });
    expect(patch.statusCode, patch.body).toBe(400);
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('the largest possible order under every cap still prices, as a safe integer (card fee, 100% tip and delivery fee)', async () => {
    const { itemId, modifierIds } = await dearItem(ITEM_PRICE_MAX, MODIFIER_PRICE_MAX);
    const lines = [99, 99, 99, 3].map((quantity) => ({ itemId, quantity, modifierIds }));
    expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(ORDER_QUANTITY_MAX);
    for (const body of [
      dineIn(lines, { tip: { percent: 100 }, paymentMethod: 'card' }),
      { type: 'delivery', delivery: { address: '1 Harbour Street', locationId: v.locationId }, lines, tip: { percent: 100 }, paymentMethod: 'card' },
    ]) {
      const res = await quote(body);
      expect(res.statusCode, res.body).toBe(200);
      const { subtotal, total } = res.json();
      expect(subtotal).toBe(ORDER_QUANTITY_MAX * (ITEM_PRICE_MAX + LINE_MODIFIERS_MAX * MODIFIER_PRICE_MAX));
      expect(Number.isSafeInteger(total)).toBe(true);
      expect(total).toBeLessThanOrEqual(MAX_ORDER_TOTAL);
    }
  });
});

describe('orders beyond the caps answer 4xx, never 500', () => {
  it(`refuses more than ${ORDER_QUANTITY_MAX} units in one order on quote and checkout, writing nothing`, async () => {
    const lines = [99, 99, 99, 4].map((quantity) => ({ itemId: v.items.lemonade, quantity }));
    const q = await quote(dineIn(lines));
    expect(q.statusCode, q.body).toBe(400);
    expect(q.json().error.details[0]).toMatchObject({ path: 'body.lines', key: 'tooMany', params: { max: ORDER_QUANTITY_MAX } });
    const before = await orderSnapshot(t);
    const order = await placeOrder(t, v.restaurantId, { ...dineIn(lines), expectedTotal: 0 });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json().error.code).toBe('VALIDATION_FAILED');
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('refuses more than 50 modifiers on a line', async () => {
    const res = await quote(dineIn([{ itemId: v.items.burger, quantity: 1, modifierIds: Array.from({ length: 51 }, () => v.modifiers.rare) }]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ path: 'body.lines.0.modifierIds', key: 'tooMany' });
  });

  it('an item priced 1e12 with 50 modifiers at 1e12 (rows from before the caps), twice 99 of it: 409 ITEM_UNAVAILABLE, nothing written', async () => {
    const { itemId, modifierIds } = await dearItem(1000, 100);
    // Rows written before the caps existed: straight into the tables, as the fuzzer once left them.
    await t.db.updateTable('menu_items').set({ price: 1e12 }).where('id', '=', itemId).execute();
    await t.db.updateTable('modifiers').set({ price: 1e12 }).where('id', 'in', modifierIds).execute();
    // Two such lines: 2 x 99 x 51e12 = 1.0098e16 > 2^53, the 500 the fuzzer saw.
    const lines = [
      { itemId, quantity: 99, modifierIds },
      { itemId, quantity: 99, modifierIds },
    ];

    const q = await quote(dineIn(lines));
    expect(q.statusCode, q.body).toBe(409);
    expect(q.json().error).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      details: [
        { path: 'body.lines.0.itemId', key: 'itemUnavailable' },
        { path: 'body.lines.1.itemId', key: 'itemUnavailable' },
      ],
    });
    const before = await orderSnapshot(t);
    const order = await placeOrder(t, v.restaurantId, { ...dineIn(lines), expectedTotal: 0 });
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json().error.code).toBe('ITEM_UNAVAILABLE');
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('a custom tip above TIP_AMOUNT_MAX is a 400', async () => {
    const res = await quote(dineIn([{ itemId: v.items.lemonade, quantity: 1 }], { tip: { amount: 1e16 } }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
