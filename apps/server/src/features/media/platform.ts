import { imageUrls, type TImageUrls } from '@menudelite/shared/menu/images';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { isOverPixelLimit, MAX_INPUT_PIXELS, processImage, sniffImageType } from './image-processing.ts';
import { removeImageFiles, writeImageFiles } from './storage.ts';

/**
 * The platform scope of the media pipeline (issue 12): images that belong to MenuDelite itself, not to
 * a venue (the blog's covers and pictures). Same checks, sizes and immutable files as a venue's upload,
 * served at /media/<PLATFORM_MEDIA_OWNER_ID>/<imageId>-<size>.webp. The caller (the blog, admins only)
 * decides who may upload and records the image in its own table: media_images rows belong to a venue
 * (a foreign key), so platform images never enter them, and the venue purge never touches them.
 * A venue's own upload path (service.ts) is unchanged: its folder is always the token's venue id.
 */
export const PLATFORM_MEDIA_OWNER_ID = '00000000-0000-7000-8000-000000000000';

export type TStoredPlatformImage = { id: string; urls: TImageUrls; sourceType: string; width: number; height: number; bytes: number };

const NOT_AN_IMAGE = () => keyedError('UNSUPPORTED_MEDIA_TYPE', 'imageType', { path: 'body', message: 'The file is not a PNG, JPEG, GIF or WebP image' });

/** Checks the bytes (not the declared type), resizes to the web sizes and writes the files. */
export async function storePlatformImage(dataDir: string, body: unknown): Promise<TStoredPlatformImage> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw NOT_AN_IMAGE();
  const sourceType = sniffImageType(body);
  if (!sourceType) throw NOT_AN_IMAGE();
  let processed;
  try {
    processed = await processImage(body);
  } catch (error) {
    if (isOverPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    throw NOT_AN_IMAGE();
  }
  const id = newId();
  await writeImageFiles(dataDir, PLATFORM_MEDIA_OWNER_ID, id, processed.files);
  return { id, urls: imageUrls(PLATFORM_MEDIA_OWNER_ID, id), sourceType, width: processed.width, height: processed.height, bytes: body.length };
}

/** Undoes storePlatformImage when the caller could not record it. */
export function removePlatformImageFiles(dataDir: string, imageId: string): Promise<void> {
  return removeImageFiles(dataDir, PLATFORM_MEDIA_OWNER_ID, imageId);
}

export const platformImageUrls = (imageId: string): TImageUrls => imageUrls(PLATFORM_MEDIA_OWNER_ID, imageId);
