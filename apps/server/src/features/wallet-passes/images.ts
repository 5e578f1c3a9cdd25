import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TLoyaltyImageSlot } from '@menudelite/shared/growth/loyalty';

/** Apple's sizes per slot (points; @2x doubles them). Wallet draws the ones its pass style has and ignores the rest. */
export const APPLE_IMAGE_SIZES: Record<TLoyaltyImageSlot, { width: number; height: number; fit: 'cover' | 'contain' }> = {
  icon: { width: 29, height: 29, fit: 'cover' },
  logo: { width: 160, height: 50, fit: 'contain' },
  strip: { width: 375, height: 123, fit: 'cover' },
  thumbnail: { width: 90, height: 90, fit: 'cover' },
  background: { width: 180, height: 220, fit: 'cover' },
};

/** A media upload's largest stored size (DATA_DIR/uploads/<venue>/<id>-lg.webp, as /media/ serves it), or null if gone. */
export async function readLoyaltyImage(dataDir: string, restaurantId: string, imageId: string): Promise<Buffer | null> {
  try {
    return await readFile(join(dataDir, 'uploads', restaurantId, `${imageId}-lg.webp`));
  } catch {
    return null;
  }
}

export async function toPng(source: Buffer, width: number, height: number, fit: 'cover' | 'contain'): Promise<Buffer> {
  return sharp(source)
    .resize({ width, height, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** The icon every pass must have, when the venue uploaded none: a square of its primary colour. */
export async function plainIcon(color: string, size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();
}
