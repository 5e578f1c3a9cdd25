import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicMenuSchema } from '@menudelite/shared/menu/public-menu';
import { ZCheckoutResponseSchema, ZQuoteSchema } from '@menudelite/shared/orders/checkout';
import { ZCheckoutOptionsSchema } from '@menudelite/shared/orders/checkout-options';
import { ZRestaurantSchema, maxOrderFee } from '@menudelite/shared/restaurant/contracts';
import { loadConfig } from '../src/config/env.ts';
import { readVenueStamp } from '../src/db/venue-stamp.ts';
import { toVenueRecord, type TRestaurantRow } from '../src/features/restaurant/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, placeOrder, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
/** The server's own total for a cart, as a diner's client would show it before placing the order. */
async function quotedTotal(body: Record<string, unknown>): Promise<number> {
  const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body });
  return ZQuoteSchema.parse(quote.json()).total;
}
/** Rp 10,000,000, the IDR cap: 10^12 minor units, past 2^31, so a bigint column on both databases. */
const IDR_FEE = maxOrderFee('idr');

beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { currency: 'idr', order_fee: IDR_FEE });
});
afterAll(() => t.close());

describe('one mapper of a restaurant row', () => {
  it('gives the staff view, the public menu, checkout options and the quote the same order fee, as a number', async () => {
    const staff = await t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers: v.headers });
    expect(staff.statusCode, staff.body).toBe(200);
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/menu` });
    const options = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/checkout-options` });
    expect(options.statusCode, options.body).toBe(200);
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: dineInBody(v) });
    expect(quote.statusCode, quote.body).toBe(200);

    expect(ZRestaurantSchema.parse(staff.json()).orderFee).toBe(IDR_FEE);
    expect(ZPublicMenuSchema.parse(menu.json()).restaurant.orderFee).toBe(IDR_FEE);
    expect(ZCheckoutOptionsSchema.parse(options.json()).orderFee).toBe(IDR_FEE);
    expect(ZQuoteSchema.parse(quote.json()).orderFee).toBe(IDR_FEE);
  });

  it('answers money columns as numbers whatever the driver hands back (number, string or BigInt)', async () => {
    const row = await t.db.selectFrom('restaurants').selectAll().where('id', '=', v.restaurantId).executeTakeFirstOrThrow();
    for (const raw of [IDR_FEE, String(IDR_FEE), BigInt(IDR_FEE)]) {
      const record = toVenueRecord({ ...row, order_fee: raw, delivery_fixed_fee: raw } as unknown as TRestaurantRow);
      expect(record.orderFee).toBe(IDR_FEE);
      expect(record.delivery.fixedFee).toBe(IDR_FEE);
    }
  });
});

describe('providers and caches are built once, in app.ts', () => {
  it('checkout charges through deps.payments', async () => {
    const charges: string[] = [];
    const charge = t.deps.payments.charge;
    t.deps.payments.charge = async (request) => {
      charges.push(request.idempotencyKey);
      return { status: 'declined', message: 'Declined by the test' };
    };
    try {
      const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
      const expectedTotal = await quotedTotal(dineInBody(v, { paymentMethod: 'card', expectedTotal: undefined }));
      const res = await placeOrder(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card, expectedTotal }));
      expect(res.statusCode, res.body).toBe(402);
      expect(charges).toHaveLength(1);
    } finally {
      t.deps.payments.charge = charge;
    }
  });

  it('signs order links with deps.orderTokens, and the status page checks them with it', async () => {
    const { orderId, orderToken } = ZCheckoutResponseSchema.parse(await placeQuoted(t, v.restaurantId, dineInBody(v)));
    expect(t.deps.orderTokens.verify(orderId, orderToken)).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/orders/${orderId}?token=${orderToken}` });
    expect(page.statusCode, page.body).toBe(200);

    const verify = t.deps.orderTokens.verify;
    t.deps.orderTokens.verify = () => false;
    try {
      const refused = await t.app.inject({ method: 'GET', url: `/api/public/orders/${orderId}?token=${orderToken}` });
      expect(refused.statusCode).toBe(404);
    } finally {
      t.deps.orderTokens.verify = verify;
    }
  });

  it('prices from deps.catalogs and serves the public menu from deps.menuCache', async () => {
    const gets: string[] = [];
    const get = t.deps.catalogs.get;
    t.deps.catalogs.get = (restaurantId) => {
      gets.push(restaurantId);
      return get(restaurantId);
    };
    try {
      const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: dineInBody(v) });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(gets).toEqual([v.restaurantId]);
    } finally {
      t.deps.catalogs.get = get;
    }

    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/menu` });
    expect(menu.statusCode).toBe(200);
    const stamp = (await readVenueStamp(t.db, v.restaurantId))!;
    expect(t.deps.menuCache.get(v.restaurantId, stamp, Date.now())?.etag).toBe(menu.headers.etag);
  });

  it('chooses the payment provider by PAYMENT_PROVIDER, and names the variable when the value is unknown', () => {
    expect(loadConfig({ DATABASE_URL: '' }).PAYMENT_PROVIDER).toBe('demo');
    expect(t.deps.payments.name).toBe('demo');
    expect(() => loadConfig({ DATABASE_URL: '', PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
