import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { expectError } from './helpers/accounts.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createVenue } from './helpers/menu-venue.ts';
import { pointsLifecycleSubscriber } from '../src/features/points/public.ts';
import { RULES, grant, newCustomer, paidOrder, putRules } from './points-helpers.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const count = async (table: 'points_rules' | 'points_ledger' | 'points_accounts') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the venue’s rules (offers.manage)', () => {
  it('answers the defaults, switched off, until the venue saves its own', async () => {
    const other = await createVenue(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/points/rules', headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: false,
      configured: false,
      earn: { points: 1, amount: 100 },
      expiryDays: null,
      currency: 'eur',
      timeZone: 'Europe/Malta',
    });
  });

  it('saves the rules; expiry starts when it is switched on, keeps its start when the days change, and clears when switched off', async () => {
    const saved = await putRules(t, v, { ...RULES, expiryDays: 30 });
    expect(saved).toMatchObject({ ...RULES, expiryDays: 30, configured: true });
    expect(saved.expiryEffectiveAt).toEqual(expect.any(String));
    const changed = await putRules(t, v, { ...RULES, expiryDays: 90 });
    expect(changed.expiryEffectiveAt).toBe(saved.expiryEffectiveAt);
    const off = await putRules(t, v, RULES);
    expect(off.expiryEffectiveAt).toBeNull();
    const again = await putRules(t, v, { ...RULES, expiryDays: 30 });
    expect(again.expiryEffectiveAt > saved.expiryEffectiveAt).toBe(true);
    await putRules(t, v, RULES);
  });

  it('refuses zero, negative, fractional and oversize figures and writes nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/points/rules', headers: v.headers });
    for (const bad of [
      { ...RULES, earn: { points: 0, amount: 100 } },
      { ...RULES, earn: { points: 1, amount: -100 } },
      { ...RULES, redeem: { ...RULES.redeem, points: 1.5 } },
      { ...RULES, redeem: { ...RULES.redeem, minimumPoints: 10_000_000 } },
      { ...RULES, expiryDays: 0 },
      { ...RULES, expiryDays: 100_000 },
      { ...RULES, surprise: true },
    ]) {
      expectError(await t.app.inject({ method: 'PUT', url: '/api/points/rules', headers: v.headers, payload: bad }), 400, 'VALIDATION_FAILED');
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/points/rules', headers: v.headers });
    expect(after.json()).toEqual(before.json());
  });

  it('is for venue staff with offers.manage only', async () => {
    const customer = await newCustomer(t);
    expectError(await t.app.inject({ method: 'GET', url: '/api/points/rules', headers: customer.headers }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/points/rules', payload: RULES }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/customer/me/points', () => {
  it('answers the balance, what it is worth, the rules and the next expiry', async () => {
    await putRules(t, v, { ...RULES, redeem: { points: 10, amount: 25, minimumPoints: 10 } });
    const customer = await newCustomer(t);
    await grant(t, v, customer.id, 7);
    const res = await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${v.restaurantId}`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      restaurantId: v.restaurantId,
      enabled: true,
      balance: 7,
      value: 17,
      currency: 'eur',
      earnRule: RULES.earn,
      redeemRule: { points: 10, amount: 25, minimumPoints: 10 },
      expiryDays: null,
      nextExpiry: null,
    });
    await putRules(t, v, RULES);
  });

  it('another venue where the customer has nothing: balance 0; an unknown venue: 404; venue tokens 404; no token 401', async () => {
    const customer = await newCustomer(t);
    const other = await createVenue(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${other.restaurantId}`, headers: customer.headers });
    expect(res.json()).toMatchObject({ balance: 0, value: 0, enabled: false });
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/points?restaurantId=nope', headers: customer.headers }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${v.restaurantId}`, headers: v.headers }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${v.restaurantId}` }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/customer/me/points', headers: customer.headers }), 400, 'VALIDATION_FAILED');
  });

  it('the history pages through the ledger, newest first', async () => {
    const customer = await newCustomer(t);
    for (const subtotal of [1000, 2000, 3000]) {
      const orderId = await paidOrder(t, v, customer.id, { subtotal });
      await pointsLifecycleSubscriber.handle(t.db, { kind: 'paid', orderId, restaurantId: v.restaurantId });
    }
    const url = `/api/customer/me/points/history?restaurantId=${v.restaurantId}&limit=2`;
    const first = (await t.app.inject({ method: 'GET', url, headers: customer.headers })).json();
    expect(first.items.map((e: { points: number }) => e.points)).toEqual([30, 20]);
    const second = (await t.app.inject({ method: 'GET', url: `${url}&cursor=${first.nextCursor}`, headers: customer.headers })).json();
    expect(second).toEqual({ items: [expect.objectContaining({ kind: 'earn', points: 10, amount: 1000 })], nextCursor: null });
    expectError(await t.app.inject({ method: 'GET', url: `${url}&cursor=garbage`, headers: customer.headers }), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/customer/me/rewards', () => {
  it('lists the customer’s points at each venue, paginated', async () => {
    const customer = await newCustomer(t);
    const second = await createOrderingVenue(t);
    await putRules(t, second);
    await grant(t, v, customer.id, 120);
    await grant(t, second, customer.id, 40);
    const first = await t.app.inject({ method: 'GET', url: '/api/customer/me/rewards?limit=1', headers: customer.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(1);
    const page2 = (await t.app.inject({ method: 'GET', url: `/api/customer/me/rewards?limit=1&cursor=${page1.nextCursor}`, headers: customer.headers })).json();
    const all = [...page1.items, ...page2.items];
    expect(all.map((r: { points: number }) => r.points).toSorted((a: number, b: number) => a - b)).toEqual([40, 120]);
    expect(all.find((r: { points: number }) => r.points === 120)).toMatchObject({
      restaurantId: v.restaurantId,
      value: 120,
      currency: 'eur',
      restaurantName: expect.any(String),
    });
    expect(page2.nextCursor).toBeNull();
  });
});

describe('staff adjustments', () => {
  it('are idempotent per key, never take the balance below 0, and refuse another venue’s account', async () => {
    const customer = await newCustomer(t);
    await grant(t, v, customer.id, 10);
    const account = await t.db.selectFrom('points_accounts').select('id').where('customer_user_id', '=', customer.id).executeTakeFirstOrThrow();
    const adjust = (points: number, key: string, headers = v.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/points/accounts/${account.id}/adjust`,
        headers: { ...headers, 'idempotency-key': key },
        payload: { points, note: 'goodwill' },
      });
    expect((await adjust(5, 'adjust-key-1')).json().balance).toBe(15);
    expect((await adjust(5, 'adjust-key-1')).json().balance).toBe(15);
    const rows = await count('points_ledger');
    expectError(await adjust(-16, 'adjust-key-2'), 409, 'POINTS_INSUFFICIENT');
    expect(await count('points_ledger')).toBe(rows);
    expectError(await adjust(0, 'adjust-key-3'), 400, 'VALIDATION_FAILED');
    const other = await createVenue(t);
    expectError(await adjust(5, 'adjust-key-4', other.headers), 404, 'NOT_FOUND');
    expect(await count('points_ledger')).toBe(rows);
    const list = (await t.app.inject({ method: 'GET', url: '/api/points/accounts?limit=100', headers: v.headers })).json();
    expect(list.items.find((a: { id: string }) => a.id === account.id)).toMatchObject({ balance: 15, fullName: 'Pat Points' });
  });
});
