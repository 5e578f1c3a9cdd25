import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '@menudelite/shared/money/arithmetic';
import { seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_HOTEL_SLUG } from '../src/db/seed/demo-ordering.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue } from './helpers/menu-venue.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

const URL = '/api/restaurant/me/ordering-settings';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const patch = (payload: object, headers = v.headers) => t.app.inject({ method: 'PATCH', url: URL, headers, payload });
const settings = async (headers = v.headers) => (await t.app.inject({ method: 'GET', url: URL, headers })).json();
const options = async (restaurantId = v.restaurantId) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/checkout-options` })).json();
const cardQuote = async (extra: object = {}) => {
  const { expectedTotal: _t, ...body } = dineInBody(v, { paymentMethod: 'card', ...extra });
  const res = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('restaurant_id', '=', v.restaurantId)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Items 33.20 + order fee 0.50: what the card fee is taken on in dineInBody's cart. */
const BASE = 3370;

describe('the card processing fee as a venue setting', () => {
  it('starts at today’s rule, 1.5% + 0.20 of the venue’s currency (0.200 KWD, Rp 0.20), shown in the checkout options', async () => {
    expect(await settings()).toMatchObject({ processingFeePercent: 1.5, processingFeeFixed: 20 });
    expect((await options()).processingFee).toEqual({ percent: 1.5, fixed: 20 });
    expect((await cardQuote()).processingFee).toBe(percentOf(BASE, 1.5) + 20);
    const kwd = await createVenue(t, { currency: 'kwd' });
    expect(await settings(kwd.headers)).toMatchObject({ processingFeePercent: 1.5, processingFeeFixed: 200 });
    const idr = await createVenue(t, { currency: 'idr' });
    expect((await options(idr.restaurantId)).processingFee).toEqual({ percent: 1.5, fixed: 20_000 });
  });

  it('staff set percent and fixed part; quotes, orders and the checkout options use them; cards only', async () => {
    const res = await patch({ processingFeePercent: 2.25, processingFeeFixed: 35 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ processingFeePercent: 2.25, processingFeeFixed: 35 });
    expect((await options()).processingFee).toEqual({ percent: 2.25, fixed: 35 });
    const quote = await cardQuote();
    expect(quote.processingFee).toBe(percentOf(BASE, 2.25) + 35);
    expect(quote.total).toBe(BASE + quote.processingFee);
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD }));
    expect(order.order).toMatchObject({ processingFee: quote.processingFee, total: quote.total, paymentStatus: 'paid' });
    // Pay later and cash carry no processing fee, whatever the setting.
    const later = await placeQuoted(t, v.restaurantId, dineInBody(v));
    expect(later.order).toMatchObject({ processingFee: 0, total: BASE });
  });

  it('0 and 0 means no processing fee at all', async () => {
    expect((await patch({ processingFeePercent: 0, processingFeeFixed: 0 })).statusCode).toBe(200);
    const quote = await cardQuote();
    expect(quote).toMatchObject({ processingFee: 0, total: BASE });
  });

  it('refuses a negative, too big or too precise fee (400 naming the field) and writes nothing', async () => {
    expect((await patch({ processingFeePercent: 1, processingFeeFixed: 10 })).statusCode).toBe(200);
    const before = await t.db.selectFrom('restaurants').selectAll().where('id', '=', v.restaurantId).executeTakeFirstOrThrow();
    const audits = await auditCount();
    const cases: [object, string, string][] = [
      [{ processingFeePercent: -0.5 }, 'body.processingFeePercent', 'tooSmall'],
      [{ processingFeePercent: 10.01 }, 'body.processingFeePercent', 'tooBig'],
      [{ processingFeePercent: 1.555 }, 'body.processingFeePercent', 'atMostTwoDecimals'],
      [{ processingFeePercent: '2' }, 'body.processingFeePercent', 'notANumber'],
      [{ processingFeeFixed: -1 }, 'body.processingFeeFixed', 'tooSmall'],
      [{ processingFeeFixed: 2.5 }, 'body.processingFeeFixed', 'notInteger'],
      // 10.01 EUR: above the cap of 10.00 in the venue's currency (the schema only knows the IDR bound).
      [{ processingFeeFixed: 1001, processingFeePercent: 3 }, 'body.processingFeeFixed', 'orderFeeTooHigh'],
    ];
    for (const [payload, path, key] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, key }));
    }
    expect(await t.db.selectFrom('restaurants').selectAll().where('id', '=', v.restaurantId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await settings()).toMatchObject({ processingFeePercent: 1, processingFeeFixed: 10 });
  });

  it('the demo venues show their fees: the bistro 1.5% + €0.20, the hotel 2% without a fixed part', async () => {
    const { restaurantId } = await seedDemo(t.db);
    const hotel = await t.db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_HOTEL_SLUG).executeTakeFirstOrThrow();
    expect(await options(restaurantId)).toMatchObject({ orderFee: 50, processingFee: { percent: 1.5, fixed: 20 } });
    expect((await options(hotel.id)).processingFee).toEqual({ percent: 2, fixed: 0 });
  });
});
