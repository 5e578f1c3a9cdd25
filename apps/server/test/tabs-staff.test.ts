import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { keyOf, staffOf, type TStaff } from './helpers/team.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { openTab, orderAtTable, setTabSettings, tabCharges, tabRow } from './tabs-helpers.ts';

/** Staff and tabs: the list (paginated), closing one early, the venue's tab rules; roles, another venue, bad input. */
let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
let frontOfHouse: TStaff;
let kitchen: TStaff;
const tabs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
  frontOfHouse = await staffOf(t, v.restaurantId, 'frontOfHouse');
  kitchen = await staffOf(t, v.restaurantId, 'kitchen');
  await setTabSettings(t, v, { idleMinutes: 90, defaultTipPercent: 12 });
  for (const table of [v.tables.one, v.tables.two]) {
    await orderAtTable(t, v, table.code);
    tabs.push((await openTab(t, table.code)).json().id);
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the list of open tabs', () => {
  it('pages through the venue’s open tabs, oldest first, with what each bill still asks for and when it closes', async () => {
    const first = await call('GET', '/api/tabs?limit=1', frontOfHouse.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().items).toEqual([
      expect.objectContaining({
        id: tabs[0],
        status: 'open',
        tableDisplayId: '1',
        payerName: 'Ana',
        cardLast4: '4242',
        currency: 'eur',
        amountRemaining: 3370,
        closesBecause: 'idle',
        defaultTipPercent: 12,
        timeZone: 'Europe/Malta',
      }),
    ]);
    expect(Date.parse(first.json().items[0].closesAt) - Date.now()).toBeGreaterThan(89 * 60_000);
    const second = await call('GET', `/api/tabs?limit=1&cursor=${first.json().nextCursor}`, frontOfHouse.headers);
    expect(second.json().items.map((tab: { id: string }) => tab.id)).toEqual([tabs[1]]);
    expect(second.json().nextCursor).toBeNull();
    expect((await call('GET', '/api/tabs', other.headers)).json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a bad cursor or limit (400) and the kitchen (403)', async () => {
    expect((await call('GET', '/api/tabs?cursor=nope', v.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/tabs?limit=0', v.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/tabs?state=all', v.headers)).statusCode).toBe(400);
    const refused = await call('GET', '/api/tabs', kitchen.headers);
    expect(refused.statusCode).toBe(403);
    expect(keyOf(refused.body)).toBe('permissionMissing');
  });
});

describe('closing a tab early', () => {
  it('the kitchen may not, another venue’s staff get 404, and neither charges', async () => {
    expect((await call('POST', `/api/tabs/${tabs[1]}/close`, kitchen.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/tabs/${tabs[1]}/close`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/tabs/no-such-tab/close', v.headers)).statusCode).toBe(404);
    expect((await tabRow(t, tabs[1]!)).status).toBe('open');
    expect(await tabCharges(t, tabs[1]!)).toHaveLength(0);
  });

  it('front of house closes it now: the remainder plus the default tip is charged once; closing it again is 409', async () => {
    const res = await call('POST', `/api/tabs/${tabs[1]}/close`, frontOfHouse.headers);
    expect(res.statusCode, res.body).toBe(200);
    // 33.70 + 12 % tip on the items (33.20: 3.98), plus the card processing fee on top.
    expect(res.json()).toMatchObject({ id: tabs[1], status: 'closed', closesBecause: 'staff', amountRemaining: 0, tipAmount: 398, closesAt: null });
    expect(res.json().chargedAmount).toBeGreaterThan(3370 + 398);
    const again = await call('POST', `/api/tabs/${tabs[1]}/close`, frontOfHouse.headers);
    expect(again.statusCode).toBe(409);
    expect(await tabCharges(t, tabs[1]!)).toHaveLength(1);
    expect((await call('GET', '/api/tabs', v.headers)).json().items.map((tab: { id: string }) => tab.id)).toEqual([tabs[0]]);
    expect((await call('GET', '/api/tabs?state=closed', v.headers)).json().items.map((tab: { id: string }) => tab.id)).toEqual([tabs[1]]);
  });

  it('two staff pressing "close now" at once: one 200, one 409, one charge', async () => {
    const answers = await Promise.all([
      call('POST', `/api/tabs/${tabs[0]}/close`, v.headers),
      call('POST', `/api/tabs/${tabs[0]}/close`, frontOfHouse.headers),
    ]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 409]);
    expect(await tabCharges(t, tabs[0]!)).toHaveLength(1);
  });
});

describe('the venue’s tab rules', () => {
  it('defaults to 3 hours without a tip; every member reads them', async () => {
    expect((await call('GET', '/api/tabs/settings', other.headers)).json()).toEqual({ idleMinutes: 180, defaultTipPercent: null });
    expect((await call('GET', '/api/tabs/settings', kitchen.headers)).json()).toEqual({ idleMinutes: 90, defaultTipPercent: 12 });
  });

  const bad: [string, object, string][] = [
    ['no idle time', { idleMinutes: 0, defaultTipPercent: null }, 'body.idleMinutes'],
    ['more than a day', { idleMinutes: 1441, defaultTipPercent: null }, 'body.idleMinutes'],
    ['minutes that are not a number', { idleMinutes: '60', defaultTipPercent: null }, 'body.idleMinutes'],
    ['part of a minute', { idleMinutes: 1.5, defaultTipPercent: null }, 'body.idleMinutes'],
    ['a tip above 30 %', { idleMinutes: 60, defaultTipPercent: 31 }, 'body.defaultTipPercent'],
    ['a negative tip', { idleMinutes: 60, defaultTipPercent: -5 }, 'body.defaultTipPercent'],
    ['a missing tip', { idleMinutes: 60 }, 'body.defaultTipPercent'],
    ['an unknown field', { idleMinutes: 60, defaultTipPercent: null, autoClose: false }, 'body'],
  ];
  it.each(bad)('refuses %s (400, nothing saved)', async (_name, payload, path) => {
    const res = await call('PUT', '/api/tabs/settings', v.headers, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details[0].path).toContain(path);
    expect((await call('GET', '/api/tabs/settings', v.headers)).json()).toEqual({ idleMinutes: 90, defaultTipPercent: 12 });
  });

  it('only settings.change may change them', async () => {
    const res = await call('PUT', '/api/tabs/settings', frontOfHouse.headers, { idleMinutes: 30, defaultTipPercent: null });
    expect(res.statusCode).toBe(403);
    const saved = await call('PUT', '/api/tabs/settings', v.headers, { idleMinutes: 120, defaultTipPercent: null });
    expect(saved.json()).toEqual({ idleMinutes: 120, defaultTipPercent: null });
    expect((await call('GET', '/api/tabs/settings', other.headers)).json()).toEqual({ idleMinutes: 180, defaultTipPercent: null });
  });

  it('a change is in the audit log with the fields that changed (the tip is charged to diners’ cards); saving the same rules adds nothing', async () => {
    const audited = async () =>
      (await t.db.selectFrom('audit_log').selectAll().where('restaurant_id', '=', v.restaurantId).where('action', '=', 'settings.changed').execute()).map(
        (row) => JSON.parse(row.details as string) as unknown,
      );
    const before = (await audited()).length;
    expect((await call('PUT', '/api/tabs/settings', v.headers, { idleMinutes: 120, defaultTipPercent: 15 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/tabs/settings', v.headers, { idleMinutes: 120, defaultTipPercent: 15 })).statusCode).toBe(200);
    const entries = await audited();
    expect(entries.slice(before)).toEqual([{ fields: ['defaultTipPercent'] }]);
  });
});
