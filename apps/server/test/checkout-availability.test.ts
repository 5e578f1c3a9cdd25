import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCheckoutOptionsSchema } from '@menudelite/shared/orders/checkout-options';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLOSED_ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [] }));
const pickup = (v: TOrderingVenue, extra: object = {}) => ({
  type: 'pickup',
  pickupTime: new Date(Date.now() + 3_600_000).toISOString(),
  customer: { name: 'Pia' },
  lines: [{ itemId: v.items.lemonade, quantity: 1 }],
  paymentMethod: 'cash',
  expectedTotal: 350,
  ...extra,
});
const delivery = (v: TOrderingVenue) => ({
  type: 'delivery',
  delivery: { address: '3 Merchant Street' },
  customer: { name: 'Dan', phone: '+35621223344' },
  lines: [{ itemId: v.items.lemonade, quantity: 1 }],
  paymentMethod: 'cash',
  expectedTotal: 350,
});

async function refusedWith(v: TOrderingVenue, body: object, code: string, message: string) {
  const before = await orderSnapshot(t);
  const res = await placeOrder(t, v.restaurantId, body);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().error).toMatchObject({ code, message });
  expect(await orderSnapshot(t)).toEqual(before);
}

describe('SPEC section 8: the venue is not accepting orders', () => {
  it('refuses every order while offline, and takes them again once back online', async () => {
    const v = await createOrderingVenue(t);
    const off = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/online', headers: v.headers, payload: { isOnline: false } });
    expect(off.json()).toEqual({ isOnline: false });
    await refusedWith(v, dineInBody(v), 'NOT_ACCEPTING_ORDERS', 'the restaurant is not accepting orders');
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/orders/quote`,
      payload: { ...dineInBody(v), expectedTotal: undefined },
    });
    expect(quote.json().error.code).toBe('NOT_ACCEPTING_ORDERS');
    const options = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/checkout-options` });
    expect(options.json().availability.acceptingOrders).toBe(false);
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/menu` });
    expect(menu.json().availability.acceptingOrders).toBe(false);

    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/online', headers: v.headers, payload: { isOnline: true } });
    expect((await placeOrder(t, v.restaurantId, dineInBody(v))).statusCode).toBe(201);
  });

  it('refuses orders outside opening hours', async () => {
    const v = await createOrderingVenue(t, { opening_hours: JSON.stringify(CLOSED_ALL_WEEK) });
    await refusedWith(v, dineInBody(v), 'NOT_ACCEPTING_ORDERS', 'the restaurant is not accepting orders');
    const slots = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/pickup-slots` });
    expect(slots.json().slots).toEqual([]);
  });

  it('refuses pickup when the venue takes none, and remote pickup unless allowsRemotePickUp', async () => {
    const noPickup = await createOrderingVenue(t, { allows_pick_up: false });
    await refusedWith(noPickup, pickup(noPickup), 'NOT_ACCEPTING_PICKUP', 'the restaurant is not accepting pickup orders');
    const atVenueOnly = await createOrderingVenue(t, { allows_pick_up: true, allows_remote_pick_up: false });
    await refusedWith(atVenueOnly, pickup(atVenueOnly), 'NOT_ACCEPTING_PICKUP', 'the restaurant is not accepting pickup orders');
    // From a table's QR code the diner is at the venue: pickup is fine.
    const res = await placeOrder(t, atVenueOnly.restaurantId, pickup(atVenueOnly, { tableCode: atVenueOnly.tables.one.code }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses delivery when the venue takes none or its menu selector offers only pickup', async () => {
    const noDelivery = await createOrderingVenue(t, { allows_delivery: false });
    await refusedWith(noDelivery, delivery(noDelivery), 'NOT_ACCEPTING_DELIVERY', 'the restaurant is not accepting delivery orders');
    const pickupOnly = await createOrderingVenue(t, { menu_selector: 'pickup' });
    await refusedWith(pickupOnly, delivery(pickupOnly), 'NOT_ACCEPTING_DELIVERY', 'the restaurant is not accepting delivery orders');
  });

  it('refuses dine-in when the venue does not take it, and room service at a non-hotel', async () => {
    const v = await createOrderingVenue(t, { allows_dine_in: false });
    await refusedWith(v, dineInBody(v), 'NOT_ACCEPTING_ORDERS', 'the restaurant is not accepting orders');
    await refusedWith(
      v,
      { type: 'room', roomNumber: '101', lines: [{ itemId: v.items.lemonade, quantity: 1 }], paymentMethod: 'pay_later', expectedTotal: 350 },
      'NOT_ACCEPTING_ORDERS',
      'the restaurant is not accepting orders',
    );
  });
});

describe('the venue’s checkout rules', () => {
  it('offers only the payment methods the venue allows', async () => {
    const v = await createOrderingVenue(t, { allows_pay_later: false, allows_offline_payments: false });
    const before = await orderSnapshot(t);
    for (const paymentMethod of ['pay_later', 'cash', 'room']) {
      const res = await placeOrder(t, v.restaurantId, dineInBody(v, { paymentMethod }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.paymentMethod' }));
    }
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('demands name and phone when the venue requires them', async () => {
    const v = await createOrderingVenue(t, { requires_checkout_name: true, requires_checkout_phone_no: true });
    const res = await placeOrder(t, v.restaurantId, dineInBody(v));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'body.customer.name', key: 'nameRequired', message: 'please fill in your name' },
      { path: 'body.customer.phone', key: 'fieldsRequired', message: 'please fill in all fields' },
    ]);
    expect((await placeOrder(t, v.restaurantId, dineInBody(v, { customer: { name: 'Dina', phone: '+44 20 7946 0958' } }))).statusCode).toBe(201);
  });

  it('without guest checkout, only a signed-in customer may order', async () => {
    const v = await createOrderingVenue(t, { allows_guest_checkout: false });
    const anonymous = await placeOrder(t, v.restaurantId, dineInBody(v));
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await placeOrder(t, v.restaurantId, dineInBody(v), newKey(), await customerHeaders(t));
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const row = await t.db.selectFrom('orders').select('customer_user_id').where('id', '=', signedIn.json().orderId).executeTakeFirstOrThrow();
    expect(row.customer_user_id).toBeTruthy();
  });

  it('publishes the checkout options: fees, tips, methods, delivery settings, available locations', async () => {
    const v = await createOrderingVenue(t, { is_hotel: true });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/delivery-settings',
      headers: v.headers,
      payload: { feeType: 'percent', percentFee: 7.5, minOrderValue: 1500 },
    });
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-locations',
      headers: v.headers,
      payload: { name: 'Closed pier', isAvailable: false },
    });
    expect(hidden.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/checkout-options` });
    const options = ZCheckoutOptionsSchema.parse(res.json());
    expect(options).toMatchObject({
      orderFee: 50,
      processingFee: { percent: 1.5, fixed: 20 },
      tipPercentPresets: [10, 15, 20],
      paymentMethods: ['card', 'pay_later', 'cash', 'room'],
      delivery: { feeType: 'percent', percentFee: 7.5, minOrderValue: 1500, locations: [{ id: v.locationId, name: 'Harbour front' }] },
      availability: { acceptingOrders: true, acceptingRoomService: true },
    });
  });
});
