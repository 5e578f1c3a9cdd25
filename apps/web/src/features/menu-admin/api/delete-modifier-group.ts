import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** DELETE /api/menu/modifier-groups/:id: items that used it lose it. */
export function deleteModifierGroup(id: string): Promise<void> {
  return apiRequest<void>(`/api/menu/modifier-groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModifierGroup,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: menuKeys.groups() }), queryClient.invalidateQueries({ queryKey: menuKeys.items() })]),
  });
}
