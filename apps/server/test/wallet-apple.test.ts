import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, join, lifecycle, loyaltyVenue, orderOf } from './loyalty-helpers.ts';
import { selfSignedCertificate, unzip } from './wallet-certs.ts';

/** Apple Wallet: the signed .pkpass and the pass web service, with self-signed certificates from the environment. */
const PASS_TYPE = 'pass.test.menudelite.loyalty';
const ENV: Record<string, string> = {};
let t: TTestApp;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  const signer = selfSignedCertificate('Pass Type ID: pass.test.menudelite.loyalty');
  const wwdr = selfSignedCertificate('Test WWDR');
  Object.assign(ENV, {
    APPLE_PASS_TYPE_IDENTIFIER: PASS_TYPE,
    APPLE_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERT: signer.cert,
    APPLE_PASS_KEY: signer.key,
    APPLE_WWDR_CERT: wwdr.cert,
    // Nothing listens here: a push that fails must never fail the stamp.
    APPLE_APNS_URL: 'https://127.0.0.1:9',
  });
  saved = { ...process.env };
  Object.assign(process.env, ENV);
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.test' });
});
afterAll(async () => {
  process.env = saved;
  await t.close();
});

async function joinedPass() {
  const v = await loyaltyVenue(t);
  const c = await customer(t);
  const pass = (await join(t, v.venueId, c.headers)).json();
  const token = new URL(pass.appleWalletUrl).searchParams.get('t')!;
  return { v, c, pass, token, auth: { authorization: `ApplePass ${token}` } };
}

