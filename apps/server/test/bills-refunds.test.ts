import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZBillRefundResponseSchema, type TBill } from '@menudelite/shared/bills/contracts';
import { billRefundSource } from '../src/features/bills/refund-source.ts';
import { retryPendingRefunds } from '../src/features/payments/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { keyOf, staffOf, type TStaff } from './helpers/team.ts';
import { DECLINED_CARD, billOf, createBillVenue, newTable, orderAt, paid, pay, tableBill, type TBillVenue } from './bills-venue.ts';

/** Refunds of bill payments (docs/api/bills.md "Refunds"), on SQLite and PostgreSQL. */
let t: TTestApp;
let v: TBillVenue;
let other: TBillVenue;
let frontOfHouse: TStaff;
let kitchen: TStaff;

beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
  other = await createBillVenue(t);
  frontOfHouse = await staffOf(t, v.restaurantId, 'frontOfHouse');
  kitchen = await staffOf(t, v.restaurantId, 'kitchen');
  await staffOf(t, v.restaurantId, 'manager', { pin: '2468', name: 'Mia Manager' });
});
afterAll(() => t.close());

const refundUrl = (billId: string, paymentId: string) => `/api/restaurant/bills/${billId}/payments/${paymentId}/refunds`;
const refund = (billId: string, paymentId: string, payload: unknown, headers: Record<string, string> = v.headers) =>
  t.app.inject({ method: 'POST', url: refundUrl(billId, paymentId), headers, payload: payload as object });

async function openBill(): Promise<TBill> {
  const table = await newTable(t, v);
  await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Ann' });
  return tableBill(t, table.code);
}

/** A card payment of 10.00 with a 1.00 tip on a fresh bill: captured 11.00 + the card fee. */
async function cardPayment(): Promise<{ bill: TBill; paymentId: string; total: number }> {
  const bill = await openBill();
  const answer = await paid(t, bill.token, { selection: { mode: 'custom', amount: 1000 }, tip: { kind: 'amount', amount: 100 } });
  return { bill, paymentId: answer.billPayment.id, total: answer.billPayment.total };
}

const refundRows = async (paymentId: string) => t.db.selectFrom('bill_refunds').selectAll().where('bill_payment_id', '=', paymentId).execute();
const refundedAmount = async (paymentId: string) =>
  Number((await t.db.selectFrom('bill_payments').select('refunded_amount').where('id', '=', paymentId).executeTakeFirstOrThrow()).refunded_amount);
