import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { TBill, TBillSummary, TNewPaymentForPayLaterOrderEvent } from '@menudelite/shared/bills/contracts';
import { SOCKET_PATH } from '@menudelite/shared/socket/events';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { keyOf, staffOf, type TStaff } from './helpers/team.ts';
import { billOf, createBillVenue, newTable, orderAt, paid, pay, staffEventsOf, tableBill, type TBillVenue } from './bills-venue.ts';

let t: TTestApp;
let origin: string;
let v: TBillVenue;
let other: TBillVenue;
let frontOfHouse: TStaff;
let kitchen: TStaff;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  v = await createBillVenue(t);
  other = await createBillVenue(t);
  frontOfHouse = await staffOf(t, v.restaurantId, 'frontOfHouse');
  kitchen = await staffOf(t, v.restaurantId, 'kitchen');
  await staffOf(t, v.restaurantId, 'manager', { pin: '2468', name: 'Mia Manager' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const staffGet = (url: string, headers = v.headers) => t.app.inject({ method: 'GET', url, headers });
const staffPost = (url: string, payload: object, headers: Record<string, string> = v.headers) => t.app.inject({ method: 'POST', url, headers, payload });

async function billAt(): Promise<{ table: { id: string; code: string }; bill: TBill; orderId: string }> {
  const table = await newTable(t, v);
  const order = await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }], { tableCode: table.code, name: 'Ann' });
  return { table, bill: await tableBill(t, table.code), orderId: order.orderId };
}

function connect(query: Record<string, string> = {}): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], query, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const settle = (...list: Socket[]) => Promise.all(list.map((s) => new Promise((resolve) => s.emit('ping', resolve))));

