import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';
import { loggingFetchErrors } from '../../../lib/session/log-fetch-error';

/** Fields arrive with the loyalty issue; until then the list is empty. */
export type TCustomerOffer = { id: string; restaurantId: string; title: string };

export function getCustomerOffers(): Promise<TPage<TCustomerOffer>> {
  return loggingFetchErrors('offers', () => apiRequest<TPage<TCustomerOffer>>('/api/customer/me/offers'));
}

export function customerOffersQuery(userId: string | null) {
  return queryOptions({ queryKey: ['customer', userId, 'offers'], queryFn: getCustomerOffers, enabled: userId !== null });
}

export function useCustomerOffers(userId: string | null) {
  return useQuery(customerOffersQuery(userId));
}
