import { expect } from 'vitest';
import type { TTestApp } from './helpers/test-app.ts';
import type { TOrderingVenue } from './helpers/ordering-venue.ts';

/** The offers API of a venue, as its staff calls it. */
export const offersUrl = (v: { restaurantId: string }, rest = '') => `/api/restaurants/${v.restaurantId}/offers${rest}`;

export const percentOffer = (extra: Record<string, unknown> = {}) => ({ name: '10% off', kind: 'percent_off', percent: 10, maxDiscount: 500, ...extra });

export async function createOffer(t: TTestApp, v: TOrderingVenue, body: Record<string, unknown>): Promise<any> {
  const res = await t.app.inject({ method: 'POST', url: offersUrl(v), headers: v.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Every offers row and redemption, to prove a refused request wrote nothing. */
export async function offersSnapshot(t: TTestApp): Promise<unknown> {
  const offers = await t.db.selectFrom('offers').selectAll().orderBy('id').execute();
  const redemptions = await t.db.selectFrom('offer_redemptions').selectAll().orderBy('id').execute();
  const orders = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { offers, redemptions, orders: Number(orders.n) };
}
