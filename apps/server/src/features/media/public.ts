/** What other features may use of media: the image pipeline (logos). */
export { isOverPixelLimit, MAX_INPUT_PIXELS, processLogo, sniffImageType } from './image-processing.ts';
