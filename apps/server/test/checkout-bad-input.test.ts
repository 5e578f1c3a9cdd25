import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@menudelite/shared/orders/checkout-messages';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
let hotel: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { allows_remote_pick_up: true, opening_hours: JSON.stringify(WEEKDAY_LUNCH) });
  other = await createOrderingVenue(t);
  hotel = await createOrderingVenue(t, { is_hotel: true });
  await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/delivery-settings', headers: v.headers, payload: { minOrderValue: 2000 } });
});
afterAll(() => t.close());

/** Open 00:00-23:59 every day except Sunday, so "outside opening hours" is a Sunday, whatever today is. */
const WEEKDAY_LUNCH = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: weekday === 7 ? [] : [{ opens: '00:00', closes: '00:00' }] }));

/** Sends one bad order and checks status, code, (optionally) the detail, and that nothing at all was written. */
async function refused(
  venue: TOrderingVenue,
  body: Record<string, unknown>,
  status: number,
  code: string,
  detail?: { path: string; message?: string },
): Promise<LightMyRequestResponse> {
  const before = await orderSnapshot(t);
  const res = await placeOrder(t, venue.restaurantId, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (detail) expect(res.json().error.details).toContainEqual(expect.objectContaining(detail));
  expect(await orderSnapshot(t)).toEqual(before);
  return res;
}

const lemonade = (venue: TOrderingVenue, quantity = 1) => [{ itemId: venue.items.lemonade, quantity }];

describe('lines', () => {
  it('refuses a quantity of 0, less, or over 99', async () => {
    await refused(v, dineInBody(v, { lines: lemonade(v, 0) }), 400, 'VALIDATION_FAILED', { path: 'body.lines.0.quantity' });
    await refused(v, dineInBody(v, { lines: lemonade(v, -2) }), 400, 'VALIDATION_FAILED', { path: 'body.lines.0.quantity' });
    await refused(v, dineInBody(v, { lines: lemonade(v, 100) }), 400, 'VALIDATION_FAILED', { path: 'body.lines.0.quantity' });
    await refused(v, dineInBody(v, { lines: [] }), 400, 'VALIDATION_FAILED');
  });

  it('refuses an unknown item and another venue’s item as not on the menu', async () => {
    const detail = { path: 'body.lines.0.itemId', message: CHECKOUT_MESSAGES.itemNotFound };
    await refused(v, dineInBody(v, { lines: [{ itemId: 'no-such-item', quantity: 1 }] }), 400, 'VALIDATION_FAILED', detail);
    await refused(v, dineInBody(v, { lines: lemonade(other) }), 400, 'VALIDATION_FAILED', detail);
  });

  it('refuses sold-out and hidden items as unavailable (409)', async () => {
    await refused(v, dineInBody(v, { lines: [{ itemId: v.items.tiramisu, quantity: 1 }] }), 409, 'ITEM_UNAVAILABLE', {
      path: 'body.lines.0.itemId',
      message: 'this item is sold out',
    });
    await refused(v, dineInBody(v, { lines: [{ itemId: v.items.hidden, quantity: 1 }] }), 409, 'ITEM_UNAVAILABLE', { path: 'body.lines.0.itemId' });
  });

  it('refuses modifiers that break a group’s min or max, repeat too often, are foreign or unavailable', async () => {
    const burger = (modifierIds: string[]) => dineInBody(v, { lines: [{ itemId: v.items.burger, quantity: 1, modifierIds }] });
    const at = 'body.lines.0.modifierIds';
    await refused(v, burger([]), 400, 'VALIDATION_FAILED', { path: at, message: CHECKOUT_MESSAGES.customisationsRequired });
    await refused(v, burger([v.modifiers.rare, v.modifiers.medium]), 400, 'VALIDATION_FAILED', { path: at, message: CHECKOUT_MESSAGES.tooManyCustomisations });
    await refused(v, burger([v.modifiers.rare, v.modifiers.aioli, v.modifiers.aioli]), 400, 'VALIDATION_FAILED', {
      path: at,
      message: CHECKOUT_MESSAGES.tooManyCustomisations,
    });
    await refused(v, burger([v.modifiers.rare, other.modifiers.aioli]), 400, 'VALIDATION_FAILED', {
      path: at,
      message: CHECKOUT_MESSAGES.customisationNotFound,
    });
    await refused(v, dineInBody(v, { lines: [{ itemId: v.items.lemonade, quantity: 1, modifierIds: [v.modifiers.aioli] }] }), 400, 'VALIDATION_FAILED', {
      path: at,
    });
    await refused(v, burger([v.modifiers.rare, v.modifiers.ketchupOff]), 409, 'ITEM_UNAVAILABLE', { path: at });
  });

  it('refuses a custom tip above the items subtotal on the quote and the order (5,000 on a 33.20 bill)', async () => {
    const detail = { path: 'body.tip', message: CHECKOUT_MESSAGES.tipTooLarge };
    await refused(v, dineInBody(v, { tip: { amount: 500_000 } }), 400, 'VALIDATION_FAILED', detail);
    await refused(v, dineInBody(v, { tip: { amount: 3321 } }), 400, 'VALIDATION_FAILED', detail);
    const { expectedTotal: _total, ...quoteBody } = dineInBody(v, { tip: { amount: 500_000 } });
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: quoteBody });
    expect(quote.statusCode, quote.body).toBe(400);
    expect(quote.json().error.details).toContainEqual(expect.objectContaining(detail));
    // Exactly 100% of the items is still a tip.
    const atCap = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/orders/quote`,
      payload: { ...quoteBody, tip: { amount: 3320 } },
    });
    expect(atCap.statusCode, atCap.body).toBe(200);
    expect(atCap.json().tip).toBe(3320);
  });

  it('refuses paying later for pickup and delivery (settled up front or in cash), with nothing written', async () => {
    const detail = { path: 'body.paymentMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable };
    const pickupTime = (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/pickup-slots` })).json().slots[0];
    const pickup = { type: 'pickup', pickupTime, customer: { name: 'Pia' }, lines: lemonade(v), paymentMethod: 'pay_later', expectedTotal: 350 };
    await refused(v, pickup, 400, 'VALIDATION_FAILED', detail);
    const delivery = {
      type: 'delivery',
      delivery: { address: '3 Merchant Street' },
      customer: { name: 'Dan', phone: '+35621223344' },
      lines: lemonade(v, 8),
      paymentMethod: 'pay_later',
      expectedTotal: 2450,
    };
    await refused(v, delivery, 400, 'VALIDATION_FAILED', detail);
  });

  it('refuses a negative tip, as a percentage or an amount', async () => {
    await refused(v, dineInBody(v, { tip: { amount: -100 } }), 400, 'VALIDATION_FAILED');
    await refused(v, dineInBody(v, { tip: { percent: -10 } }), 400, 'VALIDATION_FAILED');
    await refused(v, dineInBody(v, { tip: { percent: 10, amount: 5 } }), 400, 'VALIDATION_FAILED');
  });
});

