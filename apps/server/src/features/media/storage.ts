import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TImageSize } from '@menudelite/shared/menu/images';

/** Files live under DATA_DIR/uploads/<restaurantId>/<imageId>-<size>.webp and never change once written. */
export function uploadsRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Only names this feature writes are served under /media/ (the folder may hold other uploads). */
export const MEDIA_PATH = /^\/[0-9a-f-]{36}\/[0-9a-f-]{36}-(sm|md|lg)\.webp$/;

export async function writeImageFiles(dataDir: string, restaurantId: string, imageId: string, files: Record<TImageSize, Buffer>): Promise<void> {
  const folder = join(uploadsRoot(dataDir), restaurantId);
  await mkdir(folder, { recursive: true });
  try {
    for (const [size, bytes] of Object.entries(files)) await writeFile(join(folder, `${imageId}-${size}.webp`), bytes, { flag: 'wx' });
  } catch (error) {
    await removeImageFiles(dataDir, restaurantId, imageId);
    throw error;
  }
}

export async function removeImageFiles(dataDir: string, restaurantId: string, imageId: string): Promise<void> {
  const folder = join(uploadsRoot(dataDir), restaurantId);
  await Promise.all(['sm', 'md', 'lg'].map((size) => rm(join(folder, `${imageId}-${size}.webp`), { force: true })));
}
