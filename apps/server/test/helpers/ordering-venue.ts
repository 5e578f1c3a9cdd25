import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/db/rows.ts';
import type { TTestApp } from './test-app.ts';
import { createVenue, type TVenue } from './menu-venue.ts';

/**
 * A venue ready to take orders, built through the real menu API: a burger (14.50) with a
 * required "Cooking" group (min 1, max 1) and an optional "Sauce" group (0..2, 0.60 each, the
 * same sauce at most once), a lemonade (3.00), a sold-out tiramisu, a hidden item, two tables,
 * rooms 101-103 (hotel venues; a guest checked in to 101), and a delivery location.
 */
export type TOrderingVenue = TVenue & {
  items: { burger: string; lemonade: string; tiramisu: string; hidden: string };
  modifiers: { rare: string; medium: string; aioli: string; mayo: string; ketchupOff: string };
  tables: { one: { id: string; code: string }; two: { id: string; code: string } };
  locationId: string;
};

async function call(t: TTestApp, venue: TVenue, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown): Promise<any> {
  const res = await t.app.inject({ method, url, headers: venue.headers, payload: payload as object });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

export async function createOrderingVenue(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<TOrderingVenue> {
  const venue = await createVenue(t, { allows_pay_later: true, allows_offline_payments: true, order_fee: 50, ...overrides });
  const section = await call(t, venue, 'POST', '/api/menu/sections', { title: 'Mains' });
  const cooking = await call(t, venue, 'POST', '/api/menu/modifier-groups', {
    name: 'Cooking',
    min: 1,
    max: 1,
    modifiers: [
      { name: 'Rare', price: 0 },
      { name: 'Medium', price: 0 },
    ],
  });
  const sauce = await call(t, venue, 'POST', '/api/menu/modifier-groups', {
    name: 'Sauce',
    min: 0,
    max: 2,
    modifiers: [
      { name: 'Aioli', price: 60 },
      { name: 'Chilli mayo', price: 60 },
      { name: 'Ketchup', price: 0, isAvailable: false },
    ],
  });
  const item = (name: string, price: number, extra: object = {}) => call(t, venue, 'POST', '/api/menu/items', { sectionId: section.id, name, price, ...extra });
  const burger = await item('Classic burger', 1450, { modifierGroupIds: [cooking.id, sauce.id] });
  const lemonade = await item('Lemonade', 300);
  const tiramisu = await item('Tiramisu', 750);
  const hidden = await item('Staff meal', 500, { isAvailable: false });
  await call(t, venue, 'PUT', `/api/menu/items/${tiramisu.id}/sold-out`, { until: null });
  const one = await call(t, venue, 'POST', '/api/tables', { tableDisplayId: '1' });
  const two = await call(t, venue, 'POST', '/api/tables', { tableDisplayId: '2' });
  const location = await call(t, venue, 'POST', '/api/delivery-locations', { name: 'Harbour front' });
  const rooms: { id: string }[] = [];
  for (const roomNumber of ['101', '102', '103']) rooms.push(await call(t, venue, 'POST', '/api/rooms', { roomNumber }));
  // A guest is checked in to room 101: a room is chargeable only while it has an open stay (hotel stays).
  await call(t, venue, 'POST', '/api/stays', { roomId: rooms[0]!.id, guestLastName: 'Garcia' });
  return {
    ...venue,
    items: { burger: burger.id, lemonade: lemonade.id, tiramisu: tiramisu.id, hidden: hidden.id },
    modifiers: {
      rare: cooking.modifiers[0].id,
      medium: cooking.modifiers[1].id,
      aioli: sauce.modifiers[0].id,
      mayo: sauce.modifiers[1].id,
      ketchupOff: sauce.modifiers[2].id,
    },
    tables: { one: { id: one.id, code: one.code }, two: { id: two.id, code: two.code } },
    locationId: location.id,
  };
}

/** A dine-in cart: burger (rare, aioli) x2 and a lemonade, paid later. Its total with the 0.50 order fee is 33.70. */
export function dineInBody(v: TOrderingVenue, extra: Record<string, unknown> = {}): Record<string, any> {
  return {
    type: 'dine_in',
    tableCode: v.tables.one.code,
    lines: [
      { itemId: v.items.burger, quantity: 2, modifierIds: [v.modifiers.rare, v.modifiers.aioli], notes: 'no onions' },
      { itemId: v.items.lemonade, quantity: 1 },
    ],
    paymentMethod: 'pay_later',
    expectedTotal: 3370,
    ...extra,
  };
}

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${keyCounter}-${newId()}`;
}

export function placeOrder(
  t: TTestApp,
  restaurantId: string,
  body: unknown,
  key = newKey(),
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${restaurantId}/orders`,
    headers: { 'idempotency-key': key, ...headers },
    payload: body as object,
  });
}

/** Places an order at the server's own quoted total; fails the test unless it is created. */
export async function placeQuoted(t: TTestApp, restaurantId: string, body: Record<string, any>, key = newKey()): Promise<any> {
  const { expectedTotal: _ignored, card: _card, ...quoteBody } = body;
  const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${restaurantId}/orders/quote`, payload: quoteBody });
  expect(quote.statusCode, quote.body).toBe(200);
  const res = await placeOrder(t, restaurantId, { ...body, expectedTotal: quote.json().total }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const ORDER_TABLES = ['orders', 'order_lines', 'payments', 'staff_events', 'order_counters', 'sms_outbox'] as const;

/** Row counts of every table an order writes: equal before and after proves nothing was written. */
export async function orderSnapshot(t: TTestApp): Promise<Record<string, number>> {
  const snapshot: Record<string, number> = {};
  for (const table of ORDER_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    snapshot[table] = Number(row.n);
  }
  return snapshot;
}

/** Straight into the table, for list and count tests that need many orders fast. */
export async function insertOrderRow(t: TTestApp, v: TVenue, fields: Record<string, unknown> = {}): Promise<string> {
  const id = newId();
  const now = nowIso();
  await t.db
    .insertInto('orders')
    .values({
      id,
      restaurant_id: v.restaurantId,
      number: 0,
      idempotency_key: id,
      request_hash: 'x',
      type: 'dine_in',
      status: 'new',
      restaurant_table_id: null,
      table_display_id: null,
      room_number: null,
      checkout_as_visitor: false,
      employee_id: null,
      customer_user_id: null,
      customer_name: null,
      customer_email: null,
      customer_phone: null,
      notes: '',
      pickup_time: null,
      delivery_address: null,
      delivery_notes: null,
      delivery_location_id: null,
      delivery_location_name: null,
      estimated_ready_at: null,
      currency: 'eur',
      subtotal: 1000,
      discount: 0,
      order_fee: 0,
      delivery_fee: 0,
      tip: 0,
      processing_fee: 0,
      total: 1000,
      payment_method: 'pay_later',
      payment_status: 'unpaid',
      sms_sent: false,
      failed_external_integration: false,
      external_delivery_id: null,
      delivery_quote: null,
      created_at: now,
      updated_at: now,
      completed_time: null,
      ...fields,
    })
    .execute();
  return id;
}
