import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCheckoutResponseSchema, ZQuoteSchema } from '@menudelite/shared/orders/checkout';
import { ZOrderSchema, ZPublicOrderSchema } from '@menudelite/shared/orders/order';
import { computeTotals, priceLine } from '@menudelite/shared/orders/pricing';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
let hotel: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { allows_remote_pick_up: true });
  hotel = await createOrderingVenue(t, { is_hotel: true });
});
afterAll(() => t.close());

const quote = (restaurantId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/public/restaurants/${restaurantId}/orders/quote`, payload: body });

describe('dine-in, pay later', () => {
  it('re-prices from the database, stores order, lines and staff event, and answers the order with its token', async () => {
    const res = await placeOrder(t, v.restaurantId, dineInBody(v, { notes: 'nut allergy', customer: { name: 'Dina' } }));
    expect(res.statusCode, res.body).toBe(201);
    const body = ZCheckoutResponseSchema.parse(res.json());
    expect(body.order).toMatchObject({
      type: 'dine_in',
      status: 'new',
      number: 1,
      tableDisplayId: '1',
      subtotal: 3320,
      orderFee: 50,
      processingFee: 0,
      tip: 0,
      total: 3370,
      paymentMethod: 'pay_later',
      paymentStatus: 'unpaid',
      notes: 'nut allergy',
    });
    expect(body.order.lines[0]).toMatchObject({ name: 'Classic burger', quantity: 2, unitPrice: 1450, lineTotal: 3020, notes: 'no onions' });
    expect(body.order.lines[0]!.modifiers.map((m) => m.name)).toEqual(['Rare', 'Aioli']);
    // The public answer never carries contact details.
    expect(JSON.stringify(body.order)).not.toContain('Dina');

    const stored = await t.db.selectFrom('orders').selectAll().where('id', '=', body.orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ restaurant_id: v.restaurantId, restaurant_table_id: v.tables.one.id, customer_name: 'Dina', status: 'new' });
    expect(await t.db.selectFrom('order_lines').select('id').where('order_id', '=', body.orderId).execute()).toHaveLength(2);
    const events = await t.db.selectFrom('staff_events').selectAll().where('restaurant_id', '=', v.restaurantId).execute();
    expect(events.map((e) => e.type)).toEqual(['newOrderReceived']);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/orders/${body.orderId}?token=${body.orderToken}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(ZPublicOrderSchema.parse(page.json())).toEqual(body.order);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/public/orders/${body.orderId}?token=${body.orderToken.slice(1)}x` });
    expect(wrong.statusCode).toBe(404);

    const staff = await t.app.inject({ method: 'GET', url: `/api/orders/${body.orderId}`, headers: v.headers });
    expect(ZOrderSchema.parse(staff.json()).customer.name).toBe('Dina');
  });

  it('quotes exactly what the shared money rules compute, without writing', async () => {
    const before = await orderSnapshot(t);
    const res = await quote(v.restaurantId, { ...dineInBody(v), expectedTotal: undefined, tip: { percent: 10 }, paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    const q = ZQuoteSchema.parse(res.json());
    const expected = computeTotals({
      currency: 'eur',
      lines: [
        priceLine({ unitPrice: 1450, modifierPrices: [0, 60], quantity: 2, discountPercent: 0 }),
        priceLine({ unitPrice: 300, modifierPrices: [], quantity: 1, discountPercent: 0 }),
      ],
      orderFee: 50,
      delivery: null,
      tip: { percent: 10 },
      paymentMethod: 'card',
      processingFee: { percent: 1.5, fixed: 20 },
    });
    expect(q).toMatchObject({ subtotal: expected.subtotal, tip: 332, processingFee: expected.processingFee, total: expected.total });
    // 1.5% of (33.20 + 0.50 + 3.32) + 0.20, rounded half away from zero.
    expect(q.processingFee).toBe(Math.round(3702 * 0.015) + 20);
    expect(await orderSnapshot(t)).toEqual(before);
  });
});