describe('staff: the open bills', () => {
  it('lists every table that owes something (its bill opened by the list), with totals, paginated', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }], { tableCode: table.code });
    const { bill, table: billTable } = await billAt();
    const page = await staffGet('/api/restaurant/bills?status=open&limit=100');
    expect(page.statusCode, page.body).toBe(200);
    const items: TBillSummary[] = page.json().items;
    const unread = items.find((b) => b.tableId === table.id);
    expect(unread).toMatchObject({ status: 'open', linesCount: 2, totals: { totalBill: 3050, amountRemaining: 3050 } });
    expect(items.find((b) => b.id === bill.id)).toMatchObject({ totals: { amountRemaining: 3350 } });
    // Pages of one follow each other without repeats.
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const res = await staffGet(`/api/restaurant/bills?status=open&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      for (const item of res.json().items as TBillSummary[]) seen.add(item.id);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen.size).toBe(items.length);
    // Another venue sees none of them; another venue's bill id is 404.
    const theirs = await staffGet('/api/restaurant/bills?status=open', other.headers);
    expect(theirs.json().items.some((b: TBillSummary) => b.id === bill.id)).toBe(false);
    expect((await staffGet(`/api/restaurant/bills/${bill.id}`, other.headers)).statusCode).toBe(404);
    const one = await staffGet(`/api/restaurant/bills/${bill.id}`);
    expect(one.json()).toMatchObject({ id: bill.id, tableId: billTable.id, status: 'open', closedReason: null, totals: { amountRemaining: 3350 } });
  });

  it('records cash at the table (no card fee), which pays the bill to 0 and closes it; closed bills are listed newest first', async () => {
    const { bill, orderId } = await billAt();
    const res = await staffPost(
      `/api/restaurant/bills/${bill.id}/payments`,
      { method: 'cash', selection: { mode: 'whole' }, tip: { kind: 'amount', amount: 200 }, payerName: 'Ann' },
      {
        ...frontOfHouse.headers,
        'idempotency-key': newKey(),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().billPayment).toMatchObject({ method: 'cash', amount: 3350, tip: 200, processingFee: 0, total: 3550, status: 'succeeded' });
    expect(res.json().bill).toMatchObject({ status: 'closed', closedReason: 'paid' });
    const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
    expect((await staffEventsOf(t, v.restaurantId, 'newPaymentForPayLaterOrder')).at(-1)).toMatchObject({
      billId: bill.id,
      method: 'cash',
      billStatus: 'closed',
    });
    const closed = await staffGet('/api/restaurant/bills?status=closed');
    expect(closed.json().items[0].id).toBe(bill.id);
    // The kitchen cannot take money.
    const denied = await staffPost(
      `/api/restaurant/bills/${bill.id}/payments`,
      { method: 'cash', selection: { mode: 'whole' } },
      { ...kitchen.headers, 'idempotency-key': newKey() },
    );
    expect(denied.statusCode).toBe(403);
  });

  it('a cash or terminal payment needs an Idempotency-Key (400, nothing written); a double submit with it records once', async () => {
    const { bill } = await billAt();
    const url = `/api/restaurant/bills/${bill.id}/payments`;
    const body = { method: 'card_terminal', selection: { mode: 'custom', amount: 1000 } };
    const count = async () => (await t.db.selectFrom('bill_payments').select('id').where('bill_id', '=', bill.id).execute()).length;
    const noKey = await staffPost(url, body);
    expect(noKey.statusCode, noKey.body).toBe(400);
    expect(noKey.json().error.code).toBe('VALIDATION_FAILED');
    expect(await count()).toBe(0);
    const key = newKey();
    const [first, second] = await Promise.all([
      staffPost(url, body, { ...v.headers, 'idempotency-key': key }),
      staffPost(url, body, { ...v.headers, 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode].toSorted()).toEqual([200, 201]);
    expect(second.json().billPayment.id).toBe(first.json().billPayment.id);
    expect(await count()).toBe(1);
    expect((await staffGet(`/api/restaurant/bills/${bill.id}`)).json().totals.amountPaid).toBe(1000);
  });

  it('comps a line: managers alone, front of house with a manager’s PIN; in the audit log; once only', async () => {
    const table = await newTable(t, v);
    await orderAt(t, v, [{ itemId: v.bottle }, { itemId: v.items.lemonade }, { itemId: v.tasting }], { tableCode: table.code });
    const bill = await tableBill(t, table.code);
    const lemonade = bill.lines.find((l) => l.name === 'Lemonade')!;
    const bottle = bill.lines.find((l) => l.name === 'Bottle of red')!;
    const url = (lineId: string) => `/api/restaurant/bills/${bill.id}/lines/${lineId}/comp`;
    const noPin = await staffPost(url(lemonade.lineId), { reason: 'spilled' }, frontOfHouse.headers);
    expect(noPin.statusCode).toBe(403);
    expect(keyOf(noPin.body)).toBe('managerApprovalRequired');
    const approved = await staffPost(
      url(lemonade.lineId),
      { reason: 'spilled' },
      { ...frontOfHouse.headers, 'x-manager-pin': '2468', 'x-device-id': 'till-1' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const comped = approved.json().lines.find((l: { lineId: string }) => l.lineId === lemonade.lineId);
    expect(comped).toMatchObject({ comped: true, remainingAmount: 0 });
    expect(approved.json().totals).toMatchObject({ totalBill: 13000, comped: 300, amountRemaining: 13000 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('restaurant_id', '=', v.restaurantId).where('action', '=', 'order.comped').execute();
    expect(audit.at(-1)).toMatchObject({ approved_by_name: 'Mia Manager' });
    expect(JSON.parse(audit.at(-1)!.details)).toMatchObject({ billId: bill.id, lineId: lemonade.lineId, amount: 300 });
    const twice = await staffPost(url(lemonade.lineId), {});
    expect(twice.statusCode).toBe(409);
    expect(keyOf(twice.body)).toBe('lineAlreadyComped');
    // Diners can no longer pay it; a paid line cannot be comped.
    const pays = await pay(t, bill.token, { selection: { mode: 'items', lineIds: [lemonade.lineId] } });
    expect(pays.statusCode).toBe(409);
    expect(keyOf(pays.body)).toBe('lineAlreadyComped');
    await paid(t, bill.token, { selection: { mode: 'items', lineIds: [bottle.lineId] } });
    const paidLine = await staffPost(url(bottle.lineId), {});
    expect(paidLine.statusCode).toBe(409);
    expect(keyOf(paidLine.body)).toBe('billLinePaid');
    // The owner comps alone; a comp that leaves nothing to pay closes the bill.
    const fee = bill.lines.find((l) => l.kind === 'orderFee')!;
    expect((await staffPost(url(fee.lineId), {})).json()).toMatchObject({ status: 'open', totals: { amountRemaining: 9950 } });
    const tasting = bill.lines.find((l) => l.name === 'Tasting menu')!;
    const last = await staffPost(url(tasting.lineId), {});
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ status: 'closed', totals: { amountRemaining: 0, amountPaid: 3000, comped: 300 + 50 + 9950 } });
  });

  it('closes a bill early: what was not paid stays unpaid, diners can no longer pay, the next order opens a new bill', async () => {
    const { table, bill, orderId } = await billAt();
    await paid(t, bill.token, { selection: { mode: 'custom', amount: 1000 } });
    const res = await staffPost(`/api/restaurant/bills/${bill.id}/close`, { reason: 'walked out' }, frontOfHouse.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'closed',
      closedReason: 'staff',
      closedBy: frontOfHouse.memberId,
      totals: { amountPaid: 1000, amountRemaining: 2350 },
    });
    const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('unpaid');
    const late = await pay(t, bill.token, { selection: { mode: 'whole' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BILL_CLOSED');
    expect((await staffPost(`/api/restaurant/bills/${bill.id}/close`, {})).statusCode).toBe(409);
    await orderAt(t, v, [{ itemId: v.items.lemonade }], { tableCode: table.code });
    const next = await tableBill(t, table.code);
    expect(next.id).not.toBe(bill.id);
    expect(next.totals.amountRemaining).toBe(350);
  });
});

describe('live: billUpdated to the table, newPaymentForPayLaterOrder and staffBillUpdated to staff', () => {
  it('a diner joins the bill with its token and sees every payment; staff get the stored event and the figures', async () => {
    const { bill } = await billAt();
    const diner = await connect();
    const stranger = await connect();
    const staff = await connect({ authorization: v.headers.authorization!, isRestaurant: 'true' });
    const ack = await new Promise<any>((resolve) => diner.emit('joinBill', { token: bill.token }, resolve));
    expect(ack).toEqual({ ok: true, billId: bill.id });
    const bad = await new Promise<any>((resolve) => stranger.emit('joinBill', { token: 'z'.repeat(32) }, resolve));
    expect(bad).toEqual({ ok: false, error: 'NOT_FOUND' });
    const updates: TBill[] = [];
    const leaked: TBill[] = [];
    const payments: TNewPaymentForPayLaterOrderEvent[] = [];
    const figures: TBillSummary[] = [];
    diner.on('billUpdated', (b: TBill) => updates.push(b));
    stranger.on('billUpdated', (b: TBill) => leaked.push(b));
    staff.on('newPaymentForPayLaterOrder', (e: TNewPaymentForPayLaterOrderEvent) => payments.push(e));
    staff.on('staffBillUpdated', (s: TBillSummary) => figures.push(s));
    await paid(t, bill.token, { selection: { mode: 'custom', amount: 1000 }, payerName: 'Bo' });
    await settle(diner, stranger, staff);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(diner, stranger, staff);
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.at(-1)).toMatchObject({ id: bill.id, totals: { amountPaid: 1000, amountPending: 0, amountRemaining: 2350 } });
    // While the card was being charged the lines showed as taken.
    expect(updates[0]!.totals.amountPending).toBe(1000);
    expect(updates.at(-1)!.version).toBeGreaterThan(updates[0]!.version);
    expect(leaked).toEqual([]);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ billId: bill.id, amount: 1000, payerName: 'Bo', amountRemaining: 2350 });
    expect(payments[0]!.offset).toBeGreaterThan(0);
    expect(figures.at(-1)).toMatchObject({ id: bill.id, totals: { amountRemaining: 2350 } });
    expect((await billOf(t, bill.token)).version).toBe(updates.at(-1)!.version);
  });
});
