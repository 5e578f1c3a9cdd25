import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { CARD, billOf, createBillVenue, newTable, orderAt, paid, pay, paymentSnapshot, quote, tableBill, type TBillVenue } from './bills-venue.ts';

let t: TTestApp;
let v: TBillVenue;
let other: TBillVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
  other = await createBillVenue(t);
});
afterAll(() => t.close());

/** A fresh table with a 30.00 bottle, a 3.00 lemonade and the 0.50 order fee (33.50) on its bill. */
async function freshBill(): Promise<TBill & { tableCode: string }> {
  const table = await newTable(t, v);
  await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
  return { ...(await tableBill(t, table.code)), tableCode: table.code };
}

/** The request is refused with `status`, and nothing is written or charged; answers the error body. */
async function refused(token: string, body: Record<string, unknown>, status: number, query = ''): Promise<any> {
  const before = await paymentSnapshot(t);
  const billBefore = await t.db.selectFrom('bills').select(['id', 'version', 'status']).orderBy('id').execute();
  const res = await pay(t, token, body, newKey(), query);
  expect(res.statusCode, res.body).toBe(status);
  expect(await paymentSnapshot(t)).toEqual(before);
  expect(await t.db.selectFrom('bills').select(['id', 'version', 'status']).orderBy('id').execute()).toEqual(billBefore);
  return res.json();
}

