import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_JOB } from '../src/features/receipts/public.ts';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import { reservePayment } from '../src/features/bills/pay.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import {
  CARD,
  DECLINED_CARD,
  billOf,
  chargesCount,
  createBillVenue,
  newTable,
  orderAt,
  paid,
  pay,
  paymentSnapshot,
  quote,
  staffEventsOf,
  tableBill,
  type TBillVenue,
} from './bills-venue.ts';

let t: TTestApp;
let v: TBillVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
});
afterAll(() => t.close());

const fee = (base: number) => Math.round(base * 0.015) + 20;

describe('the open bill', () => {
  it("gathers the table's orders: pay-later lines are due, a card order's are paid, a held card order never appears", async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.items.burger, modifierIds: [v.modifiers.rare] }], { name: 'Ann', tableCode: table.code });
    await orderAt(t, v, [{ itemId: v.items.lemonade }], { name: 'Ben', paymentMethod: 'card', tableCode: table.code });
    // A declined card order is held (payment failed): never on the bill.
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/orders`,
      headers: { 'idempotency-key': newKey() },
      payload: {
        type: 'dine_in',
        tableCode: table.code,
        lines: [{ itemId: v.bottle, quantity: 1 }],
        paymentMethod: 'card',
        card: DECLINED_CARD,
        expectedTotal: 3000 + 50 + fee(3050),
      },
    });
    expect(held.statusCode, held.body).toBe(402);
    // Another table's order is on its own bill.
    await orderAt(t, v, [{ itemId: v.items.lemonade }], { tableCode: v.tables.two.code });

    const bill = await tableBill(t, table.code);
    expect(bill.status).toBe('open');
    expect(bill.lines.map((l) => [l.name, l.kind, l.amount, l.remainingAmount, l.orderedBy, l.prepaid])).toEqual([
      ['Classic burger (Rare)', 'item', 1450, 1450, 'Ann', false],
      ['Order fee', 'orderFee', 50, 50, 'Ann', false],
      ['Lemonade', 'item', 300, 0, 'Ben', true],
      ['Order fee', 'orderFee', 50, 0, 'Ben', true],
    ]);
    expect(bill.totals).toEqual({
      totalBill: 1850,
      totalTips: 0,
      amountPaid: 350,
      amountPending: 0,
      amountRemaining: 1500,
      orderFee: 100,
      processingFee: 0,
      comped: 0,
    });
    expect(bill.minimumAmount).toBe(100);
    expect(bill.gateway.provider).toBe('demo');
    expect((await billOf(t, bill.token)).id).toBe(bill.id);
    // An order placed later joins the same open bill at the next read.
    await orderAt(t, v, [{ itemId: v.items.lemonade }], { tableCode: table.code, name: 'Cleo' });
    const again = await tableBill(t, table.code);
    expect(again.id).toBe(bill.id);
    expect(again.totals.amountRemaining).toBe(1500 + 350);
    expect(again.version).toBeGreaterThan(bill.version);
  });

  it('paying the whole bill closes it, pays its pay-later orders, and the next read opens a new bill', async () => {
    const table = await newTable(t, v);
    const a = await orderAt(t, v, [{ itemId: v.items.lemonade, quantity: 2 }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const before = await chargesCount(t);
    const answer = await paid(t, bill.token, { selection: { mode: 'whole' }, tip: { kind: 'percent', percent: 10 } });
    // The tip is on the items (6.00), not on the order fee.
    expect(answer.billPayment).toMatchObject({
      amount: 650,
      tip: 60,
      processingFee: fee(710),
      total: 710 + fee(710),
      method: 'card',
      status: 'succeeded',
      cardLast4: '4242',
    });
    expect(answer.bill).toMatchObject({ status: 'closed', totals: { amountRemaining: 0, amountPaid: 650, totalTips: 60, processingFee: fee(710) } });
    expect(await chargesCount(t)).toBe(before + 1);
    const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', a.orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
    const next = await tableBill(t, table.code);
    expect(next.id).not.toBe(bill.id);
    expect(next.lines).toEqual([]);
    // The closed bill stays readable by its token; paying it is refused.
    expect((await billOf(t, bill.token)).status).toBe('closed');
    const late = await pay(t, bill.token, { selection: { mode: 'whole' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BILL_CLOSED');
  });

  it('the quote tells the share, tip, processing fee and total before paying, and the payment charges exactly that', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const lemonade = bill.lines.find((l) => l.name === 'Lemonade')!;
    const q = await quote(t, bill.token, { selection: { mode: 'items', lineIds: [lemonade.lineId] }, tip: { kind: 'amount', amount: 50 } });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ amount: 300, tip: 50, processingFee: fee(350), total: 350 + fee(350), remainingAfter: 3050, maxTip: 300 });
    const answer = await paid(t, bill.token, {
      selection: { mode: 'items', lineIds: [lemonade.lineId] },
      tip: { kind: 'amount', amount: 50 },
      expectedTotal: q.json().total,
    });
    expect(answer.billPayment.total).toBe(q.json().total);
    const line = answer.bill.lines.find((l: { lineId: string }) => l.lineId === lemonade.lineId);
    expect(line).toMatchObject({ paidAmount: 300, remainingAmount: 0 });
    expect(answer.bill.totals.amountRemaining).toBe(3050);
    // The bill changed since a quote: 409 with the fresh bill, nothing charged.
    const stale = await pay(t, bill.token, { selection: { mode: 'whole' }, expectedTotal: 12345 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('BILL_CHANGED');
    expect(stale.json().bill.totals.amountRemaining).toBe(3050);
  });
});

describe('ways to pay', () => {
  it('an N-way split of 100.00 between 3 ends at exactly 0: 33.34, 33.33, 33.33', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.tasting }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    expect(bill.totals.amountRemaining).toBe(10000);
    const amounts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await paid(t, bill.token, { selection: { mode: 'split', people: 3 } });
      amounts.push(answer.billPayment.amount);
      if (i < 2) expect(answer.bill.split).toMatchObject({ people: 3, sharesTaken: i + 1 });
    }
    expect(amounts).toEqual([3334, 3333, 3333]);
    const closed = await billOf(t, bill.token);
    expect(closed.status).toBe('closed');
    expect(closed.totals).toMatchObject({ amountPaid: 10000, amountRemaining: 0 });
    expect(closed.lines.every((l) => l.remainingAmount === 0)).toBe(true);
  });

  it('a third of a bottle: each of three pays 10.00 of the 30.00 line, leftover minor units on the first payers', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const share = { mode: 'itemShare', lineId: bottle.lineId, parts: 3, shares: 1 };
    const first = await paid(t, bill.token, { selection: share });
    expect(first.billPayment.amount).toBe(1000);
    const line = () => first.bill.lines.find((l: { lineId: string }) => l.lineId === bottle.lineId);
    expect(line().shares).toEqual({ parts: 3, partsPaid: 1, partsPending: 0, nextPartAmount: 1000 });
    // Another number of parts once the plan started: 409 with the plan's parts.
    const other = await pay(t, bill.token, { selection: { ...share, parts: 4 } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.details[0]).toMatchObject({ key: 'billShareInvalid', params: { parts: 3 } });
    const rest = await paid(t, bill.token, { selection: { ...share, shares: 2 } });
    expect(rest.billPayment.amount).toBe(2000);
    const after = rest.bill.lines.find((l: { lineId: string }) => l.lineId === bottle.lineId);
    expect(after).toMatchObject({ paidAmount: 3000, remainingAmount: 0, shares: { parts: 3, partsPaid: 3, nextPartAmount: 0 } });
    expect(rest.bill.status).toBe('open');
    expect(rest.bill.totals.amountRemaining).toBe(350);

    // An awkward line: 99.50 in 3 parts is 33.17, 33.17, 33.16.
    const table2 = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.tasting }, { itemId: v.items.lemonade }], { tableCode: table2.code });
    const bill2 = await tableBill(t, table2.code);
    const tasting = bill2.lines.find((l) => l.name === 'Tasting menu')!;
    const parts = [];
    for (let i = 0; i < 3; i++)
      parts.push((await paid(t, bill2.token, { selection: { mode: 'itemShare', lineId: tasting.lineId, parts: 3, shares: 1 } })).billPayment.amount);
    expect(parts).toEqual([3317, 3317, 3316]);
  });

  it('a custom amount is spread over the lines, so selected items and the whole bill afterwards never pay a line twice', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Dora' });
    const bill = await tableBill(t, table.code);
    const custom = await paid(t, bill.token, { selection: { mode: 'custom', amount: 1000 } });
    const remaining = custom.bill.lines.map((l: { remainingAmount: number }) => l.remainingAmount);
    // 10.00 over 30.00 + 3.00 + 0.50 in proportion, largest remainders first: 895.52, 89.55, 14.93.
    expect(custom.bill.lines.map((l: { paidAmount: number }) => l.paidAmount)).toEqual([895, 90, 15]);
    expect(custom.bill.totals.amountRemaining).toBe(2350);
    const lemonade = custom.bill.lines.find((l: { name: string }) => l.name === 'Lemonade');
    const items = await paid(t, bill.token, { selection: { mode: 'items', lineIds: [lemonade.lineId] } });
    expect(items.billPayment.amount).toBe(remaining[1]);
    const whole = await paid(t, bill.token, { selection: { mode: 'whole' } });
    expect(whole.billPayment.amount).toBe(2350 - remaining[1]);
    expect(whole.bill.status).toBe('closed');
    expect(whole.bill.lines.map((l: { paidAmount: number; amount: number }) => l.paidAmount === l.amount)).toEqual([true, true, true]);
    const payments = whole.bill.payments.map((p: { amount: number }) => p.amount);
    expect(payments.reduce((a: number, b: number) => a + b, 0)).toBe(3350);
  });

  it('tips are on the payer’s own share of the items: a preset percent, a custom amount, or none', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.tasting }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    // 20.00 spread over the bill is 19.90 of the tasting menu and 0.10 of the order fee: 15 % of 19.90.
    const percent = await paid(t, bill.token, { selection: { mode: 'custom', amount: 2000 }, tip: { kind: 'percent', percent: 15 } });
    expect(percent.billPayment).toMatchObject({ amount: 2000, tip: 299 });
    const amount = await paid(t, bill.token, { selection: { mode: 'custom', amount: 2000 }, tip: { kind: 'amount', amount: 1990 } });
    expect(amount.billPayment.tip).toBe(1990);
    const none = await paid(t, bill.token, { selection: { mode: 'custom', amount: 2000 } });
    expect(none.billPayment).toMatchObject({ tip: 0, processingFee: fee(2000) });
    expect(none.bill.totals.totalTips).toBe(2289);
  });
});

describe('the tip base', () => {
  it('a tip is never on the order fee nor on a tip given at checkout; the quote says what it applies to', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code, tip: { amount: 500 } });
    const bill = await tableBill(t, table.code);
    expect(bill.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['item', 3000],
      ['orderFee', 50],
      ['tip', 500],
    ]);
    const q = await quote(t, bill.token, { selection: { mode: 'whole' }, tip: { kind: 'percent', percent: 10 } });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ amount: 3550, tipBase: 3000, tip: 300, maxTip: 3000 });
    const answer = await paid(t, bill.token, { selection: { mode: 'whole' }, tip: { kind: 'percent', percent: 10 } });
    expect(answer.billPayment).toMatchObject({ amount: 3550, tip: 300, total: 3850 + fee(3850) });
  });
});

describe('a payment that goes wrong', () => {
  it('a declined card gives the lines back: 402, the bill as before, the next diner can pay them', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.items.lemonade }, { itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const declined = await pay(t, bill.token, { selection: { mode: 'whole' }, card: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    const after = await billOf(t, bill.token);
    expect(after.totals).toMatchObject({ amountPending: 0, amountRemaining: 3350, amountPaid: 0 });
    expect(after.payments).toEqual([]);
    const answer = await paid(t, bill.token, { selection: { mode: 'whole' } });
    expect(answer.bill.status).toBe('closed');
  });

  it('a retry with the same Idempotency-Key charges once: 200 with the same payment, with or without the card', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const key = newKey();
    const before = await chargesCount(t);
    const first = await pay(t, bill.token, { selection: { mode: 'custom', amount: 1500 } }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay(t, bill.token, { selection: { mode: 'custom', amount: 1500 } }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().billPayment.id).toBe(first.json().billPayment.id);
    const withoutCard = await t.app.inject({
      method: 'POST',
      url: `/api/public/bills/${bill.token}/payments`,
      headers: { 'idempotency-key': key },
      payload: { selection: { mode: 'custom', amount: 1500 } },
    });
    expect(withoutCard.statusCode).toBe(200);
    expect(await chargesCount(t)).toBe(before + 1);
    expect((await billOf(t, bill.token)).totals.amountRemaining).toBe(3050 - 1500);
    // The same key with another body: 422, nothing charged.
    const other = await pay(t, bill.token, { selection: { mode: 'custom', amount: 1000 } }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await chargesCount(t)).toBe(before + 1);
  });

  it('a payment left pending (a crash after the write) holds its lines; the retry or the reconciliation job settles it once', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    // The write commits, then the process dies before charging: the reservation alone, as the request writes it.
    const reserved = await reservePayment(t.deps, {
      restaurantId: v.restaurantId,
      billId: bill.id,
      idempotencyKey: newKey(),
      method: 'card',
      request: { selection: { mode: 'whole' } },
    });
    const payment = reserved.payment.id;
    const pending = await billOf(t, bill.token);
    expect(pending.totals).toMatchObject({ amountPending: 3050, amountRemaining: 0 });
    const taken = await pay(t, bill.token, { selection: { mode: 'whole' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0].key).toBe('billNothingToPay');
    // The job finds no charge at the provider: the payment fails and the lines are free again.
    await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    const freed = await billOf(t, bill.token);
    expect(freed.totals).toMatchObject({ amountPending: 0, amountRemaining: 3050 });
    expect((await t.db.selectFrom('bill_payments').select('status').where('id', '=', payment).executeTakeFirstOrThrow()).status).toBe('failed');

    // Left pending again, this time the diner's retry (same key, the card again) charges it, once.
    const key = newKey();
    await reservePayment(t.deps, {
      restaurantId: v.restaurantId,
      billId: bill.id,
      idempotencyKey: key,
      method: 'card',
      request: { selection: { mode: 'whole' } },
    });
    const before = await chargesCount(t);
    const retried = await pay(t, bill.token, { selection: { mode: 'whole' } }, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().billPayment.status).toBe('succeeded');
    expect(retried.json().bill.status).toBe('closed');
    await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    expect(await chargesCount(t)).toBe(before + 1);
  });
});

describe('what a payment leaves behind', () => {
  it('staff get newPaymentForPayLaterOrder (stored, replayable) and a payer who gave an e-mail gets a receipt', async () => {
    const table = await newTable(t, v);
    const order = await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const before = (await staffEventsOf(t, v.restaurantId, 'newPaymentForPayLaterOrder')).length;
    const answer = await paid(t, bill.token, {
      selection: { mode: 'custom', amount: 1000 },
      payerName: 'Eve',
      email: 'eve@example.com',
      tip: { kind: 'amount', amount: 100 },
    });
    const events = await staffEventsOf(t, v.restaurantId, 'newPaymentForPayLaterOrder');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      billId: bill.id,
      tableId: table.id,
      billPaymentId: answer.billPayment.id,
      orderIds: [order.orderId],
      amount: 1000,
      tip: 100,
      method: 'card',
      payerName: 'Eve',
      amountRemaining: 2050,
      billStatus: 'open',
    });
    const replay = await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0&limit=100', headers: v.headers });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().items.some((e: { type: string }) => e.type === 'newPaymentForPayLaterOrder')).toBe(true);
    const jobs = await t.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', RECEIPT_JOB).execute();
    expect(jobs.some((j) => JSON.parse(j.payload).id === answer.billPayment.id && JSON.parse(j.payload).source === 'bill')).toBe(true);
    // The receipt job renders the payment (its loader answers the figures) and mails it once.
    await t.deps.jobs.runDueJobs();
    const mails = await t.db.selectFrom('email_outbox').select(['to_address', 'text_body']).where('to_address', '=', 'eve@example.com').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(bill.token);
    // A part of a line: the item's own name, marked in the reader's language (never an English suffix in the name).
    expect(mails[0]!.text_body).toContain('1 × \u2068Bottle of red\u2069 (part)');
    await paid(t, bill.token, { selection: { mode: 'custom', amount: 1000 }, email: 'jan@example.com', language: 'de' });
    await t.deps.jobs.runDueJobs();
    const german = await t.db.selectFrom('email_outbox').select('text_body').where('to_address', '=', 'jan@example.com').executeTakeFirstOrThrow();
    expect(german.text_body).toContain('\u2068Bottle of red\u2069 (Anteil)');
    expect(german.text_body).not.toContain('(part)');
  });

  it('a payment with nothing written: the snapshot helper sees no change for a refused payment', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const before = await paymentSnapshot(t);
    const res = await pay(t, bill.token, { selection: { mode: 'custom', amount: 50 }, card: CARD });
    expect(res.statusCode).toBe(400);
    expect(await paymentSnapshot(t)).toEqual(before);
  });
});
