import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema } from '@menudelite/shared/errors';
import { createOrderingVenue, dineInBody, placeOrder, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/** The checkout's refusals carry keys and params a client translates; none is worded only in English. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t, { requires_checkout_name: true });
  const delivery = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/delivery-settings', headers: v.headers, payload: { minOrderValue: 2000 } });
  expect(delivery.statusCode, delivery.body).toBe(200);
});
afterAll(() => t.close());

async function refusal(body: Record<string, unknown>, status: number, code: string) {
  const res = await placeOrder(t, v.restaurantId, body);
  expect(res.statusCode, res.body).toBe(status);
  const parsed = ZErrorResponseSchema.parse(res.json());
  expect(parsed.error.code).toBe(code);
  return parsed.error.details ?? [];
}

const card = (number: string, expiry = '12/39', cvc = '123') => ({
  paymentMethod: 'card',
  expectedTotal: 3441,
  card: { number, expiry, cvc },
  customer: { name: 'Ana' },
});

describe('checkout refusals with keys', () => {
  it('a SPEC section 5 message is its key (name required), with its English beside it', async () => {
    const details = await refusal(dineInBody(v), 400, 'VALIDATION_FAILED');
    expect(details).toContainEqual({ path: 'body.customer.name', key: 'nameRequired', message: 'please fill in your name' });
  });

  it('a sold-out item is keyed on its line', async () => {
    const soldOut = await refusal(dineInBody(v, { customer: { name: 'Ana' }, lines: [{ itemId: v.items.tiramisu, quantity: 1 }] }), 409, 'ITEM_UNAVAILABLE');
    expect(soldOut).toEqual([expect.objectContaining({ path: 'body.lines.0.itemId', key: 'itemSoldOut' })]);
  });

  it('a refused card names the field and its key', async () => {
    expect(await refusal(dineInBody(v, card('1234 5678 9012 3456')), 400, 'CARD_INVALID')).toEqual([
      expect.objectContaining({ path: 'body.card.number', key: 'cardNumberInvalid' }),
    ]);
    expect(await refusal(dineInBody(v, card('4242 4242 4242 4242', '01/20')), 400, 'CARD_INVALID')).toEqual([
      expect.objectContaining({ path: 'body.card.expiry', key: 'cardExpiryInvalid' }),
    ]);
    expect(await refusal(dineInBody(v, card('4242 4242 4242 4242', '12/39', '1')), 400, 'CARD_INVALID')).toEqual([
      expect.objectContaining({ path: 'body.card.cvc', key: 'cardCvcInvalid' }),
    ]);
  });

  it('the delivery minimum sends the shortfall and the minimum as params', async () => {
    const details = await refusal(
      {
        type: 'delivery',
        delivery: { address: '3 Merchant Street, Valletta', locationId: v.locationId },
        customer: { name: 'Dan', phone: '+356 2122 3344' },
        lines: [{ itemId: v.items.lemonade, quantity: 1 }],
        paymentMethod: 'cash',
        expectedTotal: 1,
      },
      422,
      'BELOW_MINIMUM_ORDER',
    );
    expect(details).toEqual([
      expect.objectContaining({ path: 'body.lines', key: 'belowMinimumOrderBy', params: { amount: expect.any(String), minimum: '€20.00' } }),
    ]);
  });
});
