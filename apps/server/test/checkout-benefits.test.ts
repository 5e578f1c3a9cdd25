import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import type { TDiscountProvider, TTenderProvider } from '../src/features/checkout/public.ts';
import { ORDER_LIFECYCLE_JOB } from '../src/features/orders/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';

/**
 * The seam between checkout and the growth features (checkout/apply-benefits.ts), proven with
 * providers made here: what they grant is priced into the quote, consumed in the order's own
 * transaction (a 409 from consume leaves nothing written), stored with the order, and the order
 * lifecycle jobs carry paid and voided to the subscribers.
 */
let t: TTestApp;
let v: TOrderingVenue;
const consumed: string[] = [];
let tenderMaxSeen: number[] = [];
let consumeFails = false;

const discount: TDiscountProvider = {
  source: 'offer',
  async quote(_db, cart) {
    return cart.request.offerIds.includes('test-offer') ? [{ source: 'offer', id: 'test-offer', name: 'Five off', amount: 500, meta: { why: 'test' } }] : [];
  },
  async consume(_trx, _cart, granted, orderId) {
    if (consumeFails) throw new AppError('OFFER_USED_UP', 'used up', [{ path: 'body.benefits', key: 'offerUsedUp' }]);
    consumed.push(`offer:${granted.map((g) => g.id).join(',')}:${orderId}`);
  },
};

const points: TTenderProvider = {
  source: 'points',
  async quote(_db, cart, maxAmount) {
    tenderMaxSeen.push(maxAmount);
    if (!cart.request.points) return null;
    return { source: 'points', id: 'acct-1', label: '', amount: Math.min(cart.request.points, maxAmount), points: cart.request.points };
  },
  async consume(_trx, _cart, tender, orderId) {
    consumed.push(`points:${tender.amount}:${orderId}`);
  },
};

const totalOf = async (body: Record<string, unknown>) => {
  const { expectedTotal: _e, card: _c, ...quoteBody } = body;
  const res = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: quoteBody });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  // The composition lists the real providers; this file replaces them with its own.
  (t.deps.benefits.discounts as TDiscountProvider[]).splice(0, Infinity, discount);
  (t.deps.benefits.tenders as TTenderProvider[]).splice(0, Infinity, points);
});
afterAll(() => t.close());
beforeEach(() => {
  consumed.length = 0;
  tenderMaxSeen = [];
  consumeFails = false;
});

