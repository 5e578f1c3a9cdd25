import { IMAGE_MIME_TYPES, LOGO_MAX_BYTES } from '@menudelite/shared/restaurant/contracts';

export const LOGO_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Checked before uploading so the owner hears at once; the server checks the bytes again. */
export function logoFileProblem(file: { size: number; type: string }): 'wrongType' | 'tooLarge' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > LOGO_MAX_BYTES) return 'tooLarge';
  return null;
}
