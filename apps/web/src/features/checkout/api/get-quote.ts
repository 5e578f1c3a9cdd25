import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuote, TQuoteRequest } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/public/restaurants/:restaurantId/orders/quote: the server's bill for the cart (it
 * writes nothing). The screen shows these totals, never its own, and sends the total back as
 * the order's expectedTotal.
 */
export function postQuote(restaurantId: string, body: TQuoteRequest): Promise<TQuote> {
  return apiRequest<TQuote>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/orders/quote`, { method: 'POST', json: body, anonymous: true });
}

export function quoteQuery(restaurantId: string, body: TQuoteRequest) {
  return queryOptions({
    queryKey: ['public', 'quote', restaurantId, body],
    queryFn: () => postQuote(restaurantId, body),
    staleTime: 30_000,
    // A 4xx (sold out, not accepting pickup ...) will not change by asking again.
    retry: false,
  });
}

/** While a new quote loads the previous one stays on screen (marked stale), so totals do not flash. */
export function useQuote(restaurantId: string, body: TQuoteRequest | null) {
  return useQuery({
    ...quoteQuery(restaurantId, body ?? ({} as TQuoteRequest)),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
