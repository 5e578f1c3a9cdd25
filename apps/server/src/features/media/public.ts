/** What other features may use of media: the image pipeline (logos). */
export { isOverPixelLimit, MAX_INPUT_PIXELS, processLogo, sniffImageType } from './image-processing.ts';
/** Menu items name images by id: the menu checks they are the venue's own. */
export { findOwnedImageIds } from './repository.ts';
/** Branding may show only the venue's own uploaded files. */
export { foreignImageUrls } from './image-ownership.ts';
/** The daily purge (features/jobs) drops old images nothing uses. */
export { purgeUnreferencedImages } from './purge.ts';
/** Platform images (the blog): same pipeline, MenuDelite's own folder, recorded by the caller. */
export { PLATFORM_MEDIA_OWNER_ID, platformImageUrls, removePlatformImageFiles, storePlatformImage, type TStoredPlatformImage } from './platform.ts';
