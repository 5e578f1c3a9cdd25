import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferEvaluation } from '@menudelite/shared/growth/offers';
import type { TQuoteRequest } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/public/restaurants/:restaurantId/offers/evaluate: every offer the diner can see, measured
 * against this cart (the offers dialog's two lists). A signed-in customer's token goes along, so
 * members-only offers count as theirs.
 */
export function postEvaluateOffers(restaurantId: string, body: TQuoteRequest, asCustomer: boolean): Promise<TOfferEvaluation> {
  return apiRequest<TOfferEvaluation>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/offers/evaluate`, {
    method: 'POST',
    json: body,
    anonymous: !asCustomer,
  });
}

export function offersEvaluationQuery(restaurantId: string, body: TQuoteRequest, asCustomer: boolean) {
  return queryOptions({
    queryKey: ['public', 'offers-evaluation', restaurantId, asCustomer, body],
    queryFn: () => postEvaluateOffers(restaurantId, body, asCustomer),
    staleTime: 15_000,
    retry: false,
  });
}

export function useOffersEvaluation(restaurantId: string, body: TQuoteRequest, asCustomer: boolean) {
  return useQuery(offersEvaluationQuery(restaurantId, body, asCustomer));
}
