import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFeaturedItem } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { invalidateItems } from './save-item';
import { menuKeys } from './menu-keys';

/** GET /api/menu/featured-items: the featured list in order. */
export async function getFeaturedItems(): Promise<TFeaturedItem[]> {
  return (await apiRequest<{ items: TFeaturedItem[] }>('/api/menu/featured-items')).items;
}

/** PUT /api/menu/featured-items: the whole list, in order. */
export async function putFeaturedItems(itemIds: string[]): Promise<TFeaturedItem[]> {
  return (await apiRequest<{ items: TFeaturedItem[] }>('/api/menu/featured-items', { method: 'PUT', json: { itemIds } })).items;
}

export const featuredItemsQuery = () => queryOptions({ queryKey: menuKeys.featured(), queryFn: getFeaturedItems });

export function useFeaturedItems() {
  return useQuery(featuredItemsQuery());
}

/** Items carry isFeatured, so their lists refresh with the featured list. */
export function useUpdateFeaturedItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFeaturedItems,
    onMutate: (itemIds) =>
      queryClient.setQueryData<TFeaturedItem[]>(menuKeys.featured(), (rows) =>
        rows ? itemIds.flatMap((itemId) => rows.filter((row) => row.itemId === itemId)) : rows,
      ),
    onSettled: () => invalidateItems(queryClient),
  });
}
