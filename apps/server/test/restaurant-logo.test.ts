import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@menudelite/shared/restaurant/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-png-test-body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg-test-body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 test')]);
const GIF = Buffer.from('GIF89a-gif-test-body');

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
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
    ['gif', GIF, 'image/gif'],
  ] as const)('stores a %s logo and serves it with long cache headers', async (ext, bytes, contentType) => {
    const owner = await signUp(t.app);
    const res = await putLogo(owner, bytes, contentType);
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^/uploads/${owner.session.user.restaurantId}/[0-9a-f-]{36}\\.${ext}$`));
    expect(await logoUrlOf(owner)).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toContain(contentType);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
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
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await putLogo(owner, big, 'image/png')).statusCode).toBe(200);
  });

  it('answers 403 to a customer and 401 without a token', async () => {
    const customer = await signUp(t.app, { accountType: 'customer' });
    expectError(await putLogo(customer, PNG, 'image/png'), 403, 'FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/restaurant/me/logo', headers: { 'content-type': 'image/png' }, payload: PNG });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
  });
});
