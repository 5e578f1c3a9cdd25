import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createLink, delitePayVenue, demoCharges, GOOD_CARD, keyOf, pay, type TPayVenue } from './delitepay-venue.ts';

/** Races on both databases: payers at once on one single-use link, a payer against a cancel, refunds racing for the same money. */
let t: TTestApp;
let v: TPayVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await delitePayVenue(t);
});
afterAll(() => t.close());

describe('a single-use link paid by several payers at once', () => {
  it('one wins; the others get 409 paymentLinkUsed (410 if the winner had already finished); one charge, one payment', async () => {
    for (let round = 0; round < 3; round++) {
      const link = await createLink(t, v, { amount: 4000 });
      const charges = await demoCharges(t);
      const answers = await Promise.all(Array.from({ length: 6 }, () => pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD })));
      const won = answers.filter((a) => a.statusCode === 201);
      const lost = answers.filter((a) => a.statusCode !== 201);
      expect(won, answers.map((a) => a.body).join('\n')).toHaveLength(1);
      for (const answer of lost) {
        expect([409, 410], answer.body).toContain(answer.statusCode);
        expect(keyOf(answer)).toBe('paymentLinkUsed');
      }
      // The conditional update itself decided at least one of them (not only the read before it).
      expect(lost.some((a) => a.statusCode === 409)).toBe(true);
      expect(await demoCharges(t)).toBe(charges + 1);
      const payments = await t.db.selectFrom('delitepay_payments').select(['status']).where('link_id', '=', link.id).execute();
      expect(payments).toEqual([{ status: 'succeeded' }]);
      const row = await t.db.selectFrom('delitepay_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', held_by_payment_id: won[0]!.json().paymentId });
      expect(Number(row.times_paid)).toBe(1);
    }
  });

  it('a payer racing a cancel: either the payment wins (link paid) or the cancel does (410 paymentLinkCancelled, nothing charged)', async () => {
    for (let round = 0; round < 3; round++) {
      const link = await createLink(t, v, { amount: 2000 });
      const charges = await demoCharges(t);
      const [paid, cancelled] = await Promise.all([
        pay(t, v.slug, { linkToken: link.token, card: GOOD_CARD }),
        t.app.inject({ method: 'POST', url: `/api/restaurant/payment-links/${link.id}/cancel`, headers: v.headers }),
      ]);
      const row = await t.db.selectFrom('delitepay_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
      if (paid.statusCode === 201) {
        // The cancel came after the payment was written: the money is taken and the link says so.
        expect(row.status).toBe('paid');
        expect(await demoCharges(t)).toBe(charges + 1);
      } else {
        expect(paid.statusCode, paid.body).toBe(410);
        expect(keyOf(paid)).toBe('paymentLinkCancelled');
        expect(cancelled.statusCode).toBe(200);
        expect(row.status).toBe('cancelled');
        expect(await demoCharges(t)).toBe(charges);
      }
    }
  });
});

describe('refunds racing for the same money', () => {
  it('one wins, the others refundAboveCaptured (409 when the conditional update decided, 400 when the winner had finished); one provider refund', async () => {
    const res = await pay(t, v.slug, { amount: 3000, card: GOOD_CARD });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().paymentId;
    const refund = () =>
      t.app.inject({ method: 'POST', url: `/api/restaurant/payment-page-transactions/${id}/refunds`, headers: v.headers, payload: { amount: 2000 } });
    const answers = await Promise.all([refund(), refund(), refund()]);
    expect(
      answers.filter((a) => a.statusCode === 201),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect([400, 409]).toContain(a.statusCode);
      expect(keyOf(a)).toBe('refundAboveCaptured');
    }
    const refunds = await t.db.selectFrom('delitepay_refunds').select(['status', 'amount']).where('payment_id', '=', id).execute();
    expect(refunds.map((r) => [r.status, Number(r.amount)])).toEqual([['succeeded', 2000]]);
    const row = await t.db.selectFrom('delitepay_payments').select('refunded_amount').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.refunded_amount)).toBe(2000);
  });
});

describe('one payer sending the same link payment twice at once (a double tap, a retry after a lost answer)', () => {
  it('both answers are that payer’s one payment (201 and 200), never 409 paymentLinkUsed; one charge', async () => {
    for (let round = 0; round < 3; round++) {
      const link = await createLink(t, v, { amount: 3500 });
      const charges = await demoCharges(t);
      const key = `same-key-${round}-${link.id}`;
      const body = { linkToken: link.token, card: GOOD_CARD };
      const answers = await Promise.all([pay(t, v.slug, body, key), pay(t, v.slug, body, key), pay(t, v.slug, body, key)]);
      expect(answers.map((a) => a.statusCode).toSorted(), answers.map((a) => a.body).join('\n')).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
      expect(await demoCharges(t)).toBe(charges + 1);
    }
  });
});
