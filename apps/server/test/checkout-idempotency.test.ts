import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPriceChangedResponseSchema } from '@menudelite/shared/orders/checkout';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const countOrders = async () => (await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).execute()).length;

describe('Idempotency-Key', () => {
  it('returns the same order (200) to a retry and never creates a second', async () => {
    const key = newKey();
    const first = await placeOrder(t, v.restaurantId, dineInBody(v), key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await orderSnapshot(t);
    // Same content in another key order: still the same submission.
    const { lines, ...rest } = dineInBody(v);
    const retry = await placeOrder(t, v.restaurantId, { lines, ...Object.fromEntries(Object.entries(rest).toReversed()) }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('returns the first order even when prices changed since (the retry is not re-priced)', async () => {
    const key = newKey();
    const first = await placeOrder(t, v.restaurantId, dineInBody(v), key);
    expect(first.statusCode).toBe(201);
    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${v.items.lemonade}`, headers: v.headers, payload: { price: 320 } });
    const retry = await placeOrder(t, v.restaurantId, dineInBody(v), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().orderId).toBe(first.json().orderId);
    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${v.items.lemonade}`, headers: v.headers, payload: { price: 300 } });
  });

  it('refuses the same key with a different body (422 IDEMPOTENCY_MISMATCH), writing nothing', async () => {
    const key = newKey();
    expect((await placeOrder(t, v.restaurantId, dineInBody(v), key)).statusCode).toBe(201);
    const before = await orderSnapshot(t);
    const other = await placeOrder(t, v.restaurantId, dineInBody(v, { notes: 'extra napkins' }), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('the same key at another venue is another order', async () => {
    const second = await createOrderingVenue(t);
    const key = newKey();
    expect((await placeOrder(t, v.restaurantId, dineInBody(v), key)).statusCode).toBe(201);
    expect((await placeOrder(t, second.restaurantId, dineInBody(second), key)).statusCode).toBe(201);
  });

  it('ten concurrent submissions with one key create exactly one order and all answer it', async () => {
    const key = newKey();
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, v.restaurantId, dineInBody(v), key)));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('needs the header, 8 to 128 printable characters', async () => {
    const before = await orderSnapshot(t);
    const missing = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders`, payload: dineInBody(v) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].path).toBe('headers.idempotency-key');
    expect((await placeOrder(t, v.restaurantId, dineInBody(v), 'short')).statusCode).toBe(400);
    expect((await placeOrder(t, v.restaurantId, dineInBody(v), 'x'.repeat(129))).statusCode).toBe(400);
    expect(await orderSnapshot(t)).toEqual(before);
  });
});

describe('expectedTotal', () => {
  it('answers 409 PRICE_CHANGED with the fresh quote when the client total is stale, writing nothing', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${v.items.lemonade}`, headers: v.headers, payload: { price: 350 } });
    const before = await orderSnapshot(t);
    const res = await placeOrder(t, v.restaurantId, dineInBody(v));
    expect(res.statusCode, res.body).toBe(409);
    const body = ZPriceChangedResponseSchema.parse(res.json());
    expect(body.error.code).toBe('PRICE_CHANGED');
    expect(body.quote).toMatchObject({ subtotal: 3370, total: 3420 });
    expect(body.quote.lines[1]).toMatchObject({ name: 'Lemonade', unitPrice: 350 });
    expect(await orderSnapshot(t)).toEqual(before);

    // Accepting the fresh total places the order.
    const retry = await placeOrder(t, v.restaurantId, dineInBody(v, { expectedTotal: body.quote.total }));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().order.total).toBe(3420);
  });
});
