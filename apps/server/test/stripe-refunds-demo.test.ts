import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPaymentSummarySchema, ZRefundSchema } from '@menudelite/shared/payments/contracts';
import { newId } from '../src/lib/ids.ts';
import { sessionToken } from './helpers/sessions.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { staffOf } from './helpers/team.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

/** Refunds with the demo provider (the browser tests' gateway): partial, full, over-refund, races, access. */
let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
});
afterAll(() => t.close());

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** A card order paid through the API; answers its payment as staff see it. */
async function paidPayment(venue = v) {
  const placed = await placeQuoted(t, venue.restaurantId, dineInBody(venue, { paymentMethod: 'card', card: CARD }));
  const res = await t.app.inject({ method: 'GET', url: `/api/payments?orderId=${placed.orderId}`, headers: venue.headers });
  expect(res.statusCode, res.body).toBe(200);
  const [payment] = res.json();
  return ZPaymentSummarySchema.parse(payment);
}

const refund = (paymentId: string, amount: number, headers = v.headers, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/refunds`, headers: { ...headers, ...extra }, payload: { amount, reason: 'Cold food' } });

async function state(paymentId: string) {
  const payment = await t.db.selectFrom('payments').select(['refunded_amount', 'amount']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const refunds = await t.db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).execute();
  return { refunded: Number(payment.refunded_amount), amount: Number(payment.amount), refunds };
}

describe('refunds with the demo provider', () => {
  it('refunds part, then the rest; never more than was captured (409, nothing written)', async () => {
    const payment = await paidPayment();
    expect(payment).toMatchObject({ provider: 'demo', status: 'succeeded', refundedAmount: 0, refundableAmount: payment.amount });

    const first = await refund(payment.id, 1000);
    expect(first.statusCode, first.body).toBe(201);
    expect(ZRefundSchema.parse(first.json())).toMatchObject({ amount: 1000, status: 'succeeded', reason: 'Cold food' });

    const before = await state(payment.id);
    const over = await refund(payment.id, payment.amount - 1000 + 1);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().error.code).toBe('CONFLICT');
    expect(await state(payment.id)).toEqual(before);

    const rest = await refund(payment.id, payment.amount - 1000);
    expect(rest.statusCode, rest.body).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: v.headers });
    expect(after.json()).toMatchObject({ refundedAmount: payment.amount, refundableAmount: 0 });
    expect(after.json().refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect((await refund(payment.id, 1)).statusCode).toBe(409);
  });

  it('of two refunds racing for the same money, exactly one wins and the other answers 409', async () => {
    const payment = await paidPayment();
    const share = Math.ceil(payment.amount * 0.6);
    for (let round = 0; round < 3; round++) {
      const fresh = round === 0 ? payment : await paidPayment();
      const answers = await Promise.all([refund(fresh.id, share), refund(fresh.id, share), refund(fresh.id, share)]);
      const codes = answers.map((a) => a.statusCode).toSorted();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, 409, 409]);
      const s = await state(fresh.id);
      expect(s.refunded).toBe(share);
      expect(s.refunds).toHaveLength(1);
    }
  });

  it('answers a retried refund (same Idempotency-Key) with the same refund, refunded once; another amount under it is 422', async () => {
    const payment = await paidPayment();
    const key = `refund-${newId()}`;
    const a = await refund(payment.id, 500, v.headers, { 'idempotency-key': key });
    const b = await refund(payment.id, 500, v.headers, { 'idempotency-key': key });
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect((await state(payment.id)).refunded).toBe(500);
    const mismatch = await refund(payment.id, 600, v.headers, { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
    expect((await state(payment.id)).refunded).toBe(500);
  });

  it('refuses bad amounts (400), staff without money.refund (403), another venue (404), all writing nothing', async () => {
    const payment = await paidPayment();
    for (const amount of [0, -5, 1.5, 'ten']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/payments/${payment.id}/refunds`, headers: v.headers, payload: { amount } });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const kitchen = { authorization: `Bearer ${await kitchenToken(v.restaurantId)}` };
    const forbidden = await refund(payment.id, 100, kitchen);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.details[0].key).toBe('permissionMissing');
    const elsewhere = await refund(payment.id, 100, other.headers);
    expect(elsewhere.statusCode).toBe(404);
    expect(await state(payment.id)).toMatchObject({ refunded: 0, refunds: [] });
  });

  it("lets a server refund with a manager's PIN (403 managerApprovalRequired without it), recorded in the audit log with the approver", async () => {
    const payment = await paidPayment();
    await staffOf(t, v.restaurantId, 'manager', { pin: '2468', name: 'Mia Manager' });
    const server = await staffOf(t, v.restaurantId, 'frontOfHouse');
    const alone = await refund(payment.id, 300, server.headers);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error.details[0].key).toBe('managerApprovalRequired');
    expect((await state(payment.id)).refunded).toBe(0);

    const approved = await refund(payment.id, 300, server.headers, { 'x-manager-pin': '2468' });
    expect(approved.statusCode, approved.body).toBe(201);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.refunded').where('target_id', '=', payment.orderId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ approved_by_name: 'Mia Manager', target_type: 'order' });
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ paymentId: payment.id, amount: 300 });
  });
});

/** A kitchen member's token (the kitchen role has no money.refund). */
async function kitchenToken(restaurantId: string): Promise<string> {
  const { ensureMember } = await import('./helpers/sessions.ts');
  const userId = newId();
  await ensureMember(t.db, userId, restaurantId, 'kitchen');
  return sessionToken(t.deps, { userId, kind: 'venue', restaurantId, isAdminAccount: false });
}
