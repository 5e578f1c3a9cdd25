import { z } from 'zod';

/** Uploads: at most 5 MB, recognised by their bytes (not their name or declared type). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Web sizes every upload is resized to (width in px, webp). Smaller originals are not enlarged. */
export const IMAGE_WIDTHS = { sm: 320, md: 640, lg: 1280 } as const;
export type TImageSize = keyof typeof IMAGE_WIDTHS;

export const ZImageUrlsSchema = z.object({ sm: z.string(), md: z.string(), lg: z.string() });
export type TImageUrls = z.infer<typeof ZImageUrlsSchema>;

/** POST /api/media/images answers this; items keep the id (imageIds) and show the urls. */
export const ZUploadedImageSchema = z.object({
  id: z.string(),
  urls: ZImageUrlsSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImageSchema>;

export const ZItemImageSchema = z.object({ id: z.string(), urls: ZImageUrlsSchema });
export type TItemImage = z.infer<typeof ZItemImageSchema>;

/** Image files never change once written, so their URLs follow from the ids alone. */
export function imageUrl(restaurantId: string, imageId: string, size: TImageSize): string {
  return `/media/${restaurantId}/${imageId}-${size}.webp`;
}

export function imageUrls(restaurantId: string, imageId: string): TImageUrls {
  return {
    sm: imageUrl(restaurantId, imageId, 'sm'),
    md: imageUrl(restaurantId, imageId, 'md'),
    lg: imageUrl(restaurantId, imageId, 'lg'),
  };
}
