import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuItem, TSoldOutRequest } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { invalidateItems } from './save-item';

const soldOutPath = (id: string) => `/api/menu/items/${encodeURIComponent(id)}/sold-out`;

/** PUT /api/menu/items/:id/sold-out: "86" the item until a time, or until further notice (until: null). */
export function putSoldOut(id: string, body: TSoldOutRequest): Promise<TMenuItem> {
  return apiRequest<TMenuItem>(soldOutPath(id), { method: 'PUT', json: body });
}

/** DELETE /api/menu/items/:id/sold-out: back on sale now. */
export function deleteSoldOut(id: string): Promise<TMenuItem> {
  return apiRequest<TMenuItem>(soldOutPath(id), { method: 'DELETE' });
}

/** `body` null puts the item back on sale. */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TSoldOutRequest | null }) => (body ? putSoldOut(id, body) : deleteSoldOut(id)),
    onSuccess: () => invalidateItems(queryClient),
  });
}
