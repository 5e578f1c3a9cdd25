import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuote, TQuoteRequest } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/public/restaurants/:restaurantId/orders/quote: the server's bill for the cart (it
 * writes nothing). The screen shows these totals, never its own, and sends the total back as
 * the order's expectedTotal.
 */
export function postQuote(restaurantId: string, body: TQuoteRequest, customerId: string | null = null): Promise<TQuote> {
  return apiRequest<TQuote>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/orders/quote`, {
    method: 'POST',
    json: body,
    anonymous: customerId === null,
  });
}

/**
 * `customerId`: the signed-in customer, whose token goes along (members-only offers, their points);
 * null for a visitor. It is part of the key: the same cart is a different bill for someone else.
 */
export function quoteQuery(restaurantId: string, body: TQuoteRequest, customerId: string | null = null) {
  return queryOptions({
    queryKey: ['public', 'quote', restaurantId, customerId, body],
    queryFn: () => postQuote(restaurantId, body, customerId),
    staleTime: 30_000,
    // A 4xx (sold out, not accepting pickup ...) will not change by asking again.
    retry: false,
  });
}

/** While a new quote loads the previous one stays on screen (marked stale), so totals do not flash. */
export function useQuote(restaurantId: string, body: TQuoteRequest | null, customerId: string | null = null) {
  return useQuery({
    ...quoteQuery(restaurantId, body ?? ({} as TQuoteRequest), customerId),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
