import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuSection, TMenuSectionList } from '@menudelite/shared/menu/sections';
import { apiRequest } from '../../../lib/http/api-client';
import { orderBy } from '../lib/reorder';
import { menuKeys } from './menu-keys';

/** PUT /api/menu/sections/order with every section id in the new order. */
export async function putSectionOrder(ids: string[]): Promise<TMenuSection[]> {
  return (await apiRequest<TMenuSectionList>('/api/menu/sections/order', { method: 'PUT', json: { ids } })).items;
}

/** The list moves at once (a drag must not snap back while the call runs); a failure reloads it. */
export function useReorderSections() {
  const queryClient = useQueryClient();
  const key = menuKeys.sections();
  return useMutation({
    mutationFn: putSectionOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TMenuSection[]>(key, (sections) => (sections ? orderBy(sections, ids) : sections));
    },
    onSuccess: (sections) => queryClient.setQueryData(key, sections),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
