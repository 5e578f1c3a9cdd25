import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrderPageSchema } from '@menudelite/shared/orders/staff-orders';
import { RECONCILE_JOB } from '../src/features/payments/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };
const cardBody = (card?: object) => dineInBody(v, { paymentMethod: 'card', expectedTotal: 3441, ...(card ? { card } : {}) });

async function orderByKey(key: string) {
  return t.db.selectFrom('orders').selectAll().where('restaurant_id', '=', v.restaurantId).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
}
const attemptsOf = (orderId: string) => t.db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('sequence').execute();
const chargesOf = (attempts: { idempotency_key: string }[]) =>
  attempts.length === 0
    ? Promise.resolve([])
    : t.db
        .selectFrom('demo_charges')
        .selectAll()
        .where(
          'idempotency_key',
          'in',
          attempts.map((a) => a.idempotency_key),
        )
        .execute();
const eventsAbout = async (orderId: string) =>
  (await t.db.selectFrom('staff_events').select(['type', 'payload']).where('restaurant_id', '=', v.restaurantId).execute()).filter((e) =>
    e.payload.includes(orderId),
  );
const staffIds = async () =>
  ZOrderPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: v.headers })).json()).items.map((o) => o.id);

describe('write first, charge second', () => {
  it('commits the order and its attempt, charges once under the derived key, then releases the order with its staff event', async () => {
    const key = newKey();
    const res = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ paymentStatus: 'paid', total: 3441 });
    const order = await orderByKey(key);
    const attempts = await attemptsOf(order.id);
    expect(attempts).toEqual([
      expect.objectContaining({ purpose: 'order', sequence: 1, status: 'succeeded', provider: 'demo', amount: 3441, currency: 'eur', card_last4: '4242' }),
    ]);
    expect(attempts[0]!.idempotency_key).toBe(`order:${v.restaurantId}:${key}:1`);
    const charges = await chargesOf(attempts);
    expect(charges.map((c) => [c.status, Number(c.amount), c.id])).toEqual([['succeeded', 3441, attempts[0]!.provider_ref]]);
    expect((await eventsAbout(order.id)).map((e) => e.type)).toEqual(['newOrderReceived']);
    expect(await staffIds()).toContain(order.id);
  });

  it('a declined card holds the order from staff (payment failed); the same key with another card pays it once', async () => {
    const key = newKey();
    const declined = await placeOrder(t, v.restaurantId, cardBody(DECLINED), key);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    const order = await orderByKey(key);
    expect(order.payment_status).toBe('failed');
    // Held: not listed, not found by id, no staff event, no payment row.
    expect(await staffIds()).not.toContain(order.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: v.headers })).statusCode).toBe(404);
    expect(await eventsAbout(order.id)).toEqual([]);
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

    // Retrying without a card cannot pay it, and charges nothing.
    const noCard = await placeOrder(t, v.restaurantId, cardBody(), key);
    expect(noCard.statusCode, noCard.body).toBe(402);
    // The same card again under the same key is declined again: a new attempt, a new decline.
    expect((await placeOrder(t, v.restaurantId, cardBody(DECLINED), key)).statusCode).toBe(402);
    // An invalid card is refused before a new attempt is written.
    expect((await placeOrder(t, v.restaurantId, cardBody({ ...GOOD, cvc: '1' }), key)).json().error.code).toBe('CARD_INVALID');
    expect((await attemptsOf(order.id)).map((a) => a.status)).toEqual(['failed', 'failed']);

    const paid = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ orderId: order.id, order: { paymentStatus: 'paid' } });
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((a) => [a.sequence, a.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'succeeded'],
    ]);
    expect((await chargesOf(attempts)).map((c) => c.status).toSorted()).toEqual(['declined', 'declined', 'succeeded']);
    expect((await eventsAbout(order.id)).map((e) => e.type)).toEqual(['newOrderReceived']);
    expect(await staffIds()).toContain(order.id);

    // Once paid, every retry answers the order and charges nothing more.
    for (const card of [GOOD, undefined]) {
      const again = await placeOrder(t, v.restaurantId, cardBody(card), key);
      expect(again.statusCode).toBe(200);
      expect(again.json().orderId).toBe(order.id);
    }
    expect(await attemptsOf(order.id)).toHaveLength(3);
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });

  it('concurrent submissions and retries of one key make one order and one successful charge', async () => {
    const key = newKey();
    const first = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, v.restaurantId, cardBody(DECLINED), key)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(6).fill(402));
    const retries = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, v.restaurantId, cardBody(GOOD), key)));
    for (const r of retries) expect([200, 201], r.body).toContain(r.statusCode);
    const orders = await t.db.selectFrom('orders').select('id').where('restaurant_id', '=', v.restaurantId).where('idempotency_key', '=', key).execute();
    expect(orders).toHaveLength(1);
    expect(new Set(retries.map((r) => r.json().orderId))).toEqual(new Set([orders[0]!.id]));
    const attempts = await attemptsOf(orders[0]!.id);
    const charges = await chargesOf(attempts);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 'succeeded')).toHaveLength(1);
    expect((await eventsAbout(orders[0]!.id)).map((e) => e.type)).toEqual(['newOrderReceived']);

    // Six first submissions of a good card at once: one order, one charge.
    const key2 = newKey();
    const together = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, v.restaurantId, cardBody(GOOD), key2)));
    for (const r of together) expect([200, 201], r.body).toContain(r.statusCode);
    const order2 = await orderByKey(key2);
    expect(order2.payment_status).toBe('paid');
    expect((await chargesOf(await attemptsOf(order2.id))).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });
});

