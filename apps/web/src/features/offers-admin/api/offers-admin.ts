import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOffer, TOfferCreate } from '@menudelite/shared/growth/offers';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

export const PAGE_SIZE = 20;

export const offerKeys = {
  all: () => ['offers'] as const,
  list: (restaurantId: string, includeDeleted: boolean) => ['offers', 'list', restaurantId, includeDeleted] as const,
  menu: (restaurantId: string) => ['offers', 'menu', restaurantId] as const,
};

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/offers`;

/** GET /api/restaurants/:restaurantId/offers: newest first, one page at a time ("show more"). */
export function useOffers(restaurantId: string, includeDeleted: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: offerKeys.list(restaurantId, includeDeleted),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(PAGE_SIZE), includeDeleted: String(includeDeleted) });
        if (pageParam) query.set('cursor', pageParam);
        return apiRequest<TPage<TOffer>>(`${base(restaurantId)}?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

function useOfferMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all() }) });
}

export const useCreateOffer = (restaurantId: string) =>
  useOfferMutation((body: TOfferCreate) => apiRequest<TOffer>(base(restaurantId), { method: 'POST', json: body }));
export const useUpdateOffer = (restaurantId: string) =>
  useOfferMutation(({ id, body }: { id: string; body: TOfferCreate }) =>
    apiRequest<TOffer>(`${base(restaurantId)}/${encodeURIComponent(id)}`, { method: 'PUT', json: body }),
  );
export const useSetOfferActive = (restaurantId: string) =>
  useOfferMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiRequest<TOffer>(`${base(restaurantId)}/${encodeURIComponent(id)}/active`, { method: 'POST', json: { isActive } }),
  );
export const useDeleteOffer = (restaurantId: string) =>
  useOfferMutation((id: string) => apiRequest<void>(`${base(restaurantId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export type TMenuChoices = {
  sections: { value: string; label: string }[];
  items: { value: string; label: string }[];
  /** Only tags with tagDiscountEnabled may scope an offer (SPEC section 3). */
  tags: { value: string; label: string }[];
};

async function allItems(): Promise<{ id: string; name: string }[]> {
  const items: { id: string; name: string }[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const page: TPage<{ id: string; name: string }> = await apiRequest<TPage<{ id: string; name: string }>>(`/api/menu/items?${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The venue's sections, items and discount tags, for the scope and the free item (GET /api/menu/*). */
export function useMenuChoices(restaurantId: string) {
  return useQuery({
    queryKey: offerKeys.menu(restaurantId),
    queryFn: async (): Promise<TMenuChoices> => {
      const [sections, items, tags] = await Promise.all([
        apiRequest<{ items: { id: string; title: string }[] }>('/api/menu/sections'),
        allItems(),
        apiRequest<{ items: { id: string; name: string; tagDiscountEnabled: boolean }[] }>('/api/menu/tags'),
      ]);
      return {
        sections: sections.items.map((s) => ({ value: s.id, label: s.title })),
        items: items.map((i) => ({ value: i.id, label: i.name })),
        tags: tags.items.filter((tag) => tag.tagDiscountEnabled).map((tag) => ({ value: tag.id, label: tag.name })),
      };
    },
    staleTime: 60_000,
  });
}