describe('checkout benefits', () => {
  it('prices a discount as its own line, stores it with the order and consumes it in the order transaction', async () => {
    const body = dineInBody(v, { benefits: { offerIds: ['test-offer'] } });
    const quote = await totalOf(body);
    expect(quote.discounts).toEqual([{ source: 'offer', id: 'test-offer', name: 'Five off', amount: 500 }]);
    expect(quote.benefitDiscount).toBe(500);
    expect(quote.total).toBe(3370 - 500);
    expect(quote.amountDue).toBe(quote.total);

    const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.total });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orderId;
    expect(consumed).toEqual([`offer:test-offer:${orderId}`]);
    const order = await t.db.selectFrom('orders').select(['benefit_discount', 'tendered', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(order.benefit_discount)).toBe(500);
    expect(Number(order.total)).toBe(2870);
    const rows = await t.db.selectFrom('order_benefits').selectAll().where('order_id', '=', orderId).execute();
    expect(rows.map((r) => [r.source, r.ref_id, Number(r.amount), JSON.parse(r.meta_json!)])).toEqual([['offer', 'test-offer', 500, { why: 'test' }]]);
  });

  it('a consume that loses its race answers 409 and writes no order', async () => {
    const body = dineInBody(v, { benefits: { offerIds: ['test-offer'] } });
    const quote = await totalOf(body);
    const before = await orderSnapshot(t);
    const benefitsBefore = (await t.db.selectFrom('order_benefits').select('id').execute()).length;
    consumeFails = true;
    const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.total });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('OFFER_USED_UP');
    expect(await orderSnapshot(t)).toEqual(before);
    expect((await t.db.selectFrom('order_benefits').select('id').execute()).length).toBe(benefitsBefore);
  });

  it('points never pay the tip or the card fee: the cap is the total without them, and the card is charged only the rest', async () => {
    const body = dineInBody(v, { tip: { amount: 300 }, paymentMethod: 'card', benefits: { offerIds: [], points: 1000 } });
    const quote = await totalOf(body);
    expect(tenderMaxSeen.at(-1)).toBe(3370);
    expect(quote.tenders).toEqual([{ source: 'points', id: 'acct-1', label: '', amount: 1000, points: 1000 }]);
    expect(quote.tendered).toBe(1000);
    // The processing fee (1.5% + 0.20) is on the card's part only: 3370 + 300 - 1000.
    expect(quote.processingFee).toBe(Math.round(2670 * 0.015) + 20);
    expect(quote.amountDue).toBe(quote.total - 1000);

    const res = await placeOrder(t, v.restaurantId, {
      ...body,
      expectedTotal: quote.total,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orderId;
    const payment = await t.db.selectFrom('payments').select(['amount', 'kind']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(payment.amount)).toBe(quote.amountDue);
    const order = await t.db.selectFrom('orders').select(['payment_status', 'tendered']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
    expect(Number(order.tendered)).toBe(1000);
  });

  it('tenders that cover everything pay the order at once, with no card; short of that, cash is refused', async () => {
    const covered = dineInBody(v, { paymentMethod: 'cash', benefits: { offerIds: [], points: 999_999 } });
    const quote = await totalOf(covered);
    expect(quote.amountDue).toBe(0);
    const res = await placeOrder(t, v.restaurantId, { ...covered, expectedTotal: quote.total });
    expect(res.statusCode, res.body).toBe(201);
    const order = await t.db.selectFrom('orders').select(['payment_status']).where('id', '=', res.json().orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
    const jobs = await t.db.selectFrom('jobs').select(['payload']).where('kind', '=', ORDER_LIFECYCLE_JOB).execute();
    expect(jobs.map((j) => JSON.parse(j.payload)).filter((p) => p.orderId === res.json().orderId)).toEqual([
      { kind: 'paid', orderId: res.json().orderId, restaurantId: v.restaurantId },
    ]);

    const short = dineInBody(v, { paymentMethod: 'cash', benefits: { offerIds: [], points: 100 } });
    const refused = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: short });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].key).toBe('tenderNeedsCard');
  });

  it('a cancelled order is voided through the lifecycle job: its benefits are marked given back, once', async () => {
    const body = dineInBody(v, { benefits: { offerIds: ['test-offer'] } });
    const quote = await totalOf(body);
    const placed = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.total }, newKey());
    const orderId = placed.json().orderId;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: v.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const job = await t.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('unique_key', '=', `${ORDER_LIFECYCLE_JOB}:voided:${orderId}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toEqual({ kind: 'voided', reason: 'cancelled', orderId, restaurantId: v.restaurantId });
    await t.deps.jobs.runDueJobs();
    const rows = await t.db.selectFrom('order_benefits').select(['released_at']).where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.released_at).not.toBeNull();
  });

  it('a bad benefits field is refused by the schema and writes nothing', async () => {
    const before = await orderSnapshot(t);
    for (const benefits of [{ offerIds: ['x'.repeat(200)] }, { points: -5 }, { giftCard: { code: '' } }, { offerIds: Array(6).fill('a') }, { surprise: 1 }]) {
      const res = await placeOrder(t, v.restaurantId, dineInBody(v, { benefits }));
      expect(res.statusCode, JSON.stringify(benefits)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await orderSnapshot(t)).toEqual(before);
  });

  it('a declined card keeps the benefits for a retry, then gives them back after 30 minutes, and a later retry is refused', async () => {
    const body = dineInBody(v, { paymentMethod: 'card', benefits: { offerIds: ['test-offer'] } });
    const quote = await totalOf(body);
    const key = newKey();
    const declined = await placeOrder(
      t,
      v.restaurantId,
      { ...body, expectedTotal: quote.total, card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } },
      key,
    );
    expect(declined.statusCode).toBe(402);
    const order = await t.db.selectFrom('orders').select(['id', 'payment_status']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('failed');
    const job = await t.db
      .selectFrom('jobs')
      .select(['id', 'payload', 'run_at'])
      .where('kind', '=', ORDER_LIFECYCLE_JOB)
      .where('unique_key', 'like', `${ORDER_LIFECYCLE_JOB}:voided:${order.id}:failed:%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toMatchObject({ kind: 'voided', reason: 'paymentFailed', orderId: order.id });
    expect(Date.parse(job.run_at) - Date.now()).toBeGreaterThan(29 * 60_000);

    // Half an hour later, with no retry: the void stands and gives the benefits back.
    const past = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.db.updateTable('orders').set({ updated_at: past }).where('id', '=', order.id).execute();
    await t.db.updateTable('jobs').set({ run_at: past }).where('id', '=', job.id).execute();
    await t.deps.jobs.runDueJobs();
    const rows = await t.db.selectFrom('order_benefits').select(['released_at']).where('order_id', '=', order.id).execute();
    expect(rows[0]!.released_at).not.toBeNull();

    const late = await placeOrder(
      t,
      v.restaurantId,
      { ...body, expectedTotal: quote.total, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
      key,
    );
    expect(late.statusCode).toBe(402);
    expect(late.json().error.code).toBe('PAYMENT_DECLINED');
    const after = await t.db.selectFrom('orders').select(['payment_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after.payment_status).toBe('failed');
  });

  it('a retry that pays within the 30 minutes keeps the benefits: the scheduled void does nothing', async () => {
    const body = dineInBody(v, { paymentMethod: 'card', benefits: { offerIds: ['test-offer'] } });
    const quote = await totalOf(body);
    const key = newKey();
    await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.total, card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } }, key);
    const paid = await placeOrder(
      t,
      v.restaurantId,
      { ...body, expectedTotal: quote.total, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
      key,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId;
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('unique_key', 'like', `${ORDER_LIFECYCLE_JOB}:voided:${orderId}:%`)
      .execute();
    await t.deps.jobs.runDueJobs();
    const rows = await t.db.selectFrom('order_benefits').select(['released_at']).where('order_id', '=', orderId).execute();
    expect(rows[0]!.released_at).toBeNull();
    expect(consumed.filter((c) => c.endsWith(orderId))).toHaveLength(1);
  });

  it('the card part the diner saw is checked too: a tender that shrank since the quote answers 409 PRICE_CHANGED and writes nothing', async () => {
    const body = dineInBody(v, { paymentMethod: 'card', benefits: { offerIds: [], points: 1000 } });
    const quote = await totalOf(body);
    const before = await orderSnapshot(t);
    const res = await placeOrder(t, v.restaurantId, {
      ...body,
      benefits: { offerIds: [], points: 400 },
      expectedTotal: quote.total,
      expectedAmountDue: quote.amountDue,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    // Same items, but the card would now pay 600 more than the diner was shown.
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(res.json().quote.amountDue).toBeGreaterThan(quote.amountDue);
    expect(await orderSnapshot(t)).toEqual(before);
  });
});
