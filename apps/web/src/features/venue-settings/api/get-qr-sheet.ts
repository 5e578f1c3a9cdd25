import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/tables/qr-sheet.svg: A4 pages of QR codes, one per active table. It needs the bearer
 * token, so it is fetched here and handed to the browser as a blob rather than linked to.
 */
export async function getQrSheet(): Promise<Blob> {
  const svg = await apiRequest<string>('/api/tables/qr-sheet.svg');
  return new Blob([svg], { type: 'image/svg+xml' });
}

export function useQrSheet() {
  return useMutation({ mutationFn: getQrSheet });
}
