import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, newKey, orderSnapshot, type TOrderingVenue } from './helpers/ordering-venue.ts';

/**
 * Issue 7, defect 5.7: 60 anonymous orders in a row from one client were all accepted. New orders
 * are limited per table code and per client IP (429 RATE_LIMITED with Retry-After); a retry of
 * an Idempotency-Key already used is the same order and is never counted or refused. And
 * orders/quote checks the table code and delivery location as the order does.
 */
let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;

beforeAll(async () => {
  // The defaults (10 per table, 30 per IP, a minute each): '' is "unset" to loadConfig.
  t = await createTestApp({ ORDER_RATE_LIMIT_PER_TABLE: '', ORDER_RATE_LIMIT_PER_IP: '' });
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
});
afterAll(() => t.close());

/** A fresh address per test, so the tests' counters never meet. */
let addressCounter = 0;
const freshIp = () => `198.51.100.${(addressCounter += 1)}`;

/** The dine-in cart at its quoted total (33.70), sent from `ip`. */
function order(venue: TOrderingVenue, ip: string, key = newKey(), extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${venue.restaurantId}/orders`,
    headers: { 'idempotency-key': key },
    payload: dineInBody(venue, extra),
    remoteAddress: ip,
  });
}

function expectLimited(res: Awaited<ReturnType<typeof order>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** The limits count in fixed one-minute windows: start a burst well inside one, so it cannot straddle two. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  // A burst here takes a second or two; the wait stays under the 10 s hook timeout.
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('anonymous order rate limits', () => {
  beforeEach(awayFromMinuteEnd);

  it('the defaults are 10 orders a minute per table code and 30 per IP', () => {
    expect(t.deps.config.ORDER_RATE_LIMIT_PER_TABLE).toBe(10);
    expect(t.deps.config.ORDER_RATE_LIMIT_PER_IP).toBe(30);
  });

  it('an 11th order at one table within the minute is a 429 with Retry-After and writes nothing; another table still orders', async () => {
    // Each from its own address, so only the table's limit is in play.
    for (let n = 0; n < 10; n += 1) expect((await order(v, freshIp())).statusCode).toBe(201);
    const before = await orderSnapshot(t);
    expectLimited(await order(v, freshIp()));
    expect(await orderSnapshot(t)).toEqual(before);
    const otherTable = await order(v, freshIp(), newKey(), { tableCode: v.tables.two.code });
    expect(otherTable.statusCode, otherTable.body).toBe(201);
  });

  it('one address gets 30 new orders a minute across tables, then 429; another address still orders', async () => {
    // Four fresh tables of the other venue, so no table reaches its own limit (at most 8 each).
    const codes: string[] = [];
    for (const tableDisplayId of ['A1', 'A2', 'A3', 'A4']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: other.headers, payload: { tableDisplayId } });
      codes.push(res.json().code);
    }
    const ip = freshIp();
    for (let n = 0; n < 30; n += 1) {
      const res = await order(other, ip, newKey(), { tableCode: codes[n % 4] });
      expect(res.statusCode, `order ${n + 1}: ${res.body}`).toBe(201);
    }
    expectLimited(await order(other, ip, newKey(), { tableCode: codes[0] }));
    expect((await order(other, freshIp(), newKey(), { tableCode: codes[1] })).statusCode).toBe(201);
  });

  it('a retry of an Idempotency-Key already used answers the same order, never counted or refused', async () => {
    const ip = freshIp();
    const key = newKey();
    const first = await order(other, ip, key, { tableCode: other.tables.one.code });
    expect(first.statusCode, first.body).toBe(201);
    // Forty retries of the same order: past both limits if they counted.
    for (let n = 0; n < 40; n += 1) {
      const retry = await order(other, ip, key, { tableCode: other.tables.one.code });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().orderId).toBe(first.json().orderId);
    }
    // The address has used one of its 30: a new order still goes through.
    const fresh = await order(other, ip, newKey(), { tableCode: other.tables.one.code });
    expect(fresh.statusCode, fresh.body).not.toBe(429);
  });
});

const quote = (body: object) => t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, payload: body });
const lines = () => [{ itemId: v.items.lemonade, quantity: 1 }];

describe('orders/quote checks the place as the order does', () => {
  it('an unknown or another venue’s table code is a 400 naming tableCode', async () => {
    for (const tableCode of ['no-such-table-code', other.tables.one.code]) {
      const res = await quote({ type: 'dine_in', tableCode, lines: lines() });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.tableCode', key: 'tableCodeIncorrect' }));
      const pickup = await quote({ type: 'pickup', tableCode, lines: lines() });
      expect(pickup.statusCode, pickup.body).toBe(400);
    }
    expect((await quote({ type: 'dine_in', tableCode: v.tables.one.code, lines: lines() })).statusCode).toBe(200);
    // Without a table code the cart can still be priced (the order itself will ask for one).
    expect((await quote({ type: 'dine_in', lines: lines() })).statusCode).toBe(200);
  });

  it('an unknown, another venue’s or an unavailable delivery location is a 400 naming it', async () => {
    const hidden = await t.app.inject({ method: 'POST', url: '/api/delivery-locations', headers: v.headers, payload: { name: 'Closed pier' } });
    await t.app.inject({ method: 'PATCH', url: `/api/delivery-locations/${hidden.json().id}`, headers: v.headers, payload: { isAvailable: false } });
    for (const locationId of ['00000000-0000-7000-8000-000000000000', other.locationId, hidden.json().id]) {
      const res = await quote({ type: 'delivery', delivery: { locationId }, lines: lines() });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.delivery.locationId', key: 'deliveryLocationUnavailable' }));
    }
    expect((await quote({ type: 'delivery', delivery: { locationId: v.locationId }, lines: lines() })).statusCode).toBe(200);
  });

  it('quotes are not rate limited as orders', async () => {
    const ip = freshIp();
    for (let n = 0; n < 40; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${v.restaurantId}/orders/quote`,
        payload: { type: 'dine_in', tableCode: v.tables.one.code, lines: lines() },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
