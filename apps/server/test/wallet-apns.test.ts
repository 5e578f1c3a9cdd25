import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, join, lifecycle, loyaltyVenue, orderOf } from './loyalty-helpers.ts';
import { selfSignedCertificate } from './wallet-certs.ts';

/** When a pass's stamps change, each registered device gets an APNs push (HTTP/2, topic = pass type), here to a local stand-in. */
const PASS_TYPE = 'pass.test.menudelite.push';
const pushes: { path: string; topic: string; body: string }[] = [];
let apns: Http2SecureServer;
let t: TTestApp;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  const server = selfSignedCertificate('localhost', { localhost: true });
  apns = createSecureServer({ cert: server.cert, key: server.key, allowHTTP1: false });
  apns.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      pushes.push({ path: String(headers[':path']), topic: String(headers['apns-topic']), body });
      stream.respond({ ':status': 200 });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  const signer = selfSignedCertificate('Pass Type ID: push');
  saved = { ...process.env };
  Object.assign(process.env, {
    APPLE_PASS_TYPE_IDENTIFIER: PASS_TYPE,
    APPLE_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERT: signer.cert,
    APPLE_PASS_KEY: signer.key,
    APPLE_WWDR_CERT: signer.cert,
    APPLE_APNS_URL: `https://localhost:${(apns.address() as AddressInfo).port}`,
    APPLE_APNS_CA: server.cert,
  });
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.test' });
});
afterAll(async () => {
  process.env = saved;
  await t.close();
  await new Promise((resolve) => apns.close(resolve));
});

describe('pass update pushes', () => {
  it('a stamp, a redeem and redeem free each push to every registered device of the pass; no device, no push', async () => {
    const v = await loyaltyVenue(t, { minSpendQuantity: 1 });
    const c = await customer(t);
    const pass = (await join(t, v.venueId, c.headers)).json();
    const token = new URL(pass.appleWalletUrl).searchParams.get('t')!;
    // Not registered yet: nothing is pushed.
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
    expect(pushes).toEqual([]);

    for (const [device, pushToken] of [
      ['phone', 'token-phone'],
      ['watch', 'token-watch'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/wallet/apple/v1/devices/${device}/registrations/${PASS_TYPE}/${pass.passIdentifier}`,
        headers: { authorization: `ApplePass ${token}` },
        payload: { pushToken },
      });
      expect(res.statusCode).toBe(201);
    }
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
    expect(pushes.map((p) => p.path).toSorted()).toEqual(['/3/device/token-phone', '/3/device/token-watch']);
    expect(pushes.every((p) => p.topic === PASS_TYPE && p.body === '{}')).toBe(true);

    pushes.length = 0;
    expect((await t.app.inject({ method: 'POST', url: `${v.base}/passes/${pass.passIdentifier}/redeem`, headers: v.owner })).statusCode).toBe(200);
    expect(pushes).toHaveLength(2);
    pushes.length = 0;
    expect((await t.app.inject({ method: 'POST', url: `${v.base}/passes/${pass.passIdentifier}/redeem-free`, headers: v.owner })).statusCode).toBe(200);
    expect(pushes).toHaveLength(2);
    // The card now holds 2 stamps: two redeems push, the third is refused (409) and pushes nothing.
    pushes.length = 0;
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'POST', url: `${v.base}/passes/${pass.passIdentifier}/redeem`, headers: v.owner })).statusCode).toBe(200);
    expect(pushes).toHaveLength(4);
    pushes.length = 0;
    expect((await t.app.inject({ method: 'POST', url: `${v.base}/passes/${pass.passIdentifier}/redeem`, headers: v.owner })).statusCode).toBe(409);
    expect(pushes).toEqual([]);
  });
  it('renaming a campaign marks its passes updated and pushes to their devices; a change the pass does not show (minimum order) does not', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const pass = (await join(t, v.venueId, c.headers)).json();
    const token = new URL(pass.appleWalletUrl).searchParams.get('t')!;
    await t.app.inject({
      method: 'POST',
      url: `/api/wallet/apple/v1/devices/tablet/registrations/${PASS_TYPE}/${pass.passIdentifier}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: 'token-tablet' },
    });
    const tag = (await t.app.inject({ method: 'GET', url: `/api/wallet/apple/v1/devices/tablet/registrations/${PASS_TYPE}` })).json().lastUpdated;
    pushes.length = 0;
    const renamed = await t.app.inject({ method: 'PATCH', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner, payload: { name: 'Coffee card' } });
    expect(renamed.statusCode).toBe(200);
    await expect.poll(() => pushes.map((p) => p.path)).toEqual(['/3/device/token-tablet']);
    const since = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/apple/v1/devices/tablet/registrations/${PASS_TYPE}?passesUpdatedSince=${encodeURIComponent(tag)}`,
    });
    expect(since.json().serialNumbers).toEqual([pass.passIdentifier]);
    const after = since.json().lastUpdated;
    await t.app.inject({ method: 'PATCH', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner, payload: { minOrderAmount: 100 } });
    // The pass is not marked updated (what a push would announce): the device finds nothing new.
    const nothing = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/apple/v1/devices/tablet/registrations/${PASS_TYPE}?passesUpdatedSince=${encodeURIComponent(after)}`,
    });
    expect(nothing.statusCode).toBe(204);
  });
});
