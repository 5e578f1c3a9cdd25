import { IMAGE_UPLOAD_MAX_BYTES } from '@menudelite/shared/menu/images';
import { IMAGE_MIME_TYPES } from '@menudelite/shared/restaurant/contracts';

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const IMAGE_MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** Checked before uploading so the owner hears at once; the server checks the bytes again (415, 413). */
export function imageFileProblem(file: { size: number; type: string }): 'wrongType' | 'tooLarge' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
