import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomerOfferView } from '@menudelite/shared/growth/offers';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';
import { loggingFetchErrors } from '../../../lib/session/log-fetch-error';

/** GET /api/customer/me/offers: offers the customer can use at the venues they know (first page of 50). */
export function getCustomerOffers(): Promise<TPage<TCustomerOfferView>> {
  return loggingFetchErrors('offers', () => apiRequest<TPage<TCustomerOfferView>>('/api/customer/me/offers?limit=50'));
}

export function customerOffersQuery(userId: string | null) {
  return queryOptions({ queryKey: ['customer', userId, 'offers'], queryFn: getCustomerOffers, enabled: userId !== null });
}

export function useCustomerOffers(userId: string | null) {
  return useQuery(customerOffersQuery(userId));
}
