import sharp from 'sharp';
import { IMAGE_WIDTHS, type TImageSize } from '@menudelite/shared/menu/images';

export type TImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The type by its first bytes, whatever the request claims. SVG is deliberately not accepted:
 * it is a document that can carry scripts, not a picture.
 */
export function sniffImageType(bytes: Buffer): TImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Refuses decompression bombs: a small file that would decode to a huge bitmap. 50 megapixels is
 * more than any phone camera; sharp reads the size from the header and refuses before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

export type TProcessedImage = { width: number; height: number; files: Record<TImageSize, Buffer> };

/** Whether sharp refused the image for its pixel count (a decompression bomb) rather than for bad data. */
export function isOverPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** The logo box: shown at most a few hundred pixels wide on diners' pages, twice that for dense screens. */
export const LOGO_MAX_SIDE = 1024;

/** Opens untrusted bytes: pixel cap, and any decoding error (truncated or forged data) is fatal. */
function openImage(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
}

/**
 * A logo through the same pipeline as menu images: decoded (so bytes that only start like an image
 * are refused), pixel-capped, fitted into LOGO_MAX_SIDE, and re-encoded as webp (alpha kept).
 * sharp writes no metadata unless asked, so EXIF (GPS, camera) is dropped.
 * Throws when the bytes do not decode as an image.
 */
export async function processLogo(bytes: Buffer): Promise<Buffer> {
  return openImage(bytes)
    .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Decodes, turns by its EXIF orientation, and encodes each web size as webp (never enlarged).
 * Throws when the bytes do not decode as an image.
 */
export async function processImage(bytes: Buffer): Promise<TProcessedImage> {
  const source = openImage(bytes);
  const metadata = await source.metadata();
  const files = {} as Record<TImageSize, Buffer>;
  for (const [size, width] of Object.entries(IMAGE_WIDTHS) as [TImageSize, number][]) {
    files[size] = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  }
  // autoOrient dimensions account for EXIF rotation (a portrait photo taken sideways).
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, files };
}
