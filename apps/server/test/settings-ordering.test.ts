import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOrderFee, ZOrderingSettingsSchema } from '@menudelite/shared/restaurant/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, customerHeaders, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let v: TVenue;
let other: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

const URL = '/api/restaurant/me/ordering-settings';
const req = (method: 'GET' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = v.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const publicRestaurant = async (restaurantId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/menu` })).json().restaurant;
const row = (restaurantId: string) => t.db.selectFrom('restaurants').selectAll().where('id', '=', restaurantId).executeTakeFirstOrThrow();

describe('ordering settings after sign-up (sign-up step 5 and the preparation time)', () => {
  it('reads the venue’s settings', async () => {
    const res = await req('GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZOrderingSettingsSchema.parse(res.json())).toEqual({
      allowsDineIn: true,
      allowsPickUp: true,
      allowsDelivery: true,
      allowsGuestCheckout: true,
      allowsPayLater: false,
      allowsOfflinePayments: false,
      orderFee: 0,
      orderPrepTime: 20,
      processingFeePercent: 1.5,
      processingFeeFixed: 20,
    });
  });

  it('changes only the fields sent; /api/restaurant/me and the public menu show it at once; other venues untouched', async () => {
    await publicRestaurant(v.restaurantId); // warm the public menu cache: the write must invalidate it
    const res = await req('PATCH', URL, { allowsPayLater: true, allowsOfflinePayments: true, allowsPickUp: false, orderFee: 150, orderPrepTime: 35 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      allowsPayLater: true,
      allowsOfflinePayments: true,
      allowsPickUp: false,
      orderFee: 150,
      orderPrepTime: 35,
      allowsDineIn: true,
    });
    expect((await req('GET', '/api/restaurant/me')).json()).toMatchObject({ allowsPayLater: true, allowsPickUp: false, orderFee: 150, orderPrepTime: 35 });
    expect(await publicRestaurant(v.restaurantId)).toMatchObject({ allowsPayLater: true, allowsPickUp: false, orderFee: 150, orderPrepTime: 35 });
    expect((await req('PATCH', URL, { allowsGuestCheckout: false })).json()).toMatchObject({ allowsGuestCheckout: false, orderFee: 150 });
    expect((await req('GET', URL, undefined, other.headers)).json()).toMatchObject({ allowsPayLater: false, allowsPickUp: true, orderFee: 0 });
  });

  it('an empty PATCH changes nothing and answers the settings', async () => {
    const before = await row(v.restaurantId);
    const res = await req('PATCH', URL, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderFee).toBe(before.order_fee);
    expect((await row(v.restaurantId)).updated_at).toBe(before.updated_at);
  });

  it('bad input answers 400 and writes nothing, even when other fields are valid', async () => {
    const before = await row(v.restaurantId);
    for (const payload of [
      { orderFee: -1 },
      { orderFee: 1.5 },
      { orderFee: 100_001, allowsPayLater: false }, // above 1,000 EUR: the venue's currency cap
      { allowsPayLater: 'yes' },
      { orderPrepTime: 24 * 60 + 1 },
      { orderPrepTime: -5, allowsDineIn: false },
    ]) {
      const res = await req('PATCH', URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await row(v.restaurantId)).toEqual(before);
    const capped = await req('PATCH', URL, { orderFee: 100_001 });
    expect(capped.json().error.details).toEqual([expect.objectContaining({ path: 'body.orderFee', key: 'orderFeeTooHigh', params: { max: 1000 } })]);
  });

  it('caps the order fee by the venue’s currency: Rp 10,000,000 for IDR', async () => {
    const idr = await createVenue(t, { currency: 'idr' });
    const idrMax = maxOrderFee('idr');
    expect((await req('PATCH', URL, { orderFee: idrMax }, idr.headers)).json().orderFee).toBe(idrMax);
    expect((await req('PATCH', URL, { orderFee: idrMax + 1 }, idr.headers)).statusCode).toBe(400);
    expect((await req('PATCH', URL, { orderFee: maxOrderFee('eur') })).json().orderFee).toBe(100_000);
  });

  it('is for venue staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await req('GET', URL, undefined, await customerHeaders(t))).statusCode).toBe(403);
    expect((await req('PATCH', URL, { allowsPayLater: true }, await customerHeaders(t))).statusCode).toBe(403);
  });
});

describe('delivery settings through the restaurant feature', () => {
  it('updates fee, minimum and preparation time together; bad input writes nothing', async () => {
    const res = await req('PATCH', '/api/restaurant/me/delivery-settings', { feeType: 'fixed', fixedFee: 300, minOrderValue: 2000, deliveryOrderPrepTime: 50 });
    expect(res.json()).toEqual({ feeType: 'fixed', fixedFee: 300, percentFee: 0, minOrderValue: 2000, deliveryOrderPrepTime: 50 });
    const before = await row(v.restaurantId);
    expect((await req('PATCH', '/api/restaurant/me/delivery-settings', { fixedFee: 100, deliveryOrderPrepTime: 99_999 })).statusCode).toBe(400);
    expect(await row(v.restaurantId)).toEqual(before);
  });
});