describe('order type fields (SPEC section 5 messages)', () => {
  it('dine-in: no table code, another venue’s table code, an unknown one', async () => {
    await refused(v, dineInBody(v, { tableCode: undefined }), 400, 'VALIDATION_FAILED', { path: 'body.tableCode', message: 'please enter your table code' });
    await refused(v, dineInBody(v, { tableCode: other.tables.one.code }), 400, 'VALIDATION_FAILED', {
      path: 'body.tableCode',
      message: CHECKOUT_MESSAGES.tableCodeIncorrect,
    });
    await refused(v, dineInBody(v, { tableCode: 'nope' }), 400, 'VALIDATION_FAILED', { path: 'body.tableCode' });
  });

  it('pickup: no time, a time in the past, a time outside opening hours', async () => {
    const pickup = (pickupTime?: string) => ({
      type: 'pickup',
      pickupTime,
      customer: { name: 'Pia' },
      lines: lemonade(v),
      paymentMethod: 'cash',
      expectedTotal: 350,
    });
    await refused(v, pickup(), 400, 'VALIDATION_FAILED', { path: 'body.pickupTime', message: 'please select your pickup time' });
    await refused(v, pickup(new Date(Date.now() - 3_600_000).toISOString()), 400, 'VALIDATION_FAILED', {
      path: 'body.pickupTime',
      message: CHECKOUT_MESSAGES.pickupTimeUnavailable,
    });
    const nextSunday = new Date();
    nextSunday.setUTCDate(nextSunday.getUTCDate() + ((7 - nextSunday.getUTCDay()) % 7 || 7));
    nextSunday.setUTCHours(12, 0, 0, 0);
    await refused(v, pickup(nextSunday.toISOString()), 400, 'VALIDATION_FAILED', { path: 'body.pickupTime', message: CHECKOUT_MESSAGES.pickupTimeUnavailable });
    await refused(v, pickup('tomorrow at noon'), 400, 'VALIDATION_FAILED', { path: 'body.pickupTime' });
  });

  it('delivery: below the minimum order value, with a clear message', async () => {
    const res = await refused(
      v,
      {
        type: 'delivery',
        delivery: { address: '3 Merchant Street' },
        customer: { name: 'Dan', phone: '+35621223344' },
        lines: lemonade(v, 2),
        paymentMethod: 'cash',
        expectedTotal: 650,
      },
      422,
      'BELOW_MINIMUM_ORDER',
    );
    expect(res.json().error.message).toBe('The minimum order value for delivery is €20.00');
  });

  it('delivery: address, phone and name are required and checked', async () => {
    const delivery = (extra: object) => ({ type: 'delivery', lines: lemonade(v, 8), paymentMethod: 'cash', expectedTotal: 2450, ...extra });
    await refused(v, delivery({ customer: { name: 'Dan', phone: '+35621223344' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.delivery.address',
      message: 'please fill in all fields',
    });
    await refused(v, delivery({ delivery: { address: '<b>' }, customer: { name: 'Dan', phone: '+35621223344' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.delivery.address',
      message: 'incorrect address format',
    });
    await refused(v, delivery({ delivery: { address: '3 Merchant Street' }, customer: { name: 'Dan', phone: 'call me' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.customer.phone',
      message: 'incorrect phone number format',
    });
    await refused(v, delivery({ delivery: { address: '3 Merchant Street' }, customer: { phone: '+35621223344' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.customer.name',
      message: 'please fill in your name',
    });
    await refused(
      v,
      delivery({ delivery: { address: '3 Merchant Street', locationId: other.locationId }, customer: { name: 'Dan', phone: '+35621223344' } }),
      400,
      'VALIDATION_FAILED',
      { path: 'body.delivery.locationId' },
    );
  });

  it('your information: e-mail format, name format', async () => {
    await refused(v, dineInBody(v, { customer: { email: 'not-an-email' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.customer.email',
      message: 'incorrect email format',
    });
    await refused(v, dineInBody(v, { customer: { name: 'Robert<script>' } }), 400, 'VALIDATION_FAILED', {
      path: 'body.customer.name',
      message: 'incorrect name format',
    });
  });

  it('room: a room that does not exist, or neither room nor visitor', async () => {
    const room = (extra: object) => ({ type: 'room', lines: lemonade(hotel), paymentMethod: 'room', expectedTotal: 350, ...extra });
    const res = await refused(hotel, room({ roomNumber: '999' }), 400, 'VALIDATION_FAILED', { path: 'body.roomNumber', message: 'incorrect room number' });
    expect(res.json().error.message).toBe('incorrect room number');
    await refused(hotel, room({}), 400, 'VALIDATION_FAILED', { path: 'body.roomNumber', message: 'please enter room number or checkout as visitor' });
    await refused(hotel, room({ checkoutAsVisitor: true, customer: { name: 'Vera' } }), 400, 'VALIDATION_FAILED', { path: 'body.paymentMethod' });
    await refused(other, room({ roomNumber: '101' }), 409, 'NOT_ACCEPTING_ORDERS');
  });

  it('a room of another hotel, or an inactive room, is not a room of this hotel', async () => {
    const otherHotel = await createOrderingVenue(t, { is_hotel: true });
    await t.app.inject({ method: 'POST', url: '/api/rooms', headers: otherHotel.headers, payload: { roomNumber: '777' } });
    const room = (roomNumber: string) => ({ type: 'room', roomNumber, lines: lemonade(hotel), paymentMethod: 'room', expectedTotal: 350 });
    await refused(hotel, room('777'), 400, 'VALIDATION_FAILED', { path: 'body.roomNumber', message: 'incorrect room number' });
    const rooms = await t.app.inject({ method: 'GET', url: '/api/rooms', headers: hotel.headers });
    const room103 = rooms.json().items.find((r: { roomNumber: string }) => r.roomNumber === '103');
    await t.app.inject({ method: 'PATCH', url: `/api/rooms/${room103.id}`, headers: hotel.headers, payload: { isActive: false } });
    await refused(hotel, room('103'), 400, 'VALIDATION_FAILED', { path: 'body.roomNumber', message: 'incorrect room number' });
  });
});

it('answers 404 for an unknown venue and writes nothing', async () => {
  await refused({ ...v, restaurantId: 'no-such-venue' }, dineInBody(v), 404, 'NOT_FOUND');
});
