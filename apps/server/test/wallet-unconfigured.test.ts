import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, join, loyaltyVenue } from './loyalty-helpers.ts';

/** Without wallet configuration: no wallet links, and every wallet endpoint answers a clear 404 (never a fake success). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wallets not configured', () => {
  it('passes carry no wallet links; the web service, download and images answer 404 saying they are not configured', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const pass = (await join(t, v.venueId, c.headers)).json();
    expect([pass.appleWalletUrl, pass.googleWalletUrl]).toEqual([null, null]);
    const settings = await t.app.inject({ method: 'GET', url: `${v.base}/settings`, headers: v.owner });
    expect(settings.json().wallets).toEqual({ apple: false, google: false });
    const auth = { authorization: 'ApplePass whatever' };
    const calls = [
      { method: 'GET' as const, url: `/api/wallet/apple/download/${pass.passIdentifier}?t=x` },
      {
        method: 'POST' as const,
        url: `/api/wallet/apple/v1/devices/d/registrations/pass.x/${pass.passIdentifier}`,
        payload: { pushToken: 'p' },
        headers: auth,
      },
      { method: 'GET' as const, url: `/api/wallet/apple/v1/devices/d/registrations/pass.x` },
      { method: 'GET' as const, url: `/api/wallet/apple/v1/passes/pass.x/${pass.passIdentifier}`, headers: auth },
      { method: 'GET' as const, url: `/api/wallet/images/${v.venueId}/logo` },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error.message).toMatch(/not configured/);
    }
  });
});
