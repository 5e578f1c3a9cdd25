import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrderPageSchema, ZTableOverviewSchema } from '@menudelite/shared/orders/staff-orders';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { createOrderingVenue, dineInBody, insertOrderRow, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
});
afterAll(() => t.close());

const get = (url: string, headers = v.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers = v.headers) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString();

describe('GET /api/orders', () => {
  it('lists newest first, 20 at a time, with a cursor to the rest and no repeats', async () => {
    const venue = await createOrderingVenue(t);
    const ids: string[] = [];
    for (let n = 0; n < 45; n++) ids.push(await insertOrderRow(t, venue, { created_at: minute(n), number: n + 1 }));
    await insertOrderRow(t, other, { created_at: minute(59) });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/orders${cursor ? `?cursor=${cursor}` : ''}`, venue.headers);
      expect(res.statusCode, res.body).toBe(200);
      const page = ZOrderPageSchema.parse(res.json());
      if (pages === 0) expect(page.items).toHaveLength(20);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids.toReversed());
    expect((await get('/api/orders?cursor=garbage', venue.headers)).statusCode).toBe(400);
  });

  it('filters by status (one or several), type, table and createdAt window', async () => {
    const venue = await createOrderingVenue(t);
    const a = await insertOrderRow(t, venue, { status: 'new', type: 'dine_in', restaurant_table_id: venue.tables.one.id, created_at: minute(1) });
    const b = await insertOrderRow(t, venue, { status: 'completed', type: 'dine_in', restaurant_table_id: venue.tables.two.id, created_at: minute(2) });
    const c = await insertOrderRow(t, venue, { status: 'preparing', type: 'pickup', created_at: minute(3) });
    const ids = async (query: string) => ZOrderPageSchema.parse((await get(`/api/orders?${query}`, venue.headers)).json()).items.map((o) => o.id);
    expect(await ids('status=new')).toEqual([a]);
    expect(await ids('status=new,preparing')).toEqual([c, a]);
    expect(await ids('type=pickup')).toEqual([c]);
    expect(await ids(`tableId=${venue.tables.two.id}`)).toEqual([b]);
    expect(await ids(`from=${encodeURIComponent(minute(2))}&to=${encodeURIComponent(minute(3))}`)).toEqual([b]);
    expect(await ids(`from=${encodeURIComponent('2026-01-01T14:02:00+02:00')}`)).toEqual([c, b]);
    expect((await get('/api/orders?status=bogus', venue.headers)).statusCode).toBe(400);
  });

  it('is for the venue’s staff only', async () => {
    expect((await get('/api/orders', {})).statusCode).toBe(401);
    expect((await get('/api/orders', await customerHeaders(t))).statusCode).toBe(403);
  });
});

describe('order actions', () => {
  it('moves an order through the kitchen states and refuses illegal moves (409)', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const move = (to: string, from?: string) => post(`/api/orders/${order.orderId}/transition`, { to, ...(from ? { from } : {}) });
    expect((await move('ready')).statusCode).toBe(409);
    expect((await move('accepted')).json().status).toBe('accepted');
    expect((await move('preparing', 'new')).statusCode).toBe(409);
    expect((await move('preparing', 'accepted')).json().status).toBe('preparing');
    expect((await move('new')).statusCode).toBe(409);
    expect((await move('ready')).json().status).toBe('ready');
    const done = await post(`/api/orders/${order.orderId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completedTime).toBeTruthy();
    expect((await post(`/api/orders/${order.orderId}/cancel`)).statusCode).toBe(409);
    expect((await move('bogus')).statusCode).toBe(400);
  });

  it('cancels an open order; completes straight from new', async () => {
    const a = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const cancelled = await post(`/api/orders/${a.orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', completedTime: null });
    const b = await placeQuoted(t, v.restaurantId, dineInBody(v));
    expect((await post(`/api/orders/${b.orderId}/complete`)).json().status).toBe('completed');
  });

  it('completes every open order of a table and leaves other tables alone', async () => {
    const venue = await createOrderingVenue(t);
    const a = await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    const b = await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    const elsewhere = await placeQuoted(t, venue.restaurantId, dineInBody(venue, { tableCode: venue.tables.two.code }));
    expect((await post(`/api/orders/${b.orderId}/transition`, { to: 'accepted' }, venue.headers)).statusCode).toBe(200);
    const res = await post(`/api/tables/${venue.tables.one.id}/complete-orders`, undefined, venue.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .completed.map((o: { id: string }) => o.id)
        .toSorted(),
    ).toEqual([a.orderId, b.orderId].toSorted());
    expect(res.json().completed.every((o: { status: string; completedTime: string }) => o.status === 'completed' && o.completedTime)).toBe(true);
    expect((await get(`/api/orders/${elsewhere.orderId}`, venue.headers)).json().status).toBe('new');
    expect((await post(`/api/tables/${other.tables.one.id}/complete-orders`, undefined, venue.headers)).statusCode).toBe(404);
  });

  it('assigns an order to one of the venue’s employees, and refuses another venue’s', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const employee = await post('/api/employees', { name: 'Ana', displayId: '7', pin: '1234' });
    const foreign = await post('/api/employees', { name: 'Zed', displayId: '9', pin: '9999' }, other.headers);
    const assigned = await post(`/api/orders/${order.orderId}/assign`, { employeeId: employee.json().id });
    expect(assigned.json().employeeId).toBe(employee.json().id);
    const refused = await post(`/api/orders/${order.orderId}/assign`, { employeeId: foreign.json().id });
    expect(refused.statusCode).toBe(400);
    expect((await post(`/api/orders/${order.orderId}/assign`, { employeeId: null })).json().employeeId).toBeNull();
  });

  it('sends the order-ready SMS once through the outbox and sets smsSent', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { customer: { name: 'Dina', phone: '+356 7900 1122' } }));
    const res = await post(`/api/orders/${order.orderId}/ready-sms`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().smsSent).toBe(true);
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('order_id', '=', order.orderId).execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to_phone: '+356 7900 1122', restaurant_id: v.restaurantId });
    expect(sms[0]!.body).toContain(`#${order.order.number}`);
    expect((await post(`/api/orders/${order.orderId}/ready-sms`)).statusCode).toBe(409);
    const noPhone = await placeQuoted(t, v.restaurantId, dineInBody(v));
    expect((await post(`/api/orders/${noPhone.orderId}/ready-sms`)).statusCode).toBe(409);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('order_id', '=', noPhone.orderId).execute()).toEqual([]);
  });

  it('answers 404 for another venue’s order on every action', async () => {
    const theirs = await placeQuoted(t, other.restaurantId, dineInBody(other));
    const url = `/api/orders/${theirs.orderId}`;
    expect((await get(url)).statusCode).toBe(404);
    for (const action of ['complete', 'cancel', 'ready-sms']) expect((await post(`${url}/${action}`)).statusCode).toBe(404);
    expect((await post(`${url}/transition`, { to: 'accepted' })).statusCode).toBe(404);
    expect((await post(`${url}/assign`, { employeeId: null })).statusCode).toBe(404);
    expect((await get(url, other.headers)).json().status).toBe('new');
  });
});

describe('GET /api/tables/overview', () => {
  it('shows every active table with its open orders and running totals', async () => {
    const venue = await createOrderingVenue(t);
    const a = await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    const card = await placeQuoted(
      t,
      venue.restaurantId,
      dineInBody(venue, { paymentMethod: 'card', card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } }),
    );
    const done = await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    await post(`/api/orders/${done.orderId}/complete`, undefined, venue.headers);
    const res = await get('/api/tables/overview', venue.headers);
    const overview = ZTableOverviewSchema.parse(res.json());
    expect(overview.items.map((i) => i.tableDisplayId)).toEqual(['1', '2']);
    const one = overview.items[0]!;
    expect(one.openOrders.map((o) => o.id).toSorted()).toEqual([a.orderId, card.orderId].toSorted());
    expect(one.runningTotal).toBe(a.order.total + card.order.total);
    expect(one.unpaidTotal).toBe(a.order.total);
    expect(overview.items[1]).toMatchObject({ openOrders: [], runningTotal: 0 });
  });
});
