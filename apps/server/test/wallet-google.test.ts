import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, join, loyaltyVenue } from './loyalty-helpers.ts';
import { serviceAccountKey } from './wallet-certs.ts';

/** Google Wallet: the "save" link is a JWT signed RS256 with the service account's key from configuration. */
let t: TTestApp;
let saved: NodeJS.ProcessEnv;
let publicKey: string;
beforeAll(async () => {
  const key = serviceAccountKey();
  publicKey = key.publicKey;
  saved = { ...process.env };
  Object.assign(process.env, {
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@menudelite-test.iam.gserviceaccount.com',
      private_key: key.privateKey,
    }),
  });
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.test' });
});
afterAll(async () => {
  process.env = saved;
  await t.close();
});

describe('Save to Google Wallet', () => {
  it("the customer's pass carries a save link whose JWT verifies with the service account's public key and holds the loyalty object", async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const pass = (await join(t, v.venueId, c.headers)).json();
    expect(pass.appleWalletUrl).toBeNull();
    expect(pass.googleWalletUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = pass.googleWalletUrl.split('/').at(-1);
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(publicKey, 'RS256'), {
      issuer: 'wallet@menudelite-test.iam.gserviceaccount.com',
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://menu.example.test'] });
    const object = (payload as any).payload.loyaltyObjects[0];
    expect(object).toMatchObject({
      id: `3388000000012345678.${pass.passIdentifier}`,
      classId: `3388000000012345678.menudelite-${v.venueId}`,
      accountId: pass.passIdentifier,
      loyaltyPoints: { balance: { string: '0/3' } },
      barcode: { type: 'QR_CODE', value: pass.passIdentifier },
    });
    expect((payload as any).payload.loyaltyClasses[0]).toMatchObject({ programName: '10 coffees, 1 free' });
    const card = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.venueId}/loyalty` });
    expect(card.json().wallets).toEqual({ apple: false, google: true });
  });

  it('a service account key without client_email or private_key stops the app at start', async () => {
    const before = process.env.GOOGLE_WALLET_SERVICE_ACCOUNT;
    process.env.GOOGLE_WALLET_SERVICE_ACCOUNT = '{"type":"service_account"}';
    await expect(createTestApp()).rejects.toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT/);
    process.env.GOOGLE_WALLET_SERVICE_ACCOUNT = before;
  });
});
