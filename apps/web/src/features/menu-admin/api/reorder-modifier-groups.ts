import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import { apiRequest } from '../../../lib/http/api-client';
import { orderBy } from '../lib/reorder';
import { menuKeys } from './menu-keys';

/** PUT /api/menu/modifier-groups/order with every group id in the new order. */
export async function putModifierGroupOrder(ids: string[]): Promise<TModifierGroup[]> {
  return (await apiRequest<{ items: TModifierGroup[] }>('/api/menu/modifier-groups/order', { method: 'PUT', json: { ids } })).items;
}

export function useReorderModifierGroups() {
  const queryClient = useQueryClient();
  const key = menuKeys.groups();
  return useMutation({
    mutationFn: putModifierGroupOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TModifierGroup[]>(key, (groups) => (groups ? orderBy(groups, ids) : groups));
    },
    onSuccess: (groups) => queryClient.setQueryData(key, groups),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
