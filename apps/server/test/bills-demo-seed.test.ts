import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { CARD } from './bills-venue.ts';
import { staffOf } from './helpers/team.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bill demo seed', () => {
  it('opens table 3’s bill with three diners’ orders once, however often the server starts; a diner can pay a share of the bottle', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const table = await t.db
      .selectFrom('restaurant_tables')
      .select(['id', 'code'])
      .where('restaurant_id', '=', restaurantId)
      .where('table_display_id', '=', '3')
      .executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('bills').select('id').where('table_id', '=', table.id).execute()).toHaveLength(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}/bill` });
    expect(res.statusCode, res.body).toBe(200);
    const bill = res.json();
    expect(bill.status).toBe('open');
    expect(new Set(bill.lines.map((l: { orderedBy: string }) => l.orderedBy))).toEqual(new Set(['Lena', 'Marco', 'Sofia']));
    expect(bill.lines.filter((l: { prepaid: boolean }) => l.prepaid).map((l: { name: string }) => l.name)).toEqual(['Espresso', 'Order fee']);
    expect(bill.totals.amountRemaining).toBeGreaterThan(2000);
    const bottle = bill.lines.find((l: { name: string }) => l.name === 'Sparkling water');
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/public/bills/${bill.token}/payments`,
      headers: { 'idempotency-key': newKey() },
      payload: { selection: { mode: 'itemShare', lineId: bottle.lineId, parts: 2, shares: 1 }, card: CARD },
    });
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json().billPayment.amount).toBe(175);
  });

  it("shows table 4's lunch paid by card on the bill and partly refunded; staff may refund the rest, never more", async () => {
    const { restaurantId } = await seedDemo(t.db);
    const owner = await staffOf(t, restaurantId, 'owner');
    const closed = await t.app.inject({ method: 'GET', url: '/api/restaurant/bills?status=closed&limit=50', headers: owner.headers });
    expect(closed.statusCode, closed.body).toBe(200);
    const summary = closed.json().items.find((b: { tableDisplayId: string }) => b.tableDisplayId === '4');
    expect(summary).toMatchObject({ status: 'closed', paymentsCount: 1, totals: { amountRemaining: 0 } });
    const bill = (await t.app.inject({ method: 'GET', url: `/api/restaurant/bills/${summary.id}`, headers: owner.headers })).json();
    const payment = bill.payments[0];
    expect(payment).toMatchObject({ method: 'card', status: 'succeeded', cardLast4: '4242', refundedAmount: 1050, payerName: 'Ravi' });
    expect(bill.totals.amountPaid).toBe(payment.amount);
    const url = `/api/restaurant/bills/${bill.id}/payments/${payment.id}/refunds`;
    const over = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: { amount: payment.total - 1050 + 1 } });
    expect(over.statusCode).toBe(409);
    const rest = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: { amount: payment.total - 1050 } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().billPayment.refundedAmount).toBe(payment.total);
  });
});