describe('the .pkpass', () => {
  it('the customer gets an "Add to Apple Wallet" link; it downloads a signed store card with stamps, QR code and web service', async () => {
    const { pass } = await joinedPass();
    expect(pass.appleWalletUrl).toMatch(new RegExp(`^https://menu\\.example\\.test/api/wallet/apple/download/${pass.passIdentifier}\\?t=`));
    const card = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${pass.restaurantId}/loyalty` });
    expect(card.json().wallets).toEqual({ apple: true, google: false });

    const res = await t.app.inject({ method: 'GET', url: new URL(pass.appleWalletUrl).pathname + new URL(pass.appleWalletUrl).search });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].toSorted()).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png']));
    const json = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(json).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      serialNumber: pass.passIdentifier,
      webServiceURL: 'https://menu.example.test/api/wallet/apple',
      barcodes: [expect.objectContaining({ message: pass.passIdentifier, format: 'PKBarcodeFormatQR' })],
    });
    expect(json.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(json.storeCard.primaryFields[0]).toMatchObject({ key: 'stamps', value: '0/3' });
    // The manifest hashes every file and the signature is a PKCS#7 (DER) blob.
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['pass.json', 'icon.png']));
    expect(files.get('signature')![0]).toBe(0x30);
  });

  it('a wrong or missing download token is 404 and tells nothing', async () => {
    const { pass } = await joinedPass();
    for (const query of ['', '?t=wrong']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/wallet/apple/download/${pass.passIdentifier}${query}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the five loyalty images on the pass', () => {
  it("the venue's uploads become Apple's icon, logo, strip, thumbnail and background (PNG, 1x and 2x sizes)", async () => {
    const { v, pass } = await joinedPass();
    const ids: Record<string, string> = {};
    for (const [slot, color] of [
      ['icon', '#aa0000'],
      ['logo', '#00aa00'],
      ['strip', '#0000aa'],
      ['thumbnail', '#aaaa00'],
      ['background', '#00aaaa'],
    ]) {
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: color! } })
        .png()
        .toBuffer();
      const upload = await t.app.inject({ method: 'POST', url: '/api/media/images', headers: { ...v.owner, 'content-type': 'image/png' }, payload: png });
      expect(upload.statusCode, upload.body).toBe(201);
      ids[slot!] = upload.json().id;
    }
    const stored = await t.app.inject({ method: 'PUT', url: `${v.base}/images`, headers: v.owner, payload: ids });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().images.strip).toMatchObject({ imageId: ids.strip, url: expect.stringMatching(/^\/media\//) });

    const url = new URL(pass.appleWalletUrl);
    const files = await unzip((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).rawPayload);
    const size = async (name: string) => {
      const meta = await sharp(files.get(name)!).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size('icon.png')).toEqual(['png', 29, 29]);
    expect(await size('icon@2x.png')).toEqual(['png', 58, 58]);
    expect(await size('logo@2x.png')).toEqual(['png', 320, 100]);
    expect(await size('strip.png')).toEqual(['png', 375, 123]);
    expect(await size('thumbnail@2x.png')).toEqual(['png', 180, 180]);
    expect(await size('background.png')).toEqual(['png', 180, 220]);
    // Each image file is in the signed manifest.
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['strip@2x.png', 'background@2x.png']));
  });
});

describe('the pass web service', () => {
  const base = '/api/wallet/apple/v1';

  it('register (201, then 200), list updatable passes since a tag, get the latest pass, unregister; a stamp marks the pass updated', async () => {
    const { v, c, pass, auth } = await joinedPass();
    const device = 'device-library-1';
    const registration = `${base}/devices/${device}/registrations/${PASS_TYPE}/${pass.passIdentifier}`;
    const first = await t.app.inject({ method: 'POST', url: registration, headers: auth, payload: { pushToken: 'push-token-1' } });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: registration, headers: auth, payload: { pushToken: 'push-token-2' } });
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('wallet_registrations').select('push_token').where('serial_number', '=', pass.passIdentifier).execute()).toEqual([
      { push_token: 'push-token-2' },
    ]);

    const all = await t.app.inject({ method: 'GET', url: `${base}/devices/${device}/registrations/${PASS_TYPE}` });
    expect(all.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = all.json();
    expect(serialNumbers).toEqual([pass.passIdentifier]);
    const none = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${encodeURIComponent(lastUpdated)}`,
    });
    expect(none.statusCode).toBe(204);

    // A paid order stamps the pass: the device sees it as updated since its tag (the failed push changes nothing).
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
    const changed = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${encodeURIComponent(lastUpdated)}`,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([pass.passIdentifier]);
    expect(changed.json().lastUpdated > lastUpdated).toBe(true);

    const latest = await t.app.inject({ method: 'GET', url: `${base}/passes/${PASS_TYPE}/${pass.passIdentifier}`, headers: auth });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['last-modified']).toBeTruthy();
    const json = JSON.parse((await unzip(latest.rawPayload)).get('pass.json')!.toString('utf8'));
    expect(json.storeCard.primaryFields[0].value).toBe('1/3');
    const notModified = await t.app.inject({
      method: 'GET',
      url: `${base}/passes/${PASS_TYPE}/${pass.passIdentifier}`,
      headers: { ...auth, 'if-modified-since': String(latest.headers['last-modified']) },
    });
    expect(notModified.statusCode).toBe(304);

    const gone = await t.app.inject({ method: 'DELETE', url: registration, headers: auth });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${base}/devices/${device}/registrations/${PASS_TYPE}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: `${base}/log`, payload: { logs: ['a device said hello'] } })).statusCode).toBe(200);
  });

  it('a bad authentication token is 401 on every authenticated call and nothing is registered', async () => {
    const { pass, token } = await joinedPass();
    const other = await joinedPass();
    const registration = `${base}/devices/dev-x/registrations/${PASS_TYPE}/${pass.passIdentifier}`;
    const bad = [
      {},
      { authorization: 'ApplePass wrong-token' },
      { authorization: `Bearer ${token}` },
      // Another pass's token does not open this one.
      { authorization: `ApplePass ${other.token}` },
    ];
    for (const headers of bad) {
      expect((await t.app.inject({ method: 'POST', url: registration, headers, payload: { pushToken: 'p' } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: registration, headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `${base}/passes/${PASS_TYPE}/${pass.passIdentifier}`, headers })).statusCode).toBe(401);
    }
    // The right token with another pass type, and an unknown serial.
    const auth = { authorization: `ApplePass ${token}` };
    expect((await t.app.inject({ method: 'GET', url: `${base}/passes/pass.other/${pass.passIdentifier}`, headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${base}/passes/${PASS_TYPE}/ABCDEFGHJKLMNPQRSTUV`, headers: auth })).statusCode).toBe(401);
    expect(await t.db.selectFrom('wallet_registrations').select('id').where('device_library_identifier', '=', 'dev-x').execute()).toEqual([]);
    // Oversize fields are refused before anything is read.
    const long = await t.app.inject({ method: 'POST', url: registration, headers: auth, payload: { pushToken: 'x'.repeat(600) } });
    expect(long.statusCode).toBe(400);
  });
});
