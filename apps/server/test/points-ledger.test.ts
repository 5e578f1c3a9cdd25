import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_EXPIRY_JOB, createPointsLifecycleSubscriber, expireVenuePoints, pointsLifecycleSubscriber } from '../src/features/points/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { RULES, balanceOf, grant, ledgerOf, newCustomer, paidOrder, putRules } from './points-helpers.ts';
import { createPointsTenderProvider } from '../src/features/points/public.ts';
import { cartOf } from './points-helpers.ts';
import { newId } from '../src/lib/ids.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  await putRules(t, v);
});
afterAll(() => t.close());

const paid = (orderId: string, restaurantId = v.restaurantId) => pointsLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId, restaurantId });
const voided = (orderId: string) => pointsLifecycleSubscriber.handle(t.db, { kind: 'voided', orderId, restaurantId: v.restaurantId });
const refunded = (orderId: string, refundId: string, amount: number) =>
  pointsLifecycleSubscriber.handle(t.db, { kind: 'refunded', orderId, restaurantId: v.restaurantId, refundId, amount });

describe('earning on paid orders', () => {
  it('earns on the items after every discount, never on the tip or fees, once however often the job runs', async () => {
    const c = await newCustomer(t);
    // items 30.00, tag discount 2.00, offer 3.00; tip 5.00, fees 1.50 never earn.
    const orderId = await paidOrder(t, v, c.id, { subtotal: 3000, discount: 200, benefit_discount: 300, tip: 500, order_fee: 150, total: 3150 });
    await paid(orderId);
    await paid(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(25);
    expect(await ledgerOf(t, v.restaurantId, c.id)).toEqual([expect.objectContaining({ kind: 'earn', points: 25, amount: 2500, expires_at: null })]);
  });

  it('earns nothing for a guest, an unpaid or cancelled order, another venue’s event, or while the programme is off', async () => {
    const c = await newCustomer(t);
    const guest = await paidOrder(t, v, null);
    const unpaid = await paidOrder(t, v, c.id, { payment_status: 'unpaid' });
    const cancelled = await paidOrder(t, v, c.id, { status: 'cancelled' });
    const mine = await paidOrder(t, v, c.id);
    const other = await createOrderingVenue(t);
    for (const id of [guest, unpaid, cancelled]) await paid(id);
    await paid(mine, other.restaurantId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
    await putRules(t, v, { ...RULES, enabled: false });
    await paid(mine);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
    await putRules(t, v);
  });

  it('does not earn on the part paid with points', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 1000);
    const orderId = newId();
    const provider = createPointsTenderProvider({ db: t.db });
    const cart = cartOf(v.restaurantId, c.id, 1000);
    const tender = (await provider.quote(t.db, cart, 3000))!;
    await t.db.transaction().execute((trx) => provider.consume(trx, cart, tender, orderId));
    await paidOrder(t, v, c.id, { id: orderId, subtotal: 3000, total: 3000, tendered: 1000 });
    await paid(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(20);
  });
});

describe('refunds and voids', () => {
  it('a partial refund takes back the points on the refunded amount; the full refund takes back the rest; retries change nothing', async () => {
    const c = await newCustomer(t);
    const orderId = await paidOrder(t, v, c.id, { subtotal: 4000, total: 4000 });
    await paid(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(40);
    await refunded(orderId, 'refund-1', 1000);
    await refunded(orderId, 'refund-1', 1000);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(30);
    await refunded(orderId, 'refund-2', 3000);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
    const kinds = (await ledgerOf(t, v.restaurantId, c.id)).map((r) => `${r.kind}:${r.points}`);
    expect(kinds).toEqual(['earn:40', 'reverse:-10', 'reverse:-30']);
  });

  it('a refund takes back at most the balance: a balance never goes below 0', async () => {
    const c = await newCustomer(t);
    const orderId = await paidOrder(t, v, c.id, { subtotal: 10_000, total: 10_000 });
    await paid(orderId);
    const provider = createPointsTenderProvider({ db: t.db });
    const cart = cartOf(v.restaurantId, c.id, 80);
    await t.db.transaction().execute(async (trx) => provider.consume(trx, cart, (await provider.quote(trx, cart, 5000))!, newId()));
    await refunded(orderId, 'refund-all', 10_000);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
  });

  it('a void gives back the points redeemed on the order and takes back what it earned', async () => {
    const c = await newCustomer(t);
    await grant(t, v, c.id, 500);
    const orderId = newId();
    const provider = createPointsTenderProvider({ db: t.db });
    const cart = cartOf(v.restaurantId, c.id, 200);
    const tender = (await provider.quote(t.db, cart, 5000))!;
    await t.db.transaction().execute((trx) => provider.consume(trx, cart, tender, orderId));
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(300);
    await paidOrder(t, v, c.id, { id: orderId, subtotal: 5000, total: 5000, tendered: 200 });
    await paid(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(348);
    await voided(orderId);
    await voided(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(500);
    const rows = (await ledgerOf(t, v.restaurantId, c.id)).map((r) => `${r.kind}:${r.points}`);
    expect(rows).toEqual(['adjust:500', 'redeem:-200', 'earn:48', 'restore:200', 'reverse:-48']);
  });

  it('a void that comes before the paid job leaves the order earning nothing', async () => {
    const c = await newCustomer(t);
    const orderId = await paidOrder(t, v, c.id);
    await voided(orderId);
    await paid(orderId);
    expect(await balanceOf(t, v.restaurantId, c.id)).toBe(0);
  });
});

describe('expiry', () => {
  it('the daily expiry job is scheduled at 03:10 on each venue’s own clock, only where expiry is on, and expires through the runner', async () => {
    const w = await createOrderingVenue(t);
    await putRules(t, w, { ...RULES, expiryDays: 1 });
    const off = await createOrderingVenue(t);
    await putRules(t, off);
    await t.deps.jobs.scheduleRecurring();
    const jobs = await t.db.selectFrom('jobs').select(['payload', 'run_at']).where('kind', '=', POINTS_EXPIRY_JOB).execute();
    const mine = jobs.filter((j) => JSON.parse(j.payload).restaurantId === w.restaurantId);
    expect(mine).toHaveLength(1);
    expect(jobs.some((j) => JSON.parse(j.payload).restaurantId === off.restaurantId)).toBe(false);
    // 03:10 in Malta: 02:10 UTC in winter (late November).
    expect(new Date(mine[0]!.run_at).toISOString()).toMatch(/T02:10:00\.000Z$/);
  });
  it('applies only to points earned after the rule was set, at the end of the venue’s day, once', async () => {
    const w = await createOrderingVenue(t);
    await putRules(t, w);
    const c = await newCustomer(t);
    const before = await paidOrder(t, w, c.id, { subtotal: 5000, total: 5000 });
    const early = createPointsLifecycleSubscriber(() => new Date('2026-01-10T10:00:00Z'));
    await early.handle(t.db, { kind: 'paid', orderId: before, restaurantId: w.restaurantId });
    // The venue switches expiry on now; the 50 points above were earned before and never expire.
    await putRules(t, w, { ...RULES, expiryDays: 30 });
    const after = await paidOrder(t, w, c.id, { subtotal: 2000, total: 2000 });
    await pointsLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId: after, restaurantId: w.restaurantId });
    const rows = await ledgerOf(t, w.restaurantId, c.id);
    expect(rows[0]!.expires_at).toBeNull();
    const expiresAt = new Date(rows[1]!.expires_at!);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * 86_400_000 - 86_400_000);

    const points = await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${w.restaurantId}`, headers: c.headers });
    expect(points.json().nextExpiry).toEqual({ points: 20, at: rows[1]!.expires_at });

    expect(await expireVenuePoints(t.db, w.restaurantId, new Date(expiresAt.getTime() - 1000))).toBe(0);
    expect(await expireVenuePoints(t.db, w.restaurantId, new Date(expiresAt.getTime() + 1000))).toBe(20);
    expect(await expireVenuePoints(t.db, w.restaurantId, new Date(expiresAt.getTime() + 2000))).toBe(0);
    expect(await expireVenuePoints(t.db, w.restaurantId, new Date(expiresAt.getTime() + 400 * 86_400_000))).toBe(0);
    expect(await balanceOf(t, w.restaurantId, c.id)).toBe(50);
  });

  it('spending uses the points that expire first', async () => {
    const w = await createOrderingVenue(t);
    await putRules(t, w, { ...RULES, expiryDays: 10 });
    const c = await newCustomer(t);
    const orderId = await paidOrder(t, w, c.id, { subtotal: 10_000, total: 10_000 });
    await pointsLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId, restaurantId: w.restaurantId });
    const provider = createPointsTenderProvider({ db: t.db });
    const cart = cartOf(w.restaurantId, c.id, 60);
    await t.db.transaction().execute(async (trx) => provider.consume(trx, cart, (await provider.quote(trx, cart, 5000))!, newId()));
    const [earned] = await ledgerOf(t, w.restaurantId, c.id);
    expect(await expireVenuePoints(t.db, w.restaurantId, new Date(Date.parse(earned!.expires_at!) + 1000))).toBe(40);
    expect(await balanceOf(t, w.restaurantId, c.id)).toBe(0);
  });
});