describe('bad input: refused with a clear answer, nothing written or charged', () => {
  it('paying more than remains', async () => {
    const bill = await freshBill();
    const body = await refused(bill.token, { selection: { mode: 'custom', amount: 3351 } }, 400);
    expect(body.error.details[0]).toMatchObject({ path: 'body.selection.amount', key: 'billAmountAboveRemaining', params: { remaining: '€33.50' } });
  });

  it('a share below 1.00, and one that would leave less than 1.00: the SPEC’s exact messages', async () => {
    const bill = await freshBill();
    const small = await refused(bill.token, { selection: { mode: 'custom', amount: 99 } }, 400);
    expect(small.error.message).toBe('Amount to pay must be at least 1.00');
    expect(small.error.details[0]).toMatchObject({ key: 'splitAmountTooSmall', params: { min: '1.00' }, message: 'Amount to pay must be at least 1.00' });
    const leaves = await refused(bill.token, { selection: { mode: 'custom', amount: 3300 } }, 400);
    expect(leaves.error.message).toBe('Remaining amount must be at least 1.00');
    expect(leaves.error.details[0]).toMatchObject({ key: 'splitRemainderTooSmall', params: { min: '1.00' } });
    // Selected items that would leave 0.50 (the order fee): refused the same way.
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const lemonade = bill.lines.find((l) => l.name === 'Lemonade')!;
    const items = await refused(bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId, lemonade.lineId] } }, 400);
    expect(items.error.message).toBe('Remaining amount must be at least 1.00');
    // A split whose shares would be below 1.00.
    const split = await refused(bill.token, { selection: { mode: 'split', people: 50 } }, 400);
    expect(split.error.details[0].key).toBe('splitAmountTooSmall');
    // The quote answers the same, before paying.
    const q = await quote(t, bill.token, { selection: { mode: 'custom', amount: 3300 } });
    expect(q.statusCode).toBe(400);
    expect(q.json().error.message).toBe('Remaining amount must be at least 1.00');
    // Paying exactly what remains is always allowed, even under 1.00 (a bread and the order fee: 0.90).
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bread }], { tableCode: table.code });
    const small2 = await tableBill(t, table.code);
    expect(small2.totals.amountRemaining).toBe(90);
    const tail = await paid(t, small2.token, { selection: { mode: 'whole' } });
    expect(tail.billPayment.amount).toBe(90);
    expect(tail.bill.status).toBe('closed');
  });

  it('a negative, non-numeric or oversized tip', async () => {
    const bill = await freshBill();
    const selection = { mode: 'custom', amount: 1000 };
    for (const tip of [
      { kind: 'amount', amount: -1 },
      { kind: 'percent', percent: -5 },
      { kind: 'amount', amount: 'ten' },
      { kind: 'percent', percent: '15' },
      { kind: 'amount', amount: 12.5 },
    ]) {
      const body = await refused(bill.token, { selection, tip }, 400);
      expect(body.error.details[0].key, JSON.stringify(tip)).toBe('tipInvalid');
    }
    // The most is 100 % of the share's items: 10.00 spread over the bill is 9.85 of items and 0.15 of order fee.
    const tooHigh = await refused(bill.token, { selection, tip: { kind: 'amount', amount: 986 } }, 400);
    expect(tooHigh.error.details[0]).toMatchObject({ path: 'body.tip.amount', key: 'tipTooHigh', params: { max: '€9.85' } });
    const percent = await refused(bill.token, { selection, tip: { kind: 'percent', percent: 101 } }, 400);
    expect(percent.error.details[0]).toMatchObject({ key: 'tipTooHigh' });
    // Past the safe integers: not an amount at all.
    const huge = await refused(bill.token, { selection, tip: { kind: 'amount', amount: 1e16 } }, 400);
    expect(huge.error.details[0].key).toBe('tipInvalid');
    const large = await refused(bill.token, { selection, tip: { kind: 'amount', amount: 1_000_000_000_001 } }, 400);
    expect(large.error.details[0].key).toBe('tipTooHigh');
    // Tips are money: there is no points field to pay one with.
    const points = await refused(bill.token, { selection, tip: { kind: 'points', points: 100 } }, 400);
    expect(points.error.code).toBe('VALIDATION_FAILED');
    const extra = await refused(bill.token, { selection, tip: { kind: 'amount', amount: 100, points: 100 } }, 400);
    expect(extra.error.details[0].key).toBe('unknownField');
  });

  it("another table's or another venue's bill token: 404 like an unknown token", async () => {
    const bill = await freshBill();
    const otherTable = await freshBill();
    const wrongTable = await refused(bill.token, { selection: { mode: 'whole' } }, 404, `?tableCode=${otherTable.tableCode}`);
    expect(wrongTable.error.code).toBe('NOT_FOUND');
    await orderAt(t, other, [{ itemId: other.items.lemonade }], { tableCode: other.tables.one.code });
    const foreign = await tableBill(t, other.tables.one.code);
    await refused(foreign.token, { selection: { mode: 'whole' } }, 404, `?tableCode=${bill.tableCode}`);
    await refused('x'.repeat(32), { selection: { mode: 'whole' } }, 404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/bills/${foreign.token}?tableCode=${bill.tableCode}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/bills/${'y'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/tables/no-such-table/bill' })).statusCode).toBe(404);
    // Its own table code reads it.
    expect((await t.app.inject({ method: 'GET', url: `/api/public/bills/${bill.token}?tableCode=${bill.tableCode}` })).statusCode).toBe(200);
  });

  it('paying a closed bill: 409 BILL_CLOSED with the bill', async () => {
    const bill = await freshBill();
    await paid(t, bill.token, { selection: { mode: 'whole' } });
    const body = await refused(bill.token, { selection: { mode: 'custom', amount: 100 } }, 409);
    expect(body.error.code).toBe('BILL_CLOSED');
    expect(body.bill).toMatchObject({ id: bill.id, status: 'closed' });
  });

  it('items already paid, unknown lines, repeated lines, too many parts of a shared item, a split outside 2..50', async () => {
    const bill = await freshBill();
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    await paid(t, bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] } });
    const again = await refused(bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] } }, 409);
    expect(again.error.code).toBe('BILL_CHANGED');
    expect(again.error.details[0]).toMatchObject({ path: 'body.selection.lineIds.0', key: 'billLinePaid' });
    expect(again.bill.totals.amountRemaining).toBe(350);
    expect((await refused(bill.token, { selection: { mode: 'items', lineIds: ['no-such-line'] } }, 400)).error.details[0].key).toBe('invalidValue');
    const lemonade = bill.lines.find((l) => l.name === 'Lemonade')!;
    expect((await refused(bill.token, { selection: { mode: 'items', lineIds: [lemonade.lineId, lemonade.lineId] } }, 400)).error.details[0].key).toBe(
      'idsRepeat',
    );
    const shares = await refused(bill.token, { selection: { mode: 'itemShare', lineId: lemonade.lineId, parts: 2, shares: 3 } }, 400);
    expect(shares.error.details[0]).toMatchObject({ key: 'billShareInvalid', params: { parts: 2 } });
    for (const people of [1, 51]) {
      const split = await refused(bill.token, { selection: { mode: 'split', people } }, 400);
      expect(split.error.details[0]).toMatchObject({ key: 'splitPeopleRange', params: { min: 2, max: 50 } });
    }
    expect((await refused(bill.token, { selection: { mode: 'split', people: 'two' } }, 400)).error.code).toBe('VALIDATION_FAILED');
  });

  it('a bad card, a missing card, a missing Idempotency-Key', async () => {
    const bill = await freshBill();
    const bad = await refused(bill.token, { selection: { mode: 'whole' }, card: { ...CARD, number: '1234 5678 9012 3456' } }, 400);
    expect(bad.error).toMatchObject({ code: 'CARD_INVALID' });
    const noCard = await t.app.inject({
      method: 'POST',
      url: `/api/public/bills/${bill.token}/payments`,
      headers: { 'idempotency-key': newKey() },
      payload: { selection: { mode: 'whole' } },
    });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().error.code).toBe('CARD_INVALID');
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/public/bills/${bill.token}/payments`,
      payload: { selection: { mode: 'whole' }, card: CARD },
    });
    expect(noKey.statusCode).toBe(400);
    expect((await billOf(t, bill.token)).totals.amountRemaining).toBe(3350);
  });
});
