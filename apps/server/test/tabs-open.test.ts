import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD_DECLINED, DEMO_CARD_DECLINES_LATER } from '../src/features/payments/public.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { keyOf } from './helpers/team.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { card, openTab, orderAtTable, tabSnapshot } from './tabs-helpers.ts';

/** Opening a tab with the demo gateway: the diners' routes, what they refuse (nothing written), and one live tab per bill. */
let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

describe('opening a tab', () => {
  it('saves the card and opens the tab on the table’s bill; the table sees it, without e-mail or card reference', async () => {
    const before = Date.now();
    const { billId } = await orderAtTable(t, v, v.tables.one.code);
    const res = await openTab(t, v.tables.one.code);
    expect(res.statusCode, res.body).toBe(201);
    const tab = res.json();
    expect(tab).toMatchObject({
      status: 'open',
      cardLast4: '4242',
      closesBecause: 'idle',
      idleMinutes: 180,
      defaultTipPercent: null,
      timeZone: 'Europe/Malta',
    });
    expect(Date.parse(tab.closesAt) - before).toBeGreaterThanOrEqual(180 * 60_000);
    expect(Date.parse(tab.closesAt) - Date.now()).toBeLessThanOrEqual(180 * 60_000);
    expect(JSON.stringify(tab)).not.toMatch(/ana@example|demo_pm/);

    const row = await t.db.selectFrom('tabs').selectAll().where('id', '=', tab.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bill_id: billId, status: 'open', email: 'ana@example.com', provider: 'demo', card_last4: '4242' });
    expect(row.payment_method_ref).toMatch(/^demo_pm_4242_/);
    // Its check is on the job queue for the deadline.
    const jobs = await t.db.selectFrom('jobs').select(['run_at', 'payload']).where('kind', '=', 'tabs.check').execute();
    expect(jobs.filter((j) => j.payload.includes(tab.id)).map((j) => j.run_at)).toEqual([
      new Date(Math.ceil(Date.parse(tab.closesAt) / 1000) * 1000).toISOString(),
    ]);

    const seen = await t.app.inject({ method: 'GET', url: `/api/public/tables/${v.tables.one.code}/tab` });
    expect(seen.json()).toEqual({ tab: { ...tab, closesAt: expect.any(String) }, rules: { idleMinutes: 180, defaultTipPercent: null } });
  });

  it('one open tab per bill: a second answers 409, also when two diners race (one wins, nothing else written)', async () => {
    const second = await openTab(t, v.tables.one.code, { email: 'ben@example.com' });
    expect(second.statusCode).toBe(409);
    expect(keyOf(second.body)).toBe('alreadyExists');

    await orderAtTable(t, v, v.tables.two.code);
    const before = await tabSnapshot(t);
    const raced = await Promise.all([0, 1, 2].map((i) => openTab(t, v.tables.two.code, { email: `diner${i}@example.com` })));
    expect(raced.map((r) => r.statusCode).toSorted()).toEqual([201, 409, 409]);
    const after = await tabSnapshot(t);
    expect(after.tabs - before.tabs).toBe(1);
    expect(after.jobs - before.jobs).toBe(1);
  });

  it('the table without an open bill, or an unknown table, is refused', async () => {
    const venue = await createOrderingVenue(t);
    const before = await tabSnapshot(t);
    const noBill = await openTab(t, venue.tables.one.code);
    expect(noBill.statusCode).toBe(409);
    expect(keyOf(noBill.body)).toBe('billNothingToPay');
    expect((await openTab(t, 'no-such-table-code')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/tables/no-such-table-code/tab' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/tables/${venue.tables.one.code}/tab` })).json()).toEqual({
      tab: null,
      rules: { idleMinutes: 180, defaultTipPercent: null },
    });
    expect(await tabSnapshot(t)).toEqual(before);
  });
});

describe('bad input: 4xx with the field, nothing written or saved', () => {
  let tableCode: string;
  beforeAll(async () => {
    const venue = await createOrderingVenue(t);
    tableCode = venue.tables.one.code;
    await orderAtTable(t, venue, tableCode);
  });

  const cases: [string, Record<string, unknown>, number, string, string][] = [
    ['no card', { card: undefined }, 400, 'body.card', 'tabCardRequired'],
    ['a card number that is no test card', { card: card('4111111111111111') }, 400, 'body.card.number', 'cardNumberInvalid'],
    ['an expired card', { card: { ...card(), expiry: '01/20' } }, 400, 'body.card.expiry', 'cardExpiryInvalid'],
    ['a bad security code', { card: { ...card(), cvc: '12a' } }, 400, 'body.card.cvc', 'cardCvcInvalid'],
    ['no e-mail', { email: undefined }, 400, 'body.email', 'required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 400, 'body.email', 'invalidEmail'],
    ['an unknown field', { tipPercent: 50 }, 400, 'body', 'unknownField'],
    ['a name too long', { payerName: 'x'.repeat(121) }, 400, 'body.payerName', 'tooLong'],
  ];
  it.each(cases)('%s', async (_name, body, status, path, key) => {
    const before = await tabSnapshot(t);
    const res = await openTab(t, tableCode, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.details[0]).toMatchObject({ path: expect.stringContaining(path), key });
    expect(await tabSnapshot(t)).toEqual(before);
  });

  it('a card the bank refuses to save (0002): 402, no tab, job or charge (the try counts against the table’s rate limit)', async () => {
    const before = await tabSnapshot(t);
    const res = await openTab(t, tableCode, { card: card(DEMO_CARD_DECLINED) });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PAYMENT_DECLINED');
    expect({ ...(await tabSnapshot(t)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });

  it('a table gets 10 tries a minute (card testing): the 11th answers 429', async () => {
    const venue = await createOrderingVenue(t);
    await orderAtTable(t, venue, venue.tables.one.code);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await openTab(t, venue.tables.one.code, { card: card(DEMO_CARD_DECLINED) })).statusCode);
    expect(answers).toEqual([...Array(10).fill(402), 429]);
  });

  it('the card that declines later (0341) saves fine now', async () => {
    const res = await openTab(t, tableCode, { card: card(DEMO_CARD_DECLINES_LATER) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cardLast4).toBe('0341');
  });
});
