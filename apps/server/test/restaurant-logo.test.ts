import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@menudelite/shared/restaurant/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

const picture = () => sharp({ create: { width: 64, height: 32, channels: 4, background: '#d04a02' } });

let t: TTestApp;
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
let GIF: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [PNG, JPEG, WEBP, GIF] = await Promise.all([
    picture().png().toBuffer(),
    picture().jpeg().toBuffer(),
    picture().webp().toBuffer(),
    picture().gif().toBuffer(),
  ]);
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid 20000x20000 black PNG of about 50 KB: 1-bit greyscale rows of zeros deflate almost to
 * nothing, but decoded it is 400 megapixels (1.2 GB as RGB). Built by hand because encoding it with
 * sharp would itself take seconds.
 */
function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0 + zero pixels
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

function putLogo(who: TSignedUp, body: Buffer | string, contentType: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/restaurant/me/logo',
    headers: { ...bearer(who.session), 'content-type': contentType },
    payload: body,
  });
}

function uploadedFiles(who: TSignedUp): string[] {
  const dir = join(t.deps.config.DATA_DIR, 'uploads', who.session.user.restaurantId!);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function logoUrlOf(who: TSignedUp) {
  const row = await t.db.selectFrom('restaurants').select('logo_url').where('id', '=', who.session.user.restaurantId!).executeTakeFirstOrThrow();
  return row.logo_url;
}

describe('PUT /api/restaurant/me/logo', () => {
  it.each([
    ['png', () => PNG, 'image/png'],
    ['jpg', () => JPEG, 'image/jpeg'],
    ['webp', () => WEBP, 'image/webp'],
    ['gif', () => GIF, 'image/gif'],
  ] as const)('stores a %s logo re-encoded as webp and serves it with long cache headers', async (_ext, bytes, contentType) => {
    const owner = await signUp(t.app);
    const res = await putLogo(owner, bytes(), contentType);
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^/uploads/${owner.session.user.restaurantId}/[0-9a-f-]{36}\\.webp$`));
    expect(await logoUrlOf(owner)).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 32 });
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('fits a large logo into 1024x1024 without changing its shape', async () => {
    const owner = await signUp(t.app);
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await putLogo(owner, big, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const stored = readFileSync(join(t.deps.config.DATA_DIR, res.json().logoUrl));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1024, height: 512 });
  });

  it('answers 415 with no body or a JSON null body, and writes nothing', async () => {
    const owner = await signUp(t.app);
    const empty = await t.app.inject({ method: 'PUT', url: '/api/restaurant/me/logo', headers: bearer(owner.session) });
    expectError(empty, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const jsonNull = await t.app.inject({
      method: 'PUT',
      url: '/api/restaurant/me/logo',
      headers: { ...bearer(owner.session), 'content-type': 'application/json' },
      payload: 'null',
    });
    expectError(jsonNull, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await putLogo(owner, Buffer.alloc(0), 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(uploadedFiles(owner)).toEqual([]);
    expect(await logoUrlOf(owner)).toBeNull();
  });

  it('answers 415 to HTML behind a PNG signature, and writes nothing', async () => {
    const owner = await signUp(t.app);
    const html = Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    expectError(await putLogo(owner, html, 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const truncated = PNG.subarray(0, PNG.length - 20);
    expectError(await putLogo(owner, truncated, 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(uploadedFiles(owner)).toEqual([]);
    expect(await logoUrlOf(owner)).toBeNull();
  });

  it('refuses a 20000x20000 decompression bomb with 413 quickly, and writes nothing', async () => {
    const owner = await signUp(t.app);
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(LOGO_MAX_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const started = performance.now();
    expectError(await putLogo(owner, bomb, 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(uploadedFiles(owner)).toEqual([]);
    expect(await logoUrlOf(owner)).toBeNull();
  });

  it('drops EXIF metadata (GPS position, camera) from the stored logo', async () => {
    const owner = await signUp(t.app);
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#888888' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 53/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 30/1 2/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('SecretCam')).toBe(true);

    const res = await putLogo(owner, photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = readFileSync(join(t.deps.config.DATA_DIR, res.json().logoUrl));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
  });

  it('replaces the previous logo file', async () => {
    const owner = await signUp(t.app);
    const first = (await putLogo(owner, PNG, 'image/png')).json().logoUrl;
    const second = (await putLogo(owner, JPEG, 'image/jpeg')).json().logoUrl;
    expect(second).not.toBe(first);
    expect(uploadedFiles(owner)).toEqual([second.split('/').at(-1)]);
  });

  it('answers 415 when the bytes are not an image, whatever the declared type, and writes nothing', async () => {
    const owner = await signUp(t.app);
    expectError(await putLogo(owner, '<svg onload="alert(1)"></svg>', 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await putLogo(owner, '<svg></svg>', 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await putLogo(owner, 'plain text', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(uploadedFiles(owner)).toEqual([]);
    expect(await logoUrlOf(owner)).toBeNull();
  });

  it('answers 413 over 5 MB and writes nothing', async () => {
    const owner = await signUp(t.app);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expectError(await putLogo(owner, tooBig, 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    expect(uploadedFiles(owner)).toEqual([]);
    expect(await logoUrlOf(owner)).toBeNull();
  });

  it('accepts a logo just under 5 MB although other bodies stop at 1 MB', async () => {
    const owner = await signUp(t.app);
    // Random pixels do not compress: about 4.8 MB of real PNG.
    const side = 1260;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_048_576 * 4);
    expect(noise.length).toBeLessThan(LOGO_MAX_BYTES);
    expect((await putLogo(owner, noise, 'image/png')).statusCode).toBe(200);
  });

  it('answers 403 to a customer and 401 without a token', async () => {
    const customer = await signUp(t.app, { accountType: 'customer' });
    expectError(await putLogo(customer, PNG, 'image/png'), 403, 'FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/restaurant/me/logo', headers: { 'content-type': 'image/png' }, payload: PNG });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
  });
});
