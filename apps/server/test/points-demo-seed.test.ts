import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('points demo seed', () => {
  it('gives demo-bistro its points rules and the demo diner a balance equal to the ledger, once', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'diner@demo.menudelite.test', password: 'Demo!2345' } });
    expect(signin.statusCode, signin.body).toBe(200);
    const headers = { authorization: `Bearer ${signin.json().accessToken}` };

    const points = (await t.app.inject({ method: 'GET', url: `/api/customer/me/points?restaurantId=${restaurantId}`, headers })).json();
    expect(points).toMatchObject({
      enabled: true,
      earnRule: { points: 1, amount: 100 },
      redeemRule: { points: 100, amount: 100, minimumPoints: 100 },
      expiryDays: 365,
    });
    expect(points.balance).toBeGreaterThan(100);
    expect(points.value).toBe(points.balance);
    expect(points.nextExpiry).toEqual({ points: expect.any(Number), at: expect.any(String) });

    const history = (await t.app.inject({ method: 'GET', url: `/api/customer/me/points/history?restaurantId=${restaurantId}&limit=100`, headers })).json();
    expect(history.items.reduce((sum: number, e: { points: number }) => sum + e.points, 0)).toBe(points.balance);
    expect(history.items.map((e: { kind: string }) => e.kind)).toEqual(['earn', 'redeem', 'earn', 'earn']);
    // The first order was earned before the expiry rule: it never expires.
    expect(history.items.at(-1).expiresAt).toBeNull();

    const orders = (await t.app.inject({ method: 'GET', url: '/api/customer/me/orders', headers })).json();
    expect(orders.items.filter((o: { restaurantId: string }) => o.restaurantId === restaurantId).length).toBeGreaterThanOrEqual(3);
    const rewards = (await t.app.inject({ method: 'GET', url: '/api/customer/me/rewards', headers })).json();
    expect(rewards.items).toEqual([expect.objectContaining({ restaurantId, restaurantName: 'Demo Bistro', points: points.balance })]);
  });
});
