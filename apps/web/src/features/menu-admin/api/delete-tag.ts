import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** DELETE /api/menu/tags/:id: items lose the tag and the menu selector forgets it. */
export function deleteTag(id: string): Promise<void> {
  return apiRequest<void>(`/api/menu/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
}
