import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { apiRequest } from '../../../lib/http/api-client';

/** Availability changes during service (the venue goes offline, closes); the screen follows it. */
const REFRESH_MS = 60_000;

/**
 * GET /api/public/restaurants/:restaurantId/checkout-options (no auth): fees, tip presets, the
 * payment methods offered, the name/phone demands, delivery settings and locations, availability.
 */
export function getCheckoutOptions(restaurantId: string): Promise<TCheckoutOptions> {
  return apiRequest<TCheckoutOptions>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/checkout-options`, { anonymous: true });
}

export function checkoutOptionsQuery(restaurantId: string) {
  return queryOptions({
    queryKey: ['public', 'checkout-options', restaurantId],
    queryFn: () => getCheckoutOptions(restaurantId),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}

export function useCheckoutOptions(restaurantId: string) {
  return useQuery({ ...checkoutOptionsQuery(restaurantId), enabled: restaurantId !== '' });
}
