import { imageUrls, type TUploadedImage } from '@menudelite/shared/menu/images';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { isOverPixelLimit, MAX_INPUT_PIXELS, processImage, sniffImageType } from './image-processing.ts';
import { insertImage } from './repository.ts';
import { removeImageFiles, writeImageFiles } from './storage.ts';

const NOT_AN_IMAGE = () => keyedError('UNSUPPORTED_MEDIA_TYPE', 'imageType', { path: 'body', message: 'The file is not a PNG, JPEG, GIF or WebP image' });

export function createMediaService(db: TDb, dataDir: string) {
  return {
    /** Checks the bytes (not the declared type), resizes to the web sizes, stores, and answers the URLs. */
    async uploadImage(actor: TActor | null, body: unknown): Promise<TUploadedImage> {
      const restaurantId = requireVenuePermission(actor, ['menu.edit', 'settings.change']);
      if (!Buffer.isBuffer(body) || body.length === 0) throw NOT_AN_IMAGE();
      const sourceType = sniffImageType(body);
      if (!sourceType) throw NOT_AN_IMAGE();
      let processed;
      try {
        processed = await processImage(body);
      } catch (error) {
        if (isOverPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
        // Right magic bytes but a body that does not decode: as much "not an image" as a text file.
        throw NOT_AN_IMAGE();
      }
      const id = newId();
      await writeImageFiles(dataDir, restaurantId, id, processed.files);
      try {
        await insertImage(db, { id, restaurantId, sourceType, width: processed.width, height: processed.height, bytes: body.length, now: nowIso() });
      } catch (error) {
        await removeImageFiles(dataDir, restaurantId, id);
        throw error;
      }
      return { id, urls: imageUrls(restaurantId, id), width: processed.width, height: processed.height };
    },
  };
}
