import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { chargesCount, createBillVenue, orderAt, pay, paymentSnapshot, tableBill, type TBillVenue } from './bills-venue.ts';

let t: TTestApp;
let v: TBillVenue;

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT_PER_IP: '2' });
  v = await createBillVenue(t);
});
afterAll(() => t.close());

describe('card payments on a bill are limited per client address', () => {
  it('the third new payment in a minute is 429 with nothing written or charged; a retry of a payment made is not counted', async () => {
    await orderAt(t, v, [{ itemId: v.tasting }]);
    const bill = await tableBill(t, v.tables.one.code);
    const key = newKey();
    expect((await pay(t, bill.token, { selection: { mode: 'custom', amount: 1000 } }, key)).statusCode).toBe(201);
    expect((await pay(t, bill.token, { selection: { mode: 'custom', amount: 1000 } })).statusCode).toBe(201);
    const before = await paymentSnapshot(t);
    const charges = await chargesCount(t);
    const limited = await pay(t, bill.token, { selection: { mode: 'custom', amount: 1000 } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await paymentSnapshot(t)).toEqual(before);
    const replay = await pay(t, bill.token, { selection: { mode: 'custom', amount: 1000 } }, key);
    expect(replay.statusCode).toBe(200);
    expect(await chargesCount(t)).toBe(charges);
  });
});
