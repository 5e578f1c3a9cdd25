import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { invalidateItems } from './save-item';

/** DELETE /api/menu/items/:id: other items' recommendations forget it. */
export function deleteItem(id: string): Promise<void> {
  return apiRequest<void>(`/api/menu/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => invalidateItems(queryClient) });
}