describe('payment methods', () => {
  it('charges a test card: paid, a card payment row, the processing fee added', async () => {
    const order = await placeQuoted(
      t,
      v.restaurantId,
      dineInBody(v, { paymentMethod: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } }),
    );
    expect(order.order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', processingFee: 71, total: 3441 });
    const payment = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'card', provider: 'demo', status: 'succeeded', amount: 3441, card_last4: '4242' });
    expect(JSON.stringify(await t.db.selectFrom('orders').selectAll().where('id', '=', order.orderId).execute())).not.toContain('4242 4242');
  });

  it('refuses a declined card (402) with the order held from staff, and an invalid one (400) without writing anything', async () => {
    const before = await orderSnapshot(t);
    const declined = await placeOrder(
      t,
      v.restaurantId,
      dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441, card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' } }),
    );
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    // Write first, charge second: the declined order exists, payment failed, with no payment row and no staff event.
    const held = { ...before, orders: before.orders! + 1, order_lines: before.order_lines! + 2 };
    expect(await orderSnapshot(t)).toEqual(held);
    const invalid = await placeOrder(
      t,
      v.restaurantId,
      dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441, card: { number: '1234 5678 9012 3456', expiry: '12/39', cvc: '123' } }),
    );
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(invalid.json().error.code).toBe('CARD_INVALID');
    const expired = await placeOrder(
      t,
      v.restaurantId,
      dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441, card: { number: '4242424242424242', expiry: '01/20', cvc: '123' } }),
    );
    expect(expired.json().error.code).toBe('CARD_INVALID');
    expect(await orderSnapshot(t)).toEqual(held);
  });

  it('takes cash as an unpaid order with no payment row', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'cash' }));
    expect(order.order).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'unpaid', processingFee: 0 });
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
  });
});

describe('pickup and delivery', () => {
  it('takes a pickup order for one of the offered slots, with tip as an amount', async () => {
    const slots = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/pickup-slots` });
    expect(slots.statusCode, slots.body).toBe(200);
    const slot = slots.json().slots[0] as string;
    expect(Date.parse(slot)).toBeGreaterThanOrEqual(Date.now() + 20 * 60_000 - 1000);
    const order = await placeQuoted(t, v.restaurantId, {
      type: 'pickup',
      pickupTime: slot,
      customer: { name: 'Pia' },
      lines: [{ itemId: v.items.lemonade, quantity: 2 }],
      tip: { amount: 100 },
      paymentMethod: 'cash',
    });
    expect(order.order).toMatchObject({ type: 'pickup', pickupTime: slot, estimatedReadyAt: slot, tip: 100, total: 600 + 50 + 100 });
  });

  it('adds the delivery fee (fixed, then percent) and estimates delivery from deliveryOrderPrepTime', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/delivery-settings',
      headers: v.headers,
      payload: { feeType: 'fixed', fixedFee: 250, minOrderValue: 1000, deliveryOrderPrepTime: 40 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const body = {
      type: 'delivery',
      delivery: { address: '3 Merchant Street, Valletta', notes: 'ring twice', locationId: v.locationId },
      customer: { name: 'Dan', phone: '+356 2122 3344' },
      lines: [{ itemId: v.items.lemonade, quantity: 4 }],
      paymentMethod: 'cash',
    };
    const fixed = await placeQuoted(t, v.restaurantId, body);
    expect(fixed.order).toMatchObject({ deliveryFee: 250, total: 1200 + 50 + 250 });
    const eta = Date.parse(fixed.order.estimatedReadyAt) - Date.parse(fixed.order.createdAt);
    expect(eta).toBe(40 * 60_000);
    const staff = await t.app.inject({ method: 'GET', url: `/api/orders/${fixed.orderId}`, headers: v.headers });
    expect(staff.json().delivery).toEqual({
      address: '3 Merchant Street, Valletta',
      notes: 'ring twice',
      locationId: v.locationId,
      locationName: 'Harbour front',
    });

    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/delivery-settings', headers: v.headers, payload: { feeType: 'percent', percentFee: 12.5 } });
    const percent = await placeQuoted(t, v.restaurantId, body);
    expect(percent.order.deliveryFee).toBe(150);
  });
});

describe('hotel room service', () => {
  it('charges an order to room 101 with a room_charge payment', async () => {
    const order = await placeQuoted(t, hotel.restaurantId, {
      type: 'room',
      roomNumber: '101',
      lines: [{ itemId: hotel.items.lemonade, quantity: 1 }],
      paymentMethod: 'room',
    });
    expect(order.order).toMatchObject({ type: 'room', roomNumber: '101', paymentMethod: 'room', paymentStatus: 'charged_to_room' });
    const payment = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'room_charge', room_number: '101', amount: order.order.total });
  });

  it('lets a visitor check out without a room, paying another way', async () => {
    const order = await placeQuoted(t, hotel.restaurantId, {
      type: 'room',
      checkoutAsVisitor: true,
      customer: { name: 'Vera' },
      lines: [{ itemId: hotel.items.lemonade, quantity: 1 }],
      paymentMethod: 'pay_later',
    });
    expect(order.order).toMatchObject({ roomNumber: null, paymentStatus: 'unpaid' });
  });
});

it('numbers each venue’s orders from 1', async () => {
  const other = await createOrderingVenue(t);
  const first = await placeQuoted(t, other.restaurantId, dineInBody(other));
  const second = await placeQuoted(t, other.restaurantId, dineInBody(other), newKey());
  expect([first.order.number, second.order.number]).toEqual([1, 2]);
});
