import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const counts = async () => (await t.app.inject({ method: 'GET', url: '/api/orders/counts', headers: v.headers })).json();
const statusEvents = async (orderId: string) =>
  (
    await t.db.selectFrom('staff_events').select('payload').where('restaurant_id', '=', v.restaurantId).where('type', '=', 'orderStatusChanged').execute()
  ).filter((e) => JSON.parse(e.payload).orderId === orderId);

describe('two staff acting on one order at once', () => {
  it('completing: exactly one transition, the other gets 409, and the counts stay right', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const before = await counts();
    const answers = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/complete`, headers: v.headers })));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('CONFLICT');
    expect(await counts()).toEqual({ ...before, new: before.new - 1, completed: before.completed + 1 });
    expect(await statusEvents(order.orderId)).toHaveLength(1);
  });

  it('complete against cancel: one wins, the order ends in the winner’s state', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const [complete, cancel] = await Promise.all(
      ['complete', 'cancel'].map((action) => t.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/${action}`, headers: v.headers })),
    );
    expect([complete!.statusCode, cancel!.statusCode].toSorted()).toEqual([200, 409]);
    const winner = complete!.statusCode === 200 ? 'completed' : 'cancelled';
    const now = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}`, headers: v.headers });
    expect(now.json().status).toBe(winner);
    expect(await statusEvents(order.orderId)).toHaveLength(1);
  });

  it('twenty orders completed by two staff each at once: every order completed once, counts match the lists', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeQuoted(t, v.restaurantId, dineInBody(v))));
    const before = await counts();
    const answers = await Promise.all(
      orders.flatMap((o) => [1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/orders/${o.orderId}/complete`, headers: v.headers }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20);
    const after = await counts();
    expect(after).toEqual({ ...before, new: before.new - 20, completed: before.completed + 20 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/orders?status=completed&limit=100', headers: v.headers });
    expect(listed.json().items).toHaveLength(after.completed);
  });
});
