import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { dineInBody, newKey, placeOrder } from './helpers/ordering-venue.ts';
import { cancel, clubVenue, createPlan, customer, GOOD_CARD, subscribe, type TClubVenue } from './club-helpers.ts';

/**
 * The club's perks at checkout, through the real quote and order endpoints: the free-with-club item
 * within its daily number, then the percent off on the rest; the day's use is consumed in the order's
 * transaction (parallel orders: one free coffee) and given back when the order is voided.
 */
let t: TTestApp;
let v: TClubVenue;
let plan: any;

/** burger (rare, aioli) x2 = 30.20 and one lemonade 3.00 (free with the club); order fee 0.50. */
const cart = () => dineInBody(v);

async function quote(headers: Record<string, string>, body = cart()) {
  const { expectedTotal: _e, card: _c, ...quoteBody } = body;
  const res = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, headers, payload: quoteBody });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function member(): Promise<{ userId: string; headers: Record<string, string>; sub: any }> {
  const c = await customer(t);
  const res = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD });
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, sub: res.json() };
}

async function order(headers: Record<string, string>) {
  const q = await quote(headers);
  return placeOrder(t, v.restaurantId, { ...cart(), expectedTotal: q.total }, newKey(), headers);
}

beforeAll(async () => {
  t = await createTestApp();
  v = await clubVenue(t);
  plan = await createPlan(t, v);
});
afterAll(async () => t?.close());

describe('club perks at checkout', () => {
  it('a member’s quote shows the lemonade free and 10% off the rest; others pay full price', async () => {
    const m = await member();
    const q = await quote(m.headers);
    expect(q.discounts).toEqual([
      { source: 'club', id: `${plan.id}:free`, name: 'Coffee Club (1 free)', amount: 300 },
      { source: 'club', id: plan.id, name: 'Coffee Club (10%)', amount: 302 },
    ]);
    expect(q.benefitDiscount).toBe(602);
    expect(q.total).toBe(3370 - 602);
    const stranger = await customer(t);
    expect((await quote(stranger.headers)).discounts).toEqual([]);
    expect((await quote({})).discounts).toEqual([]);
  });

  it('takes the day’s free item once: the next order that day gets only the percent', async () => {
    const m = await member();
    const first = await order(m.headers);
    expect(first.statusCode, first.body).toBe(201);
    const usage = await t.db.selectFrom('club_usage').selectAll().where('subscription_id', '=', m.sub.id).execute();
    expect(usage.map((u) => Number(u.uses))).toEqual([1]);
    const redemption = await t.db.selectFrom('club_redemptions').selectAll().where('order_id', '=', first.json().orderId).executeTakeFirstOrThrow();
    expect({ units: Number(redemption.free_units), free: Number(redemption.free_amount), percent: Number(redemption.percent_amount) }).toEqual({
      units: 1,
      free: 300,
      percent: 302,
    });
    const q = await quote(m.headers);
    expect(q.discounts.map((d: any) => d.amount)).toEqual([332]);
  });

  it('parallel orders of one member: exactly one gets the free lemonade, the others 409 (clubFreeItemUsedUp, or PRICE_CHANGED when they priced after the winner)', async () => {
    const m = await member();
    const q = await quote(m.headers);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(t, v.restaurantId, { ...cart(), expectedTotal: q.total }, newKey(), m.headers)),
    );
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(1);
    for (const r of lost) {
      expect(r.statusCode, r.body).toBe(409);
      // A loser that priced before the winner committed loses in the transaction; one that priced after sees the full price.
      const error = r.json().error;
      if (error.code === 'PRICE_CHANGED') expect(r.json().quote.total).toBeGreaterThan(q.total);
      else expect(error).toMatchObject({ code: 'OFFER_USED_UP', details: [{ key: 'clubFreeItemUsedUp' }] });
    }
    const usage = await t.db.selectFrom('club_usage').select('uses').where('subscription_id', '=', m.sub.id).execute();
    expect(usage.map((u) => Number(u.uses))).toEqual([1]);
    const redemptions = await t.db.selectFrom('club_redemptions').selectAll().where('subscription_id', '=', m.sub.id).execute();
    expect(redemptions).toHaveLength(1);
  });

  it('a cancelled order gives the free item back (once, however often the void job runs)', async () => {
    const m = await member();
    const placed = await order(m.headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId;
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: v.owner });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.deps.jobs.runDueJobs();
    const { clubLifecycleSubscriber } = await import('../src/features/club/public.ts');
    await clubLifecycleSubscriber.handle(t.db, { kind: 'voided', orderId, restaurantId: v.restaurantId });
    const usage = await t.db.selectFrom('club_usage').select('uses').where('subscription_id', '=', m.sub.id).execute();
    expect(usage.map((u) => Number(u.uses))).toEqual([0]);
    const redemption = await t.db.selectFrom('club_redemptions').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(redemption.returned_at).not.toBeNull();
    expect((await quote(m.headers)).discounts.map((d: any) => d.amount)).toEqual([300, 302]);
  });

  it('PENDING CANCELLATION keeps the perks until the period ends; CANCELLED has none', async () => {
    const m = await member();
    await cancel(t, m.sub.id, m.headers, true);
    expect((await quote(m.headers)).benefitDiscount).toBe(602);
    await t.db
      .updateTable('club_subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', m.sub.id)
      .execute();
    expect((await quote(m.headers)).benefitDiscount).toBe(0);
    const other = await member();
    await cancel(t, other.sub.id, other.headers, false);
    expect((await quote(other.headers)).benefitDiscount).toBe(0);
  });
});
