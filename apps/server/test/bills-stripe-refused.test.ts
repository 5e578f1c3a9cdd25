import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';
import { billOf, createBillVenue, newTable, orderAt, tableBill } from './bills-venue.ts';

/**
 * A diner's bill payment when Stripe refuses to make the PaymentIntent for good (a revoked Connect
 * account): the payment and its attempt fail at once (lines free again, the bill's version moves so
 * viewers are told) and the diner gets 409 cardGatewayRefused, the retry too; not 503 forever.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
const REVOKED = 'acct_1BillRevoked';

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());
afterEach(() => {
  fake.settings.invalidAccounts.clear();
});

const payStripe = (token: string, body: Record<string, unknown>, key: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/bills/${token}/payments`, headers: { 'idempotency-key': key }, payload: body });

describe('a bill payment Stripe refuses for good', () => {
  it('409 cardGatewayRefused; the payment and its attempt failed, the lines free again; the same key answers the same', async () => {
    const venue = await createBillVenue(t);
    const set = await t.app.inject({ method: 'PUT', url: '/api/payments/stripe-account', headers: venue.headers, payload: { accountId: REVOKED } });
    expect(set.statusCode, set.body).toBe(200);
    fake.settings.invalidAccounts.add(REVOKED);
    const table = await newTable(t, venue);
    await orderAt(t, venue, [{ itemId: venue.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const key = newKey();
    const res = await payStripe(bill.token, { selection: { mode: 'whole' } }, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', details: [{ key: 'cardGatewayRefused' }] });

    const payment = await t.db
      .selectFrom('bill_payments')
      .select(['status', 'failure_code', 'attempt_id'])
      .where('bill_id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'failed', failure_code: 'PROVIDER_REFUSED' });
    const attempt = await t.db
      .selectFrom('payment_attempts')
      .select(['status', 'failure_code'])
      .where('id', '=', payment.attempt_id!)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ status: 'failed', failure_code: 'PROVIDER_REFUSED' });
    const after = await billOf(t, bill.token);
    expect(after.totals).toMatchObject({ amountPending: 0, amountPaid: 0, amountRemaining: bill.totals.amountRemaining });
    expect(after.version).toBeGreaterThan(bill.version);

    const again = await payStripe(bill.token, { selection: { mode: 'whole' } }, key);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.details[0].key).toBe('cardGatewayRefused');
    expect(await t.db.selectFrom('payment_attempts').select('id').where('id', '=', payment.attempt_id!).execute()).toHaveLength(1);
  });
});
