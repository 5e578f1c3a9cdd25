import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { processingFeeFor } from '@menudelite/shared/orders/pricing';
import { billCacheOf } from '../src/features/bills/read-cache.ts';
import { createSharedDatabase, type TSharedDatabase } from './helpers/shared-database.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createBillVenue, newTable, orderAt, paid, type TBillVenue } from './bills-venue.ts';

/**
 * The diners' bill read is cached per process (features/bills/reader.ts). Two apps on one database
 * stand for two server processes: `reader` has the bill cached, `writer` changes it, and the
 * reader's next read must show the change though nothing told the reader's cache.
 */
let shared: TSharedDatabase;
let reader: TTestApp;
let writer: TTestApp;
let v: TBillVenue;

const LIMITS = { ORDER_RATE_LIMIT_PER_TABLE: '1000000', ORDER_RATE_LIMIT_PER_IP: '1000000' };

beforeAll(async () => {
  shared = await createSharedDatabase();
  reader = await shared.openApp(LIMITS);
  writer = await shared.openApp(LIMITS);
  v = await createBillVenue(writer);
});
afterAll(async () => {
  await reader.close();
  await writer.close();
  await shared.drop();
});

async function read(token: string, tableCode?: string): Promise<TBill> {
  const res = await reader.app.inject({ method: 'GET', url: `/api/public/bills/${token}${tableCode ? `?tableCode=${tableCode}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

/** A table with Ann's bottle and lemonade on its bill, read once by the reader (so its cache holds it). */
async function cachedBill(): Promise<{ table: { id: string; code: string }; bill: TBill; orderId: string }> {
  const table = await newTable(writer, v);
  const order = await orderAt(writer, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Ann' });
  const opened = await reader.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}/bill` });
  expect(opened.statusCode, opened.body).toBe(200);
  const bill: TBill = opened.json();
  expect(billCacheOf(reader.db).get(bill.token)?.version).toBe(bill.version);
  return { table, bill, orderId: order.orderId };
}

describe('the cached bill read', () => {
  it('serves an unchanged bill from the cache, byte for byte what the schema serializes; a table code still has to match', async () => {
    const { table, bill } = await cachedBill();
    const entry = billCacheOf(reader.db).get(bill.token);
    const again = await reader.app.inject({ method: 'GET', url: `/api/public/bills/${bill.token}?tableCode=${table.code}` });
    expect(again.body).toBe(entry!.body!.toString());
    expect(billCacheOf(reader.db).get(bill.token)).toBe(entry);
    expect(again.json()).toEqual(bill);
    const elsewhere = await newTable(writer, v);
    expect((await reader.app.inject({ method: 'GET', url: `/api/public/bills/${bill.token}?tableCode=${elsewhere.code}` })).statusCode).toBe(404);
    expect((await reader.app.inject({ method: 'GET', url: `/api/public/bills/${bill.token}?tableCode=nope-nope-nope` })).statusCode).toBe(404);
  });

  it('shows a payment made through another process', async () => {
    const { table, bill } = await cachedBill();
    await paid(writer, bill.token, { selection: { mode: 'items', lineIds: [bill.lines[0]!.lineId] } });
    const after = await read(bill.token, table.code);
    expect(after.version).toBeGreaterThan(bill.version);
    expect(after.payments).toHaveLength(1);
    expect(after.totals).toMatchObject({ amountPaid: 3000, amountRemaining: bill.totals.amountRemaining - 3000 });
    expect(after.lines[0]).toMatchObject({ paidAmount: 3000, remainingAmount: 0 });
  });

  it('shows a refund made through another process', async () => {
    const { table, bill } = await cachedBill();
    const payment = (await paid(writer, bill.token, { selection: { mode: 'custom', amount: 1000 } })).billPayment;
    expect((await read(bill.token, table.code)).payments[0]).toMatchObject({ id: payment.id, refundedAmount: 0 });
    const res = await writer.app.inject({
      method: 'POST',
      url: `/api/restaurant/bills/${bill.id}/payments/${payment.id}/refunds`,
      headers: v.headers,
      payload: { amount: 400 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(bill.token, table.code)).payments[0]).toMatchObject({ id: payment.id, refundedAmount: 400 });
  });

  it('shows an order placed at the table since (it joins the bill on the read)', async () => {
    const { table, bill } = await cachedBill();
    await orderAt(writer, v, [{ itemId: v.bread, quantity: 2 }], { tableCode: table.code, name: 'Ben' });
    const after = await read(bill.token);
    expect(after.lines.map((l) => l.orderedBy)).toContain('Ben');
    expect(after.totals.totalBill).toBe(bill.totals.totalBill + 80 + 50);
    expect(after.version).toBeGreaterThan(bill.version);
  });

  it('shows a comp and a close made through another process', async () => {
    const { bill } = await cachedBill();
    const lineId = bill.lines[0]!.lineId;
    const comp = await writer.app.inject({ method: 'POST', url: `/api/restaurant/bills/${bill.id}/lines/${lineId}/comp`, headers: v.headers, payload: {} });
    expect(comp.statusCode, comp.body).toBe(200);
    const comped = await read(bill.token);
    expect(comped.lines[0]).toMatchObject({ comped: true, remainingAmount: 0 });
    expect(comped.totals.comped).toBe(3000);
    const close = await writer.app.inject({ method: 'POST', url: `/api/restaurant/bills/${bill.id}/close`, headers: v.headers, payload: {} });
    expect(close.statusCode, close.body).toBe(200);
    const closed = await read(bill.token);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
  });

  it('drops the lines of an order cancelled since (the bill version does not move for that)', async () => {
    const { table, bill } = await cachedBill();
    const second = await orderAt(writer, v, [{ itemId: v.bread }], { tableCode: table.code, name: 'Cleo' });
    expect((await read(bill.token)).lines.map((l) => l.orderedBy)).toContain('Cleo');
    const cancel = await writer.app.inject({ method: 'POST', url: `/api/orders/${second.orderId}/cancel`, headers: v.headers, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await read(bill.token);
    expect(after.lines.map((l) => l.orderedBy)).not.toContain('Cleo');
    expect(after.totals.totalBill).toBe(bill.totals.totalBill);
  });

  it("preselects the venue's default tip (its tab rules' one), followed when it changes", async () => {
    const { bill } = await cachedBill();
    expect(bill.tips).toEqual({ presets: [10, 15, 20], defaultPercent: null, maxPercent: 100 });
    const rules = (defaultTipPercent: number | null) =>
      writer.app.inject({ method: 'PUT', url: '/api/tabs/settings', headers: v.headers, payload: { idleMinutes: 180, defaultTipPercent } });
    expect((await rules(12)).statusCode).toBe(200);
    expect((await read(bill.token)).tips).toEqual({ presets: [10, 15, 20], defaultPercent: 12, maxPercent: 100 });
    const staff = await reader.app.inject({ method: 'GET', url: `/api/restaurant/bills/${bill.id}`, headers: v.headers });
    expect(staff.json().tips.defaultPercent).toBe(12);
    expect((await rules(null)).statusCode).toBe(200);
    expect((await read(bill.token)).tips.defaultPercent).toBeNull();
  });

  it("follows the venue's card fee changed since", async () => {
    const { bill } = await cachedBill();
    expect(bill.processingFeeRule).toEqual({ percent: 1.5, fixed: 20 });
    const res = await writer.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/me/ordering-settings',
      headers: v.headers,
      payload: { processingFeePercent: 2.25, processingFeeFixed: 35 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(bill.token)).processingFeeRule).toEqual({ percent: 2.25, fixed: 35 });
    // And a quote uses it at once (quotes are priced from the same checked entry).
    const quote = await reader.app.inject({ method: 'POST', url: `/api/public/bills/${bill.token}/quote`, payload: { selection: { mode: 'whole' } } });
    expect(quote.json().processingFee).toBe(processingFeeFor(bill.totals.amountRemaining, { percent: 2.25, fixed: 35 }));
  });
});
