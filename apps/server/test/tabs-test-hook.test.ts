import { afterAll, describe, expect, it } from 'vitest';
import { createOrderingVenue } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { openTab, orderAtTable, setTabSettings } from './tabs-helpers.ts';

/** TEST_TAB_MINUTE_MS (the end-to-end spec's hook) makes a tab's idle minute shorter, and is ignored in production. */
const apps: TTestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function deadlineAfter(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const v = await createOrderingVenue(t);
  await setTabSettings(t, v, { idleMinutes: 5, defaultTipPercent: null });
  await orderAtTable(t, v, v.tables.one.code);
  const before = Date.now();
  const tab = (await openTab(t, v.tables.one.code)).json();
  return Date.parse(tab.closesAt) - before;
}

describe('the tab test hook', () => {
  it('one idle minute lasts TEST_TAB_MINUTE_MS', async () => {
    const ms = await deadlineAfter({ TEST_TAB_MINUTE_MS: '1000' });
    expect(ms).toBeGreaterThanOrEqual(4_000);
    expect(ms).toBeLessThan(10_000);
  });

  it('is ignored in production', async () => {
    const ms = await deadlineAfter({ TEST_TAB_MINUTE_MS: '1000', NODE_ENV: 'production' });
    expect(ms).toBeGreaterThanOrEqual(5 * 60_000 - 5_000);
  });
});
