import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_REQUESTS_PER_ORDER } from '@menudelite/shared/receipts/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, dineInBody, placeQuoted, type TOrderingVenue } from './helpers/ordering-venue.ts';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  v = await createOrderingVenue(t);
});
afterAll(async () => {
  await t.close();
});

const ask = (orderId: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/public/orders/${orderId}/receipt?token=${encodeURIComponent(token)}`, payload: payload as object });

async function count(table: 'jobs' | 'rate_limits' | 'email_outbox'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
const snapshot = async () => ({ jobs: await count('jobs'), limits: await count('rate_limits'), outbox: await count('email_outbox') });

describe('"e-mail me a receipt" on the order-status page', () => {
  it('mails the receipt of a paid order to the address given, in the page language, once per request', async () => {
    // Ordered without an e-mail: the diner asks for it afterwards, from the status page.
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD }));
    const res = await ask(order.orderId, order.orderToken, { email: '  Kim@Example.com ', language: 'fr' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    await t.deps.jobs.runDueJobs();
    // Trimmed, otherwise as typed.
    const mails = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'Kim@Example.com').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre reçu de /);
    expect(mails[0]!.text_body).toContain('Total payé: €34.41');
    // A second request is a second e-mail (another address, say); the job of each runs once.
    expect((await ask(order.orderId, order.orderToken, { email: 'Kim@Example.com' })).statusCode).toBe(202);
    await t.deps.jobs.runDueJobs();
    await t.deps.jobs.runDueJobs();
    expect(await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'Kim@Example.com').execute()).toHaveLength(2);
  });

  it('refuses a missing or malformed e-mail with the SPEC messages, and writes nothing', async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD }));
    const before = await snapshot();
    for (const [email, key, message] of [
      ['   ', 'emailSpecify', 'please specify your email'],
      ['not-an-email', 'invalidEmail', 'incorrect email format'],
    ] as const) {
      const res = await ask(order.orderId, order.orderToken, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.email', key }] });
      expect(res.body).toContain(message);
    }
    expect((await ask(order.orderId, order.orderToken, {})).json().error.details[0]).toMatchObject({ path: 'body.email', key: 'required' });
    expect((await ask(order.orderId, order.orderToken, { email: `${'a'.repeat(250)}@x.io` })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a wrong token or another order token, 409 for an order not paid yet, writing nothing', async () => {
    const paid = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD }));
    const unpaid = await placeQuoted(t, v.restaurantId, dineInBody(v));
    const before = await snapshot();
    expect((await ask(paid.orderId, 'forged-token', { email: 'x@example.com' })).statusCode).toBe(404);
    expect((await ask(paid.orderId, unpaid.orderToken, { email: 'x@example.com' })).statusCode).toBe(404);
    const res = await ask(unpaid.orderId, unpaid.orderToken, { email: 'x@example.com' });
    expect(res.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it(`allows ${RECEIPT_REQUESTS_PER_ORDER} requests per order an hour, then 429 without a job`, async () => {
    const order = await placeQuoted(t, v.restaurantId, dineInBody(v, { paymentMethod: 'card', card: CARD }));
    for (let i = 0; i < RECEIPT_REQUESTS_PER_ORDER; i++)
      expect((await ask(order.orderId, order.orderToken, { email: `n${i}@example.com` })).statusCode).toBe(202);
    const jobs = await count('jobs');
    const res = await ask(order.orderId, order.orderToken, { email: 'flood@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(await count('jobs')).toBe(jobs);
  });
});
