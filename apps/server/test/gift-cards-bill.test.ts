import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { billOf, createBillVenue, newTable, orderAt, pay as payWithCard, tableBill, type TBillVenue } from './bills-venue.ts';

/** The bills helper adds a card; a gift card share sends none (card: undefined drops out of the JSON). */
const pay = (t: TTestApp, token: string, body: Record<string, unknown>) => payWithCard(t, token, { card: undefined, ...body }, newKey());
import { cardBalance, issueCard } from './gift-cards-venue.ts';

/** Paying a table bill share with a gift card: the payment and the card's guarded decrement in one transaction. */
let t: TTestApp;
let v: TBillVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createBillVenue(t);
});
afterAll(() => t.close());

async function billCounts(billId: string) {
  const payments = await t.db.selectFrom('bill_payments').select(['status', 'method']).where('bill_id', '=', billId).execute();
  const ledger = await t.db.selectFrom('gift_card_ledger').select('id').where('kind', '=', 'redeem').execute();
  return { payments: payments.length, ledger: ledger.length };
}

describe('a bill share paid with a gift card', () => {
  it('pays the whole bill from the card, with a ledger row naming the payment; the bill closes', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const card = await issueCard(t, v.restaurantId, 10_000);
    const res = await pay(t, bill.token, { selection: { mode: 'whole' }, giftCardCode: card.code, expectedTotal: bill.totals.amountRemaining });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().billPayment).toMatchObject({ method: 'gift_card', status: 'succeeded', processingFee: 0, total: bill.totals.amountRemaining });
    expect(await cardBalance(t, card.id)).toBe(10_000 - bill.totals.amountRemaining);
    const redeem = await t.db
      .selectFrom('gift_card_ledger')
      .selectAll()
      .where('gift_card_id', '=', card.id)
      .where('kind', '=', 'redeem')
      .executeTakeFirstOrThrow();
    expect(redeem.bill_payment_id).toBe(res.json().billPayment.id);
    expect(Number(redeem.amount)).toBe(-bill.totals.amountRemaining);
    expect((await billOf(t, bill.token)).status).toBe('closed');

    // Staff refund part of that share: it goes back onto the gift card, once, with its ledger row.
    const paymentId = res.json().billPayment.id;
    const refundUrl = `/api/restaurant/bills/${bill.id}/payments/${paymentId}/refunds`;
    const headers = { ...v.headers, 'idempotency-key': newKey() };
    const refunded = await t.app.inject({ method: 'POST', url: refundUrl, headers, payload: { amount: 300, reason: 'Cold coffee' } });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: refundUrl, headers, payload: { amount: 300, reason: 'Cold coffee' } });
    expect(again.statusCode).toBe(200);
    expect(await cardBalance(t, card.id)).toBe(10_000 - bill.totals.amountRemaining + 300);
    const back = await t.db.selectFrom('gift_card_ledger').selectAll().where('gift_card_id', '=', card.id).where('kind', '=', 'refund').execute();
    expect(back.map((r) => [Number(r.amount), r.bill_payment_id])).toEqual([[300, paymentId]]);
  });

  it('refusals write nothing: a wrong code 422, a card that cannot cover the share 409 giftCardInsufficient, a card and a code together 400', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const small = await issueCard(t, v.restaurantId, 500);
    const before = await billCounts(bill.id);
    const wrong = await pay(t, bill.token, { selection: { mode: 'whole' }, giftCardCode: 'ACDE-FGHJ-KMNP-RTUV' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details[0].key).toBe('giftCardInvalid');
    const short = await pay(t, bill.token, { selection: { mode: 'whole' }, giftCardCode: small.code });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().error.details[0]).toMatchObject({ key: 'giftCardInsufficient', params: { balance: '€5.00' } });
    const both = await pay(t, bill.token, {
      selection: { mode: 'whole' },
      giftCardCode: small.code,
      card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(both.statusCode).toBe(400);
    expect(await billCounts(bill.id)).toEqual(before);
    expect(await cardBalance(t, small.id)).toBe(500);
  });

  it('two bill shares racing on the same card: one wins, the other gets 409 and nothing of it is written', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.bottle }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const [first, second] = bill.lines.filter((l) => l.name === 'Bottle of red');
    // The order fee's line goes with the second share, so whichever share pays first leaves at least 1.00 (SPEC section 5).
    const rest = bill.lines.filter((l) => l.lineId !== first!.lineId).map((l) => l.lineId);
    // The card covers one share, not both.
    const card = await issueCard(t, v.restaurantId, first!.remainingAmount + 100);
    const answers = await Promise.all(
      [[first!.lineId], rest].map((lineIds) => pay(t, bill.token, { selection: { mode: 'items', lineIds }, giftCardCode: card.code })),
    );
    expect(answers.map((a) => a.statusCode).toSorted(), answers.map((a) => a.body).join('\n')).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json().error.code).toBe('GIFT_CARD_SPENT');
    const winner = answers.find((a) => a.statusCode === 201)!.json().billPayment;
    expect(await cardBalance(t, card.id)).toBe(first!.remainingAmount + 100 - winner.total);
    const payments = await t.db.selectFrom('bill_payments').select(['status', 'method']).where('bill_id', '=', bill.id).execute();
    expect(payments).toEqual([{ status: 'succeeded', method: 'gift_card' }]);
    const fresh = await billOf(t, bill.token);
    expect(fresh.totals.amountRemaining).toBe(bill.totals.amountRemaining - winner.amount);
    expect(second!.remainingAmount).toBeGreaterThan(0);
  });
});
