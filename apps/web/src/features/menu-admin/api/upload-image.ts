import { useMutation } from '@tanstack/react-query';
import type { TUploadedImage } from '@menudelite/shared/menu/images';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/media/images with the file itself as the body: answers its web sizes (sm, md, lg). */
export function postImage(file: Blob): Promise<TUploadedImage> {
  return apiRequest<TUploadedImage>('/api/media/images', { method: 'POST', raw: file, retry: false });
}

export function useUploadImage() {
  return useMutation({ mutationFn: postImage });
}