const audits = async (paymentId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.refunded').where('target_id', '=', paymentId).execute();

describe('refunding a bill payment', () => {
  it('partly, then the rest, through the provider; never more than was captured; the bill shows what each payment got back', async () => {
    const { bill, paymentId, total } = await cardPayment();
    const spy = vi.spyOn(t.deps.payments, 'refund');
    const first = await refund(bill.id, paymentId, { amount: 300, reason: 'cold soup' });
    expect(first.statusCode, first.body).toBe(201);
    const answer = ZBillRefundResponseSchema.parse(first.json());
    expect(answer.refund).toMatchObject({
      paymentId,
      billId: bill.id,
      amount: 300,
      currency: 'eur',
      status: 'succeeded',
      reason: 'cold soup',
      recorded: false,
    });
    expect(answer.billPayment).toMatchObject({ id: paymentId, total, refundedAmount: 300 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ amount: 300, currency: 'eur', idempotencyKey: answer.refund.id });
    expect((await refundRows(paymentId))[0]!.provider_ref).toMatch(/^demo_re_/);
    // Diners see it too (the cached read follows the bill's version), and the bill's own figures stay as paid.
    const seen = await billOf(t, bill.token);
    expect(seen.payments.find((p) => p.id === paymentId)).toMatchObject({ refundedAmount: 300 });
    expect(seen.totals.amountPaid).toBe(bill.totals.amountPaid + 1000);

    const rest = await refund(bill.id, paymentId, { amount: total - 300 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().billPayment.refundedAmount).toBe(total);
    const over = await refund(bill.id, paymentId, { amount: 1 });
    expect(over.statusCode).toBe(409);
    expect(keyOf(over.body)).toBe('refundAboveCaptured');
    expect(over.json().error.details[0].params).toEqual({ left: '€0.00' });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(await refundRows(paymentId)).toHaveLength(2);
    expect(await refundedAmount(paymentId)).toBe(total);
    const logged = await audits(paymentId);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ target_type: 'billPayment', approved_by_name: null });
    expect(JSON.parse(logged[0]!.details)).toMatchObject({ billId: bill.id, amount: 300, reason: 'cold soup', recorded: false });
    spy.mockRestore();
  });

  it('cash taken at the table is refunded as recorded: no provider call, succeeded at once', async () => {
    const bill = await openBill();
    const cash = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/bills/${bill.id}/payments`,
      headers: { ...v.headers, 'idempotency-key': newKey() },
      payload: { method: 'cash', selection: { mode: 'custom', amount: 2000 } },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const paymentId = cash.json().billPayment.id as string;
    const spy = vi.spyOn(t.deps.payments, 'refund');
    const res = await refund(bill.id, paymentId, { amount: 2000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({ status: 'succeeded', recorded: true, amount: 2000 });
    expect(spy).not.toHaveBeenCalled();
    expect((await refund(bill.id, paymentId, { amount: 1 })).statusCode).toBe(409);
    spy.mockRestore();
  });

  it('the same Idempotency-Key answers the same refund once; with another amount it is 422', async () => {
    const { bill, paymentId } = await cardPayment();
    const key = newKey();
    const first = await refund(bill.id, paymentId, { amount: 500 }, { ...v.headers, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await refund(bill.id, paymentId, { amount: 500 }, { ...v.headers, 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund.id).toBe(first.json().refund.id);
    expect(await refundedAmount(paymentId)).toBe(500);
    const changed = await refund(bill.id, paymentId, { amount: 400 }, { ...v.headers, 'idempotency-key': key });
    expect(changed.statusCode).toBe(422);
    expect(await refundRows(paymentId)).toHaveLength(1);
  });

  it('bad input is a 400 with nothing written', async () => {
    const { bill, paymentId } = await cardPayment();
    for (const payload of [
      {},
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: '300' },
      { amount: 300, reason: 'x'.repeat(501) },
      { amount: 2 ** 60 },
    ]) {
      const res = await refund(bill.id, paymentId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badKey = await refund(bill.id, paymentId, { amount: 100 }, { ...v.headers, 'idempotency-key': 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(await refundRows(paymentId)).toEqual([]);
    expect(await refundedAmount(paymentId)).toBe(0);
    expect(await audits(paymentId)).toEqual([]);
  });

  it('403 without the permission: the kitchen never, front of house only with a manager’s PIN', async () => {
    const { bill, paymentId } = await cardPayment();
    const kitchenTry = await refund(bill.id, paymentId, { amount: 100 }, kitchen.headers);
    expect(kitchenTry.statusCode).toBe(403);
    const noPin = await refund(bill.id, paymentId, { amount: 100 }, frontOfHouse.headers);
    expect(noPin.statusCode).toBe(403);
    expect(keyOf(noPin.body)).toBe('managerApprovalRequired');
    expect(await refundRows(paymentId)).toEqual([]);
    const approved = await refund(bill.id, paymentId, { amount: 100 }, { ...frontOfHouse.headers, 'x-manager-pin': '2468', 'x-device-id': 'till-2' });
    expect(approved.statusCode, approved.body).toBe(201);
    expect((await audits(paymentId))[0]).toMatchObject({ approved_by_name: 'Mia Manager' });
  });

  it("another venue's bill or payment is 404; a payment of another bill too", async () => {
    const { bill, paymentId } = await cardPayment();
    expect((await refund(bill.id, paymentId, { amount: 100 }, other.headers)).statusCode).toBe(404);
    const elsewhere = await cardPayment();
    expect((await refund(bill.id, elsewhere.paymentId, { amount: 100 })).statusCode).toBe(404);
    expect((await refund(bill.id, 'no-such-payment', { amount: 100 })).statusCode).toBe(404);
    expect(await refundRows(paymentId)).toEqual([]);
  });

  it('a declined payment captured nothing: 409 refundAboveCaptured', async () => {
    const bill = await openBill();
    const declined = await pay(t, bill.token, { selection: { mode: 'whole' }, card: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    const row = await t.db.selectFrom('bill_payments').select('id').where('bill_id', '=', bill.id).executeTakeFirstOrThrow();
    const res = await refund(bill.id, row.id, { amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(keyOf(res.body)).toBe('refundAboveCaptured');
    expect(await refundRows(row.id)).toEqual([]);
  });

  it('the provider refusing: 402, the refund failed and its amount refundable again; the same key stays refused', async () => {
    const { bill, paymentId } = await cardPayment();
    const spy = vi.spyOn(t.deps.payments, 'refund').mockResolvedValueOnce({ status: 'failed', message: 'charge disputed' });
    const key = newKey();
    const res = await refund(bill.id, paymentId, { amount: 700 }, { ...v.headers, 'idempotency-key': key });
    expect(res.statusCode).toBe(402);
    expect(await refundedAmount(paymentId)).toBe(0);
    expect((await refundRows(paymentId)).map((r) => r.status)).toEqual(['failed']);
    expect((await billOf(t, bill.token)).payments.find((p) => p.id === paymentId)!.refundedAmount).toBe(0);
    expect((await refund(bill.id, paymentId, { amount: 700 }, { ...v.headers, 'idempotency-key': key })).statusCode).toBe(402);
    expect((await refund(bill.id, paymentId, { amount: 700 })).statusCode).toBe(201);
    expect(await refundedAmount(paymentId)).toBe(700);
    spy.mockRestore();
  });
});

describe('a provider that does not answer', () => {
  it('leaves the refund pending and reserved (201 pending); the retry job asks again under the same key and settles it once', async () => {
    const { bill, paymentId } = await cardPayment();
    const spy = vi.spyOn(t.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const res = await refund(bill.id, paymentId, { amount: 600 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({ status: 'pending', amount: 600 });
    expect(res.json().billPayment.refundedAmount).toBe(600);
    const refundId = res.json().refund.id as string;
    // Reserved meanwhile: no second refund can take the same money.
    const source = billRefundSource({ db: t.db, payments: t.deps.payments, jobs: t.deps.jobs });
    const counts = await retryPendingRefunds({ db: t.db, provider: t.deps.payments }, source, { graceMs: 0 });
    expect(counts.succeeded).toBeGreaterThanOrEqual(1);
    expect(spy.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([refundId, refundId]);
    expect((await refundRows(paymentId)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await refundedAmount(paymentId)).toBe(600);
    await retryPendingRefunds({ db: t.db, provider: t.deps.payments }, source, { graceMs: 0 });
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});

describe('refunds racing for the same money (SQLite and PostgreSQL)', () => {
  it('two refunds for the last amount at once: one 201, the other 409 refundAboveCaptured; never more than captured', async () => {
    for (let round = 0; round < 3; round++) {
      const { bill, paymentId, total } = await cardPayment();
      expect((await refund(bill.id, paymentId, { amount: total - 100 })).statusCode).toBe(201);
      const answers = await Promise.all([refund(bill.id, paymentId, { amount: 100 }), refund(bill.id, paymentId, { amount: 100 })]);
      expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409]);
      expect(keyOf(answers.find((a) => a.statusCode === 409)!.body)).toBe('refundAboveCaptured');
      expect(await refundedAmount(paymentId)).toBe(total);
      expect((await refundRows(paymentId)).filter((r) => r.status === 'succeeded')).toHaveLength(2);
    }
  });
});
