import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTag } from '@menudelite/shared/menu/tags';
import { apiRequest } from '../../../lib/http/api-client';
import { orderBy } from '../lib/reorder';
import { menuKeys } from './menu-keys';

/** PUT /api/menu/tags/order with every tag id in the new order (the tags' position). */
export async function putTagOrder(ids: string[]): Promise<TTag[]> {
  return (await apiRequest<{ items: TTag[] }>('/api/menu/tags/order', { method: 'PUT', json: { ids } })).items;
}

export function useReorderTags() {
  const queryClient = useQueryClient();
  const key = menuKeys.tags();
  return useMutation({
    mutationFn: putTagOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TTag[]>(key, (tags) => (tags ? orderBy(tags, ids) : tags));
    },
    onSuccess: (tags) => queryClient.setQueryData(key, tags),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
