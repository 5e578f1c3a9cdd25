import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateGiftCardProduct,
  TGiftCard,
  TGiftCardAdjustment,
  TGiftCardLedgerEntry,
  TGiftCardProduct,
  TUpdateGiftCardProduct,
} from '@menudelite/shared/growth/gift-cards';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

export const PAGE_SIZE = 20;

export const giftCardKeys = {
  products: () => ['gift-cards', 'products'] as const,
  ledger: (cardId: string) => ['gift-cards', 'ledger', cardId] as const,
};

function pageUrl(url: string, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${url}?${query}`;
}

/** GET /api/restaurant/gift-card-products: newest first, soft-deleted ones left out. */
export function useProducts() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: giftCardKeys.products(),
      queryFn: ({ pageParam }) => apiRequest<TPage<TGiftCardProduct>>(pageUrl('/api/restaurant/gift-card-products', pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

function useProductMutation<TVars>(fn: (vars: TVars) => Promise<TGiftCardProduct>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.products() }) });
}

export const useCreateProduct = () =>
  useProductMutation((body: TCreateGiftCardProduct) => apiRequest<TGiftCardProduct>('/api/restaurant/gift-card-products', { method: 'POST', json: body }));
export const useUpdateProduct = () =>
  useProductMutation(({ id, body }: { id: string; body: TUpdateGiftCardProduct }) =>
    apiRequest<TGiftCardProduct>(`/api/restaurant/gift-card-products/${encodeURIComponent(id)}`, { method: 'PATCH', json: body }),
  );
export const useDeleteProduct = () =>
  useProductMutation((id: string) => apiRequest<TGiftCardProduct>(`/api/restaurant/gift-card-products/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** POST /api/restaurant/gift-cards/lookup {code}: the card a code names (the code goes in the body, never in a URL or a log line). */
export function useLookupCard() {
  return useMutation({ mutationFn: (code: string) => apiRequest<TGiftCard>('/api/restaurant/gift-cards/lookup', { method: 'POST', json: { code } }) });
}

/** GET /api/restaurant/gift-cards/:id/ledger: the card's balance changes, newest first. */
export function useLedger(cardId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: giftCardKeys.ledger(cardId),
      queryFn: ({ pageParam }) =>
        apiRequest<TPage<TGiftCardLedgerEntry>>(pageUrl(`/api/restaurant/gift-cards/${encodeURIComponent(cardId)}/ledger`, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** POST /api/restaurant/gift-cards/:id/adjustments (giftCards.adjust). */
export function useAdjustCard(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiftCardAdjustment) =>
      apiRequest<{ card: TGiftCard; entry: TGiftCardLedgerEntry }>(`/api/restaurant/gift-cards/${encodeURIComponent(cardId)}/adjustments`, {
        method: 'POST',
        json: body,
        // One key per submission: a retried request is the same adjustment, never a second one.
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.ledger(cardId) }),
  });
}
