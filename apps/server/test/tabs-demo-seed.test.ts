import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { sessionToken } from './helpers/sessions.ts';
import { newId } from '../src/lib/ids.ts';
import { tabClock, tabRow } from './tabs-helpers.ts';

/** The demo bistro shows tabs from the first start: its rules, and table 6's open tab on a real bill, which closes like any other. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tabs demo seed', () => {
  it('seeds the rules and one open tab once, however often the server starts; staff see it and it closes by itself', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const headers = { authorization: `Bearer ${await sessionToken(t.deps, { userId: newId(), kind: 'venue', restaurantId, isAdminAccount: false })}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/tabs/settings', headers })).json()).toEqual({ idleMinutes: 180, defaultTipPercent: 10 });

    const list = (await t.app.inject({ method: 'GET', url: '/api/tabs', headers })).json();
    expect(list.items).toHaveLength(1);
    const [tab] = list.items;
    expect(tab).toMatchObject({ status: 'open', tableDisplayId: '6', payerName: 'Dina', cardLast4: '4242', currency: 'eur', defaultTipPercent: 10 });
    expect(tab.amountRemaining).toBeGreaterThan(50);

    await tabClock(t).after(181);
    const row = await tabRow(t, tab.id);
    expect(row.status).toBe('closed');
    // 10 % of the items: the demo venue's 0.50 order fee is not tipped.
    expect(Number(row.tip_amount)).toBe(Math.round((tab.amountRemaining - 50) / 10));
  });
});