describe('reconciliation job', () => {
  it('settles an attempt whose charge went through but whose answer was lost: the order is paid and released', async () => {
    const charge = t.deps.payments.charge;
    // The provider charges, then the connection drops before we hear back.
    t.deps.payments.charge = async (request) => {
      await charge(request);
      throw new Error('socket hang up');
    };
    const key = newKey();
    let res;
    try {
      res = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    } finally {
      t.deps.payments.charge = charge;
    }
    expect(res.statusCode, res.body).toBe(503);
    const order = await orderByKey(key);
    expect(order.payment_status).toBe('pending');
    expect((await attemptsOf(order.id)).map((a) => a.status)).toEqual(['unknown']);
    expect(await staffIds()).not.toContain(order.id);

    await t.deps.jobs.enqueue(RECONCILE_JOB, { graceMs: 0 });
    await t.deps.jobs.runDueJobs();
    expect((await orderByKey(key)).payment_status).toBe('paid');
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((a) => a.status)).toEqual(['succeeded']);
    expect(await chargesOf(attempts)).toHaveLength(1);
    expect((await eventsAbout(order.id)).map((e) => e.type)).toEqual(['newOrderReceived']);
    expect(await staffIds()).toContain(order.id);
    // The diner's retry now answers the paid order, and charges nothing.
    const retry = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    expect(retry.statusCode).toBe(200);
    expect(await chargesOf(await attemptsOf(order.id))).toHaveLength(1);
  });

  it('a lost provider answer (503) is settled by the diner retrying the same key: one charge, the order paid', async () => {
    const charge = t.deps.payments.charge;
    t.deps.payments.charge = async (request) => {
      await charge(request);
      throw new Error('read ETIMEDOUT');
    };
    const key = newKey();
    try {
      const lost = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      t.deps.payments.charge = charge;
    }
    const retry = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order.paymentStatus).toBe('paid');
    const order = await orderByKey(key);
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((a) => a.status)).toEqual(['succeeded']);
    expect(await chargesOf(attempts)).toHaveLength(1);
    expect((await eventsAbout(order.id)).map((e) => e.type)).toEqual(['newOrderReceived']);
  });

  it('fails an attempt the provider never charged, and leaves young attempts to the request that owns them', async () => {
    const charge = t.deps.payments.charge;
    t.deps.payments.charge = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const key = newKey();
    try {
      expect((await placeOrder(t, v.restaurantId, cardBody(GOOD), key)).statusCode).toBe(503);
    } finally {
      t.deps.payments.charge = charge;
    }
    const order = await orderByKey(key);
    // Within the grace period the job leaves it alone.
    await t.deps.jobs.enqueue(RECONCILE_JOB, {});
    await t.deps.jobs.runDueJobs();
    expect((await attemptsOf(order.id)).map((a) => a.status)).toEqual(['unknown']);

    await t.deps.jobs.enqueue(RECONCILE_JOB, { graceMs: 0 });
    await t.deps.jobs.runDueJobs();
    expect((await attemptsOf(order.id)).map((a) => [a.status, a.failure_code])).toEqual([['failed', 'NOT_CHARGED']]);
    expect((await orderByKey(key)).payment_status).toBe('failed');
    expect(await eventsAbout(order.id)).toEqual([]);
    // The diner pays it with the same key.
    const paid = await placeOrder(t, v.restaurantId, cardBody(GOOD), key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.paymentStatus).toBe('paid');
  });
});
