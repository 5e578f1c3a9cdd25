import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { invalidateItems } from './save-item';

/** POST /api/menu/items/:id/duplicate: "<name> (copy)" right after the original, on sale, not featured. */
export function postDuplicateItem(id: string): Promise<TMenuItem> {
  return apiRequest<TMenuItem>(`/api/menu/items/${encodeURIComponent(id)}/duplicate`, { method: 'POST', retry: false });
}

export function useDuplicateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postDuplicateItem, onSuccess: () => invalidateItems(queryClient) });
}
