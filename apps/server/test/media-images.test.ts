import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, ZUploadedImageSchema } from '@menudelite/shared/menu/images';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, pngOf, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

function upload(body: Buffer | string, contentType: string, v = venue) {
  return t.app.inject({ method: 'POST', url: '/api/media/images', headers: { ...v.headers, 'content-type': contentType }, payload: body });
}

/** Every file under DATA_DIR/uploads, to prove a refused upload stored nothing. */
function storedFiles(): string[] {
  const root = join(t.deps.config.DATA_DIR, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('image upload', () => {
  it('resizes to three web sizes in webp and serves them with year-long immutable caching', async () => {
    const res = await upload(await pngOf(1600, 900), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const image = ZUploadedImageSchema.parse(res.json());
    expect(image).toMatchObject({ width: 1600, height: 900 });
    expect(image.urls.sm).toBe(`/media/${venue.restaurantId}/${image.id}-sm.webp`);
    const widths: number[] = [];
    for (const url of [image.urls.sm, image.urls.md, image.urls.lg]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width);
    }
    expect(widths).toEqual([320, 640, 1280]);
  });

  it('never enlarges a small original and accepts JPEG, GIF and WebP by their bytes', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const lg = await t.app.inject({ method: 'GET', url: res.json().urls.lg });
    expect((await sharp(lg.rawPayload).metadata()).width).toBe(200);
    for (const format of ['gif', 'webp'] as const) {
      const bytes = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000000' } })
        .toFormat(format)
        .toBuffer();
      // The declared type does not matter; the bytes do.
      expect((await upload(bytes, 'application/octet-stream')).statusCode).toBe(201);
    }
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const png = await pngOf(10, 10);
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - png.length)]);
    const before = await menuSnapshot(t.db);
    const files = storedFiles();
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await menuSnapshot(t.db)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses files that are not images with 415 and stores nothing', async () => {
    const before = await menuSnapshot(t.db);
    const files = storedFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    for (const [body, type] of [
      [Buffer.from('hello, I am a text file'), 'image/png'],
      [Buffer.from(svg), 'image/svg+xml'],
      [fakePng, 'image/png'],
      ['plain text', 'text/plain'],
      [Buffer.from('%PDF-1.7'), 'application/octet-stream'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, `${type}: ${String(body).slice(0, 20)}`).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('needs a venue token, and another venue cannot use the image on its items', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/media/images', headers: { 'content-type': 'image/png' }, payload: await pngOf(5, 5) })).statusCode,
    ).toBe(401);
    const mine = (await upload(await pngOf(20, 20), 'image/png')).json();
    const section = await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: other.headers, payload: { title: 'S' } });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/menu/items',
      headers: other.headers,
      payload: { sectionId: section.json().id, name: 'Borrowed', price: 1, imageIds: [mine.id] },
    });
    expect(item.statusCode).toBe(400);
  });

  it('answers a plain JSON 404 for a missing media file or a name it did not write', async () => {
    for (const url of [`/media/${venue.restaurantId}/00000000-0000-7000-8000-000000000000-sm.webp`, `/media/${venue.restaurantId}/logo.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('never serves files outside the uploads folder', async () => {
    writeFileSync(join(t.deps.config.DATA_DIR, 'secret.txt'), 'TOP-SECRET-CONTENT');
    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', `/media/${venue.restaurantId}/..%2f..%2fsecret.txt`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});
