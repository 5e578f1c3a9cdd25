import type { TDb } from '../../db/database.ts';
import { findOwnedImageIds } from './repository.ts';

/** A menu image file: /media/<restaurantId>/<imageId>-<size>.webp (storage.ts writes these). */
const MEDIA_URL = /^\/media\/([0-9a-f-]{36})\/([0-9a-f-]{36})-(?:sm|md|lg)\.webp$/;
/** A logo file: /uploads/<restaurantId>/<fileId>.<ext> (restaurant/logo-service.ts writes these). */
const UPLOAD_URL = /^\/uploads\/([0-9a-f-]{36})\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif)$/;

/**
 * Which of `urls` are not the venue's own uploaded files: another venue's /media/ or /uploads/
 * file, a media id the venue never uploaded, or any other path. Branding may show only the
 * venue's own files; otherwise one venue could display (and keep alive) another's pictures.
 */
export async function foreignImageUrls(db: TDb, restaurantId: string, urls: readonly string[]): Promise<Set<string>> {
  const foreign = new Set<string>();
  const mediaIds = new Map<string, string>();
  for (const url of urls) {
    const media = MEDIA_URL.exec(url);
    if (media && media[1] === restaurantId) mediaIds.set(url, media[2]!);
    else if (UPLOAD_URL.exec(url)?.[1] !== restaurantId) foreign.add(url);
  }
  const owned = await findOwnedImageIds(db, restaurantId, [...new Set(mediaIds.values())]);
  for (const [url, id] of mediaIds) if (!owned.has(id)) foreign.add(url);
  return foreign;
}
