import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { apiRequest } from '../../../lib/http/api-client';

/** The gateway changes only when the platform or the venue's Connect account is reconfigured. */
const STALE_MS = 5 * 60_000;

/**
 * The venue's card gateway, from its public checkout options (the one public answer that carries
 * it): GET /api/public/restaurants/:restaurantId/checkout-options → `cardGateway`.
 */
export function cardGatewayQuery(restaurantId: string) {
  return queryOptions({
    queryKey: ['public', 'card-gateway', restaurantId],
    queryFn: async (): Promise<TCardGateway> => {
      const options = await apiRequest<TCheckoutOptions>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/checkout-options`, { anonymous: true });
      return options.cardGateway;
    },
    staleTime: STALE_MS,
  });
}

/** For screens that pay without the checkout's options at hand (the table bill, the payment page). */
export function useCardGateway(restaurantId: string | null | undefined) {
  return useQuery({ ...cardGatewayQuery(restaurantId ?? ''), enabled: Boolean(restaurantId) });
}
