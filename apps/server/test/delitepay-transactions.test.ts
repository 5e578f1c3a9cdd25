import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDelitePayRefundResponseSchema, ZTransactionPageSchema } from '@menudelite/shared/delitepay/contracts';
import { neutraliseCell } from '../src/features/delitepay/csv-export.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createLink, delitePayVenue, GOOD_CARD, keyOf, pay, payState, roleHeaders, type TPayVenue } from './delitepay-venue.ts';

/** /paymentPageTransactions: the list with filters, pagination and the period's totals in the venue's time zone, the CSV export, refunds. */
let t: TTestApp;
let v: TPayVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await delitePayVenue(t);
});
afterAll(() => t.close());

async function paid(venue: TPayVenue, body: Record<string, unknown>, createdAt?: string): Promise<string> {
  const res = await pay(t, venue.slug, { card: GOOD_CARD, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().paymentId as string;
  if (createdAt) await t.db.updateTable('delitepay_payments').set({ created_at: createdAt }).where('id', '=', id).execute();
  return id;
}

const list = async (venue: TPayVenue, query: string, headers = venue.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurant/payment-page-transactions${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZTransactionPageSchema.parse(res.json());
};

const refund = (id: string, amount: number, headers = v.headers) =>
  t.app.inject({ method: 'POST', url: `/api/restaurant/payment-page-transactions/${id}/refunds`, headers, payload: { amount, reason: 'Guest cancelled' } });

describe('the transactions list', () => {
  it("takes the period as days of the venue's time zone and totals the succeeded payments of the whole period", async () => {
    const venue = await delitePayVenue(t);
    // Malta is UTC+1 in March: 22:30Z on the 10th is 23:30 local (the 10th), 23:30Z is 00:30 local on the 11th.
    const late = await paid(venue, { amount: 1000, reference: 'A-1' }, '2026-03-10T22:30:00.000Z');
    const early = await paid(venue, { amount: 2000, tip: { amount: 200 }, reference: 'B-2' }, '2026-03-10T23:30:00.000Z');
    const next = await paid(venue, { amount: 3000, reference: 'C-3' }, '2026-03-11T12:00:00.000Z');
    const declined = await pay(t, venue.slug, { amount: 999_00, card: { ...GOOD_CARD, number: '4000000000000002' } });
    expect(declined.statusCode).toBe(402);
    await t.db
      .updateTable('delitepay_payments')
      .set({ created_at: '2026-03-11T13:00:00.000Z' })
      .where('status', '=', 'failed')
      .where('restaurant_id', '=', venue.restaurantId)
      .execute();

    const day10 = await list(venue, '?from=2026-03-10&to=2026-03-10');
    expect(day10.items.map((i) => i.id)).toEqual([late]);
    const day11 = await list(venue, '?from=2026-03-11&to=2026-03-11');
    expect(day11).toMatchObject({ from: '2026-03-11', to: '2026-03-11', currency: 'eur', timeZone: 'Europe/Malta' });
    expect(day11.items.map((i) => i.status)).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(day11.items.slice(1).map((i) => i.id)).toEqual([next, early]);
    // Totals: succeeded only, so the declined 999.00 is left out.
    expect(day11.totals).toEqual({ count: 2, amount: 5000, tip: 200, processingFee: 0, total: 5200, refunded: 0, refundPending: 0, net: 5200 });

    const both = await list(venue, '?from=2026-03-10&to=2026-03-11&limit=2');
    expect(both.items).toHaveLength(2);
    expect(both.totals.count).toBe(3);
    const rest = await list(venue, `?from=2026-03-10&to=2026-03-11&limit=2&cursor=${both.nextCursor}`);
    expect(rest.items.map((i) => i.id)).toEqual([early, late]);
    expect(rest.nextCursor).toBeNull();

    expect((await list(venue, '?from=2026-03-10&to=2026-03-11&status=failed')).items).toHaveLength(1);
    expect((await list(venue, '?from=2026-03-10&to=2026-03-11&search=b-')).items.map((i) => i.id)).toEqual([early]);
    expect((await list(venue, '?from=2026-03-10&to=2026-03-11&search=%25')).items).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions?from=2026-03-12&to=2026-03-11', headers: venue.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by source and refunded, and shows a link payment with its description', async () => {
    const venue = await delitePayVenue(t);
    const link = await createLink(t, venue, { amount: 1500, description: 'Gift voucher' });
    const fromLink = await paid(venue, { linkToken: link.token });
    const fromPage = await paid(venue, { amount: 800 });
    const links = await list(venue, '?source=link');
    expect(links.items).toHaveLength(1);
    expect(links.items[0]).toMatchObject({ id: fromLink, source: 'link', linkId: link.id, description: 'Gift voucher', total: 1500, refundableAmount: 1500 });
    expect((await list(venue, '?source=page')).items.map((i) => i.id)).toEqual([fromPage]);
    expect((await refund(fromPage, 300, venue.headers)).statusCode).toBe(201);
    const refunded = await list(venue, '?status=refunded');
    expect(refunded.items.map((i) => i.id)).toEqual([fromPage]);
    expect(refunded.items[0]).toMatchObject({ refundedAmount: 300, refundableAmount: 500 });
    expect(refunded.totals).toMatchObject({ total: 800, refunded: 300, net: 500 });
  });

  it('is a report: managers read it, front of house gets 403; a venue with DelitePay off still lists its history', async () => {
    expect((await list(v, '', await roleHeaders(t, v.restaurantId, 'manager'))).currency).toBe('eur');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/payment-page-transactions',
      headers: await roleHeaders(t, v.restaurantId, 'frontOfHouse'),
    });
    expect(res.statusCode).toBe(403);
    const venue = await delitePayVenue(t);
    const id = await paid(venue, { amount: 1200 });
    await t.db.updateTable('restaurants').set({ allows_delite_pay: false }).where('id', '=', venue.restaurantId).execute();
    expect((await list(venue, '')).items.map((i) => i.id)).toEqual([id]);
  });
});

describe('the CSV export', () => {
  it('exports the filtered period with exact decimals and local times, neutralising cells a spreadsheet would run', async () => {
    const venue = await delitePayVenue(t);
    await paid(
      venue,
      {
        amount: 1250,
        tip: { amount: 125 },
        reference: '=HYPERLINK("http://evil.example")',
        note: '+1 call me',
        payer: { name: '@admin', email: 'guest@example.com' },
      },
      '2026-03-10T23:30:00.000Z',
    );
    await paid(venue, { amount: 990, reference: '-42', note: 'Tabbed\tnote' }, '2026-03-11T08:00:00.000Z');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/payment-page-transactions/export.csv?from=2026-03-11&to=2026-03-11',
      headers: venue.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="delitepay-${venue.slug}-2026-03-11-2026-03-11.csv"`);
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Date,Source,Status,Reference,Description,Note,Payer name,Payer e-mail,Amount,Tip,Processing fee,Total,Refunded,Refund pending,Currency,Card,Payment id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2026-03-11 09:00,page,succeeded,'-42,,Tabbed\tnote,,,9\.90,0\.00,0\.00,9\.90,0\.00,0\.00,EUR,4242,/);
    expect(lines[2]).toContain(
      `2026-03-11 00:30,page,succeeded,"'=HYPERLINK(""http://evil.example"")",,'+1 call me,'@admin,guest@example.com,12.50,1.25,0.00,13.75,0.00,0.00,EUR,4242,`,
    );
    for (const line of lines.slice(1)) expect(line).not.toMatch(/,[=+\-@]/);
    const kitchen = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/payment-page-transactions/export.csv',
      headers: await roleHeaders(t, venue.restaurantId, 'frontOfHouse'),
    });
    expect(kitchen.statusCode).toBe(403);
  });

  it('neutralises a leading tab or carriage return too (the API trims them from text, so only imported data could carry them)', () => {
    expect(['\tx', '\rx', '=1', '+1', '-1', '@a', 'a=1', ''].map(neutraliseCell)).toEqual(["'\tx", "'\rx", "'=1", "'+1", "'-1", "'@a", 'a=1', '']);
  });

  it('writes three decimals for KWD', async () => {
    const venue = await delitePayVenue(t, { currency: 'kwd' });
    await paid(venue, { amount: 1250 });
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurant/payment-page-transactions/export.csv', headers: venue.headers });
    expect(res.body).toContain(',1.250,0.000,0.000,1.250,0.000,0.000,KWD,');
  });
});

describe('refunds', () => {
  it('partial then full through the provider; never more than captured (400 refundAboveCaptured with what is left); nothing written when refused', async () => {
    const id = await paid(v, { amount: 5000, tip: { amount: 500 } });
    const part = await refund(id, 2000);
    expect(part.statusCode, part.body).toBe(201);
    expect(ZDelitePayRefundResponseSchema.parse(part.json())).toMatchObject({
      refund: { paymentId: id, amount: 2000, status: 'succeeded', reason: 'Guest cancelled' },
      transaction: { id, refundedAmount: 2000, refundableAmount: 3500 },
    });
    const before = await payState(t);
    const over = await refund(id, 3501);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details[0]).toMatchObject({ path: 'body.amount', key: 'refundAboveCaptured', params: { left: '€35.00' } });
    expect(await payState(t)).toEqual(before);
    const rest = await refund(id, 3500);
    expect(rest.statusCode).toBe(201);
    expect(rest.json().transaction).toMatchObject({ refundedAmount: 5500, refundableAmount: 0 });
    expect((await refund(id, 1)).statusCode).toBe(400);
    // Each refund is in the audit log with the refund action, targeting the DelitePay payment.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id']).where('target_id', '=', id).execute();
    expect(audit).toEqual([
      { action: 'order.refunded', target_type: 'delitePayPayment', target_id: id },
      { action: 'order.refunded', target_type: 'delitePayPayment', target_id: id },
    ]);
  });

  it('a replayed refund (same Idempotency-Key) refunds once', async () => {
    const id = await paid(v, { amount: 4000 });
    const headers = { ...v.headers, 'idempotency-key': 'refund-key-0001' };
    const first = await refund(id, 1000, headers);
    const again = await refund(id, 1000, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().refund.id).toBe(first.json().refund.id);
    const rows = await t.db.selectFrom('delitepay_refunds').select('id').where('payment_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('without money.refund: 403 and nothing written; a failed payment cannot be refunded (409); another venue’s payment is 404', async () => {
    const id = await paid(v, { amount: 2500 });
    const before = await payState(t);
    for (const role of ['frontOfHouse', 'host', 'kitchen'] as const) {
      const res = await refund(id, 100, await roleHeaders(t, v.restaurantId, role));
      expect(res.statusCode, role).toBe(403);
      expect(keyOf(res)).toBe('permissionMissing');
    }
    expect(await payState(t)).toEqual(before);
    expect((await refund(id, 100, await roleHeaders(t, v.restaurantId, 'manager'))).statusCode).toBe(201);

    const failed = await pay(t, v.slug, { amount: 1000, card: { ...GOOD_CARD, number: '4000000000000002' } });
    const failedId = (
      await t.db.selectFrom('delitepay_payments').select('id').where('status', '=', 'failed').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).id;
    expect(failed.statusCode).toBe(402);
    const notCaptured = await refund(failedId, 100);
    expect(notCaptured.statusCode).toBe(409);
    expect(keyOf(notCaptured)).toBe('refundAboveCaptured');

    const other = await delitePayVenue(t);
    const theirs = await paid(other, { amount: 2000 });
    const mark = await payState(t);
    expect((await refund(theirs, 100)).statusCode).toBe(404);
    expect(await payState(t)).toEqual(mark);
  });
});
