import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuItem, TMenuItemPage } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { orderBy } from '../lib/reorder';
import { menuKeys } from './menu-keys';

/** PUT /api/menu/sections/:sectionId/items/order with every item id of the section in the new order. */
export async function putItemOrder(sectionId: string, ids: string[]): Promise<TMenuItem[]> {
  const path = `/api/menu/sections/${encodeURIComponent(sectionId)}/items/order`;
  return (await apiRequest<Pick<TMenuItemPage, 'items'>>(path, { method: 'PUT', json: { ids } })).items;
}

/** Moves at once in the section's list; a failure reloads it. Other lists (search, all items) refresh after. */
export function useReorderItems(sectionId: string) {
  const queryClient = useQueryClient();
  const key = menuKeys.sectionItems(sectionId);
  return useMutation({
    mutationFn: (ids: string[]) => putItemOrder(sectionId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TMenuItem[]>(key, (items) => (items ? orderBy(items, ids) : items));
    },
    onSuccess: (items) => {
      queryClient.setQueryData(key, items);
      void queryClient.invalidateQueries({ queryKey: menuKeys.allItems() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
