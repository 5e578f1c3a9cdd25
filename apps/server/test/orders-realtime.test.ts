import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type TJoinOrderAck } from '@menudelite/shared/socket/events';
import { ZStaffEventPageSchema, type TCallWaiterEvent, type TNewOrderEvent, type TOrderStatusEvent } from '@menudelite/shared/orders/staff-events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customerHeaders } from './helpers/menu-venue.ts';
import { STAFF_EVENTS_RETENTION_MS, createStaffEventsService } from '../src/features/staff-events/service.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let origin: string;
let v: TOrderingVenue;
let other: TOrderingVenue;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(query: Record<string, string> = {}): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], query, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const staffSocket = (venue: TOrderingVenue) => connect({ authorization: venue.headers.authorization!, isRestaurant: 'true' });
/** Collects every event of a kind a socket receives. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
/** A round trip on each socket: any event sent to it before now has arrived. */
const settle = (...list: Socket[]) => Promise.all(list.map((s) => new Promise((resolve) => s.emit('ping', resolve))));
const joinOrder = (socket: Socket, orderId: string, token: string) =>
  new Promise<TJoinOrderAck>((resolve) => socket.emit('joinOrder', { orderId, token }, resolve));

describe('staff sockets', () => {
  it('receive newOrderReceived with the order, its filterOptions and an offset; other venues do not', async () => {
    const mine = await staffSocket(v);
    const theirs = await staffSocket(other);
    const received = collect<TNewOrderEvent>(mine, 'newOrderReceived');
    const leaked = collect<TNewOrderEvent>(theirs, 'newOrderReceived');
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { customer: { name: 'Dina' } }));
    await settle(mine, theirs);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      orderId: order.orderId,
      order: { id: order.orderId, customer: { name: 'Dina' }, total: order.order.total },
      filterOptions: { status: 'new', type: 'dine_in', tableId: v.tables.one.id, createdAt: order.order.createdAt },
    });
    expect(received[0]!.offset).toBeGreaterThan(0);
    expect(leaked).toEqual([]);
  });

  it('receive callWaiterReceived; the call answers complete, too many calls are refused', async () => {
    const mine = await staffSocket(v);
    const calls = collect<TCallWaiterEvent>(mine, 'callWaiterReceived');
    const call = () => t.app.inject({ method: 'POST', url: `/api/public/tables/${v.tables.two.code}/call-waiter` });
    const res = await call();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'complete' });
    await settle(mine);
    expect(calls).toEqual([expect.objectContaining({ tableId: v.tables.two.id, tableDisplayId: '2', offset: expect.any(Number) })]);
    expect((await call()).statusCode).toBe(201);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/public/tables/not-a-code/call-waiter' })).statusCode).toBe(404);
  });
});

describe('the diner’s status page', () => {
  it('joins its order room with the order token and hears every status change, without offsets', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const otherOrder = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const diner = await connect();
    const nosy = await connect();
    expect(await joinOrder(diner, order.orderId, order.orderToken)).toEqual({ ok: true });
    expect(await joinOrder(nosy, order.orderId, otherOrder.orderToken)).toEqual({ ok: false, error: 'NOT_FOUND' });
    const heard = collect<TOrderStatusEvent>(diner, 'orderStatusChanged');
    const overheard = collect<TOrderStatusEvent>(nosy, 'orderStatusChanged');

    await t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/transition`, headers: v.headers, payload: { to: 'accepted' } });
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/complete`, headers: v.headers });
    await t.app.inject({ method: 'POST', url: `/api/orders/${otherOrder.orderId}/complete`, headers: v.headers });
    await settle(diner, nosy);
    expect(heard.map((e) => [e.from, e.status])).toEqual([
      ['new', 'accepted'],
      ['accepted', 'completed'],
    ]);
    expect(heard[1]!.completedTime).toBeTruthy();
    expect(heard.every((e) => e.offset === undefined && e.orderId === order.orderId)).toBe(true);
    expect(overheard).toEqual([]);
  });
});

describe('GET /api/staff-events', () => {
  it('replays what a reconnecting dashboard missed, in offset order, a page at a time', async () => {
    const venue = await createOrderingVenue(t);
    const dashboard = await staffSocket(venue);
    const seen = collect<TNewOrderEvent>(dashboard, 'newOrderReceived');
    await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    await settle(dashboard);
    const lastSeen = seen[0]!.offset;
    dashboard.disconnect();

    // While the dashboard is away: two orders, a completion, a waiter call, and another venue's order.
    const a = await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    await t.app.inject({ method: 'POST', url: `/api/orders/${a.orderId}/complete`, headers: venue.headers });
    await t.app.inject({ method: 'POST', url: `/api/public/tables/${venue.tables.one.code}/call-waiter` });
    await placeQuoted(t, other.restaurantId, dineInBody(other));

    const first = await t.app.inject({ method: 'GET', url: `/api/staff-events?after=${lastSeen}&limit=3`, headers: venue.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = ZStaffEventPageSchema.parse(first.json());
    const second = await t.app.inject({ method: 'GET', url: `/api/staff-events?after=${page1.nextCursor}&limit=3`, headers: venue.headers });
    const page2 = ZStaffEventPageSchema.parse(second.json());
    expect(page2.nextCursor).toBeNull();
    const events = [...page1.items, ...page2.items];
    expect(events.map((e) => e.type)).toEqual(['newOrderReceived', 'newOrderReceived', 'orderStatusChanged', 'callWaiterReceived']);
    const offsets = events.map((e) => e.offset);
    expect(offsets).toEqual(offsets.toSorted((x, y) => x - y));
    expect(offsets[0]).toBeGreaterThan(lastSeen);
    expect(events.every((e) => e.payload.offset === e.offset)).toBe(true);
    expect(events[2]!.payload).toMatchObject({ orderId: a.orderId, from: 'new', status: 'completed' });

    expect((await t.app.inject({ method: 'GET', url: '/api/staff-events', headers: await customerHeaders(t) })).statusCode).toBe(403);
  });

  it('keeps events for a week, then prunes them', async () => {
    const venue = await createOrderingVenue(t);
    await placeQuoted(t, venue.restaurantId, dineInBody(venue));
    const service = createStaffEventsService(t.db);
    const mine = async () => (await t.db.selectFrom('staff_events').select('id').where('restaurant_id', '=', venue.restaurantId).execute()).length;
    await service.pruneOld(new Date(Date.now() + STAFF_EVENTS_RETENTION_MS - 60_000));
    expect(await mine()).toBe(1);
    await service.pruneOld(new Date(Date.now() + STAFF_EVENTS_RETENTION_MS + 60_000));
    expect(await mine()).toBe(0);
  });
});
