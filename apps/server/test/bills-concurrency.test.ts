import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { billOf, chargesCount, createBillVenue, newTable, orderAt, pay, tableBill, type TBillVenue } from './bills-venue.ts';

let t: TTestApp;
let v: TBillVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
});
afterAll(() => t.close());

/** Money on each line from succeeded payments: never more than the line's price. */
async function paidPerLine(billId: string): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('bill_payment_lines as l')
    .innerJoin('bill_payments as p', 'p.id', 'l.bill_payment_id')
    .select(['l.bill_line_id', 'l.amount'])
    .where('l.bill_id', '=', billId)
    .where('p.status', '=', 'succeeded')
    .execute();
  const byLine = new Map<string, number>();
  for (const row of rows) byLine.set(row.bill_line_id, (byLine.get(row.bill_line_id) ?? 0) + Number(row.amount));
  return byLine;
}

describe('diners paying one bill at the same moment (SQLite and PostgreSQL)', () => {
  it('two diners paying the same items at once: one wins, the other gets 409 with the refreshed bill, nobody pays twice', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const before = await chargesCount(t);
    const answers = await Promise.all([1, 2].map(() => pay(t, bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] } })));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!.json();
    expect(lost.error.code).toBe('BILL_CHANGED');
    expect(lost.error.details[0].key).toBe('billLinePaid');
    const line = lost.bill.lines.find((l: { lineId: string }) => l.lineId === bottle.lineId);
    expect(line.remainingAmount).toBe(0);
    expect(await chargesCount(t)).toBe(before + 1);
    expect((await paidPerLine(bill.id)).get(bottle.lineId)).toBe(3000);
  });

  it('the whole bill against selected items at once: whichever comes first, the bill ends paid exactly once', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const lemonade = bill.lines.find((l) => l.name === 'Lemonade')!;
    const [whole, items] = await Promise.all([
      pay(t, bill.token, { selection: { mode: 'whole' } }),
      pay(t, bill.token, { selection: { mode: 'items', lineIds: [lemonade.lineId] } }),
    ]);
    expect(whole!.statusCode).toBe(201);
    // The items first: the whole bill then pays what is left. The whole bill first: the items are taken (409).
    expect([201, 409]).toContain(items!.statusCode);
    expect(whole!.json().billPayment.amount).toBe(items!.statusCode === 201 ? 3050 : 3350);
    const after = await billOf(t, bill.token);
    expect(after).toMatchObject({ status: 'closed', totals: { amountPaid: 3350, amountRemaining: 0 } });
    for (const [lineId, amount] of await paidPerLine(bill.id)) expect(amount).toBe(after.lines.find((l) => l.lineId === lineId)!.amount);
  });

  it('eight diners splitting a bill eight ways at once, on three tables at once: every bill ends at exactly 0, no line paid twice', async () => {
    const tables = await Promise.all([1, 2, 3].map(() => newTable(t, v)));
    const bills = [];
    for (const table of tables) {
      await orderAt(t, v, [{ itemId: v.tasting }, { itemId: v.bottle }, { itemId: v.items.lemonade, quantity: 3 }], { tableCode: table.code });
      bills.push(await tableBill(t, table.code));
    }
    const total = bills[0]!.totals.amountRemaining;
    expect(total).toBe(9950 + 3000 + 900 + 50);
    const answers = await Promise.all(
      bills.flatMap((bill) => Array.from({ length: 8 }, () => pay(t, bill.token, { selection: { mode: 'split', people: 8 } }, newKey()))),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    for (const bill of bills) {
      const after = await billOf(t, bill.token);
      expect(after.status).toBe('closed');
      expect(after.totals).toMatchObject({ amountRemaining: 0, amountPending: 0, amountPaid: total });
      const shares = after.payments.map((p) => p.amount).toSorted((a, b) => b - a);
      expect(sumMinor(shares)).toBe(total);
      // 139.00 / 8 = 17.375: the first payers carry the leftover minor units.
      expect(shares[0]! - shares.at(-1)!).toBeLessThanOrEqual(1);
      for (const [lineId, amount] of await paidPerLine(bill.id)) expect(amount).toBe(after.lines.find((l) => l.lineId === lineId)!.amount);
    }
  });

  it('three diners taking the last parts of a shared bottle at once: the line is paid exactly once', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => pay(t, bill.token, { selection: { mode: 'itemShare', lineId: bottle.lineId, parts: 3, shares: 1 } }, newKey())),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.statusCode === 201)
        .map((a) => a.json().billPayment.amount)
        .toSorted(),
    ).toEqual([1000, 1000, 1000]);
    expect((await paidPerLine(bill.id)).get(bottle.lineId)).toBe(3000);
  });
});
