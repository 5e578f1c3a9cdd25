import type { TBrandingUpdate } from '@menudelite/shared/menu/settings';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { foreignImageUrls } from '../../media/public.ts';

/** Every image a branding patch names, with its request path. */
function brandingImages(input: TBrandingUpdate): { path: string; url: string }[] {
  const images: { path: string; url: string }[] = [];
  if (input.logoUrl) images.push({ path: 'body.logoUrl', url: input.logoUrl });
  if (input.coverImageUrl) images.push({ path: 'body.coverImageUrl', url: input.coverImageUrl });
  if (input.popup?.imageUrl) images.push({ path: 'body.popup.imageUrl', url: input.popup.imageUrl });
  input.promoBanners?.forEach((banner, index) => images.push({ path: `body.promoBanners.${index}.imageUrl`, url: banner.imageUrl }));
  return images;
}

/** 400 VALIDATION_FAILED, each offending field named, unless every image is one of the venue's own uploads. */
export async function assertOwnBrandingImages(db: TDb, restaurantId: string, input: TBrandingUpdate): Promise<void> {
  const images = brandingImages(input);
  if (images.length === 0) return;
  const foreign = await foreignImageUrls(
    db,
    restaurantId,
    images.map((image) => image.url),
  );
  const bad = images.filter((image) => foreign.has(image.url));
  if (bad.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    `${bad[0]!.path.replace(/^body\./, '')}: must be an image uploaded by this venue`,
    bad.map((image) => ({ path: image.path, key: 'notThisVenues' as const })),
  );
}
