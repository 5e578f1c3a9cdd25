import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** DELETE /api/menu/sections/:id: its items go with it (the screen asks first). */
export function deleteSection(id: string): Promise<void> {
  return apiRequest<void>(`/api/menu/sections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
