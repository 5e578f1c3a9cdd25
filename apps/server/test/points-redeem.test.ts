import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTenderProvider } from '../src/features/checkout/public.ts';
import { AppError, HTTP_STATUS_BY_CODE } from '../src/lib/app-error.ts';
import { newId } from '../src/lib/ids.ts';
import { createPointsTenderProvider } from '../src/features/points/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { RULES, balanceOf, cartOf, grant, ledgerOf, newCustomer, putRules } from './points-helpers.ts';

let t: TTestApp;
let v: TOrderingVenue;
let provider: TTenderProvider;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  await putRules(t, v);
  provider = createPointsTenderProvider({ db: t.db });
  // The real points provider at checkout (whatever else the composition lists).
  (t.deps.benefits.tenders as TTenderProvider[]).splice(0, Infinity, provider);
});
afterAll(() => t.close());

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; code: string; key?: string; params?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError)
      return { status: HTTP_STATUS_BY_CODE[error.code], code: error.code, key: error.details?.[0]?.key, params: error.details?.[0]?.params };
    throw error;
  }
  throw new Error('expected a refusal');
}

const pointsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the points tender, quoted', () => {
  it('grants nothing when no points are asked, and the value of the points asked', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 300);
    expect(await provider.quote(t.db, cartOf(v.restaurantId, c.id, undefined), 5000)).toBeNull();
    const tender = await provider.quote(t.db, cartOf(v.restaurantId, c.id, 250), 5000);
    expect(tender).toMatchObject({ source: 'points', amount: 250, points: 250, label: '' });
  });

  it('refuses a visitor, the programme off, below the minimum, more than the balance, and more than the order without its tip', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 300);
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, null, 100), 5000))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      key: 'pointsSignIn',
    });
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, c.id, 10), 5000))).toMatchObject({
      status: 400,
      key: 'pointsMinimum',
      params: { minimum: 50 },
    });
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, c.id, 301), 5000))).toMatchObject({
      status: 409,
      code: 'POINTS_INSUFFICIENT',
      key: 'pointsInsufficient',
      params: { balance: 300 },
    });
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, c.id, 250), 200))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      key: 'tipNotWithPoints',
      params: { maxPoints: 200 },
    });
    const stranger = await newCustomer(t);
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, stranger.id, 100), 5000))).toMatchObject({ status: 409, params: { balance: 0 } });
    await putRules(t, v, { ...RULES, enabled: false });
    expect(await refusal(() => provider.quote(t.db, cartOf(v.restaurantId, c.id, 100), 5000))).toMatchObject({
      status: 409,
      code: 'PROGRAMME_UNAVAILABLE',
      key: 'pointsOff',
    });
    await putRules(t, v);
    // Another venue's points are not this venue's.
    const other = await createOrderingVenue(t);
    await putRules(t, other);
    expect(await refusal(() => provider.quote(t.db, cartOf(other.restaurantId, c.id, 100), 5000))).toMatchObject({ status: 409, params: { balance: 0 } });
  });
});

describe('redeeming at checkout (the real order endpoint)', () => {
  it('points pay part of the order, the card the rest; the tip cannot be paid with points; bad input writes nothing', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 5000);
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const body = dineInBody(v, { tip: { amount: 300 }, paymentMethod: 'card', benefits: { offerIds: [], points: 1000 } });
    const { expectedTotal: _e, ...quoteBody } = body;
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, headers: c.headers, payload: quoteBody });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().tenders).toEqual([expect.objectContaining({ source: 'points', amount: 1000, points: 1000 })]);

    const before = await orderSnapshot(t);
    const ledgerRows = await pointsCount();
    // 3370 of items and fees may be paid with points; 3400 would reach into the 3.00 tip.
    const tip = await placeOrder(
      t,
      v.restaurantId,
      { ...body, card, benefits: { offerIds: [], points: 3400 }, expectedTotal: quote.json().total },
      newKey(),
      c.headers,
    );
    expect(tip.statusCode, tip.body).toBe(400);
    expect(tip.json().error.details[0]).toMatchObject({ key: 'tipNotWithPoints', params: { maxPoints: 3370 } });
    const tooMany = await placeOrder(t, v.restaurantId, { ...body, card, benefits: { offerIds: [], points: 6000 }, expectedTotal: 1 }, newKey(), c.headers);
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'POINTS_INSUFFICIENT',
      details: [expect.objectContaining({ key: 'pointsInsufficient', params: { balance: 5000 } })],
    });
    const visitor = await placeOrder(t, v.restaurantId, { ...body, card, expectedTotal: 1 }, newKey());
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().error.details[0].key).toBe('pointsSignIn');
    for (const points of [-5, 0, 1.5, 1e12]) {
      const bad = await placeOrder(t, v.restaurantId, { ...body, card, benefits: { offerIds: [], points }, expectedTotal: 1 }, newKey(), c.headers);
      expect(bad.statusCode, `${points}`).toBe(400);
    }
    expect(await orderSnapshot(t)).toEqual(before);
    expect(await pointsCount()).toBe(ledgerRows);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(5000);

    const res = await placeOrder(t, v.restaurantId, { ...body, expectedTotal: quote.json().total, card }, newKey(), c.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(4000);
    // The paid job earns on the items (33.70 incl. the 0.50 order fee: items 33.20) less the 10.00 paid with points.
    // Through the order lifecycle job the checkout enqueued (composition: features/growth-composition.ts).
    await t.deps.jobs.runDueJobs();
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(4000 + 23);
  });

  it('N checkouts spending the same points at once: exactly as many as the balance allows win, the rest get 409 and write nothing', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 10_000);
    // Each order is paid in full with points (33.70 = 3370 points): 10,000 points pay two.
    const body = dineInBody(v, { paymentMethod: 'pay_later', benefits: { offerIds: [], points: 3370 } });
    const before = await orderSnapshot(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeOrder(t, v.restaurantId, body, newKey(), c.headers)));
    const codes = answers.map((a) => a.statusCode).toSorted();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) expect(loser.json().error.code).toBe('POINTS_INSUFFICIENT');
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(10_000 - 2 * 3370);
    const after = await orderSnapshot(t);
    expect(after.orders! - before.orders!).toBe(2);
    const redeems = (await ledgerOf(t, v.restaurantId, c.id)).filter((r) => r.kind === 'redeem');
    expect(redeems).toHaveLength(2);
  });

  it('consume directly: 12 concurrent transactions of 100 points on a balance of 500 — five win', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 500);
    const cart = cartOf(v.restaurantId, c.id, 100);
    const tender = (await provider.quote(t.db, cart, 10_000))!;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => t.db.transaction().execute((trx) => provider.consume(trx, cart, tender, newId()))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(losers).toHaveLength(7);
    for (const l of losers) expect(l.reason).toMatchObject({ code: 'POINTS_INSUFFICIENT' });
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
    expect((await ledgerOf(t, v.restaurantId, c.id)).filter((r) => r.kind === 'redeem')).toHaveLength(5);
  });
});
