import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { createOrderingVenue, newKey, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** Demo gateway test cards (docs/api/ordering.md). */
export const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

/** The ordering venue (0.50 order fee, pay later on) plus items priced for bill tests: a 30.00 bottle, a 99.50 tasting menu, a 0.40 bread. */
export type TBillVenue = TOrderingVenue & { bottle: string; tasting: string; bread: string };

export async function createBillVenue(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<TBillVenue> {
  const v = await createOrderingVenue(t, overrides);
  const sections = await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: v.headers });
  const sectionId = sections.json().items[0].id as string;
  const item = async (name: string, price: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/menu/items', headers: v.headers, payload: { sectionId, name, price } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  return { ...v, bottle: await item('Bottle of red', 3000), tasting: await item('Tasting menu', 9950), bread: await item('Bread', 40) };
}

type TLine = { itemId: string; quantity?: number; modifierIds?: string[] };

/** Places a dine-in order at a table (pay later unless told), at the server's own quoted total. */
export async function orderAt(
  t: TTestApp,
  v: TOrderingVenue,
  lines: TLine[],
  options: { tableCode?: string; paymentMethod?: 'pay_later' | 'cash' | 'card'; name?: string; tip?: object } = {},
): Promise<any> {
  const body: Record<string, unknown> = {
    type: 'dine_in',
    tableCode: options.tableCode ?? v.tables.one.code,
    lines: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity ?? 1, modifierIds: l.modifierIds ?? [] })),
    paymentMethod: options.paymentMethod ?? 'pay_later',
    ...(options.name ? { customer: { name: options.name } } : {}),
    ...(options.tip ? { tip: options.tip } : {}),
    ...(options.paymentMethod === 'card' ? { card: CARD } : {}),
    expectedTotal: 0,
  };
  return placeQuoted(t, v.restaurantId, body);
}

export async function tableBill(t: TTestApp, tableCode: string): Promise<TBill> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/tables/${tableCode}/bill` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function billOf(t: TTestApp, token: string): Promise<TBill> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/bills/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function pay(t: TTestApp, token: string, body: Record<string, unknown>, key = newKey(), query = ''): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/bills/${token}/payments${query}`,
    headers: { 'idempotency-key': key },
    payload: { card: CARD, ...body },
  });
}

export function quote(t: TTestApp, token: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/public/bills/${token}/quote`, payload: body });
}

/** Pays and expects it to be charged (201). */
export async function paid(t: TTestApp, token: string, body: Record<string, unknown>, key = newKey()): Promise<any> {
  const res = await pay(t, token, body, key);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().billPayment.status).toBe('succeeded');
  return res.json();
}

const count = async (t: TTestApp, table: 'bill_payments' | 'demo_charges' | 'payment_attempts' | 'bill_payment_lines') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Rows every bill payment writes (and charges): equal before and after proves nothing was written or charged. */
export async function paymentSnapshot(t: TTestApp): Promise<Record<string, number>> {
  return {
    billPayments: await count(t, 'bill_payments'),
    lines: await count(t, 'bill_payment_lines'),
    attempts: await count(t, 'payment_attempts'),
    charges: await count(t, 'demo_charges'),
  };
}

/** Succeeded demo charges (the provider's own record). */
export async function chargesCount(t: TTestApp): Promise<number> {
  const row = await t.db
    .selectFrom('demo_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let tableCounter = 0;
/** A fresh table of the venue, so each test has its own bill. */
export async function newTable(t: TTestApp, v: TOrderingVenue): Promise<{ id: string; code: string }> {
  tableCounter += 1;
  const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: v.headers, payload: { tableDisplayId: `B${tableCounter}` } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, code: res.json().code };
}

/** The staff events of one type the venue has stored, oldest first. */
export async function staffEventsOf(t: TTestApp, restaurantId: string, type: string): Promise<any[]> {
  const rows = await t.db
    .selectFrom('staff_events')
    .select('payload')
    .where('restaurant_id', '=', restaurantId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload));
}
