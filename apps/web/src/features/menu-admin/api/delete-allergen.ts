import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** DELETE /api/menu/allergens/:id: items lose it. */
export function deleteAllergen(id: string): Promise<void> {
  return apiRequest<void>(`/api/menu/allergens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAllergen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllergen,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: menuKeys.allergens() }), queryClient.invalidateQueries({ queryKey: menuKeys.items() })]),
  });
}
