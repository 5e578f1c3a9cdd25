import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomerPoints } from '@menudelite/shared/growth/points';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/customer/me/points?restaurantId=: the signed-in customer's balance at this venue and its rules. */
export function getCustomerPoints(restaurantId: string): Promise<TCustomerPoints> {
  return apiRequest<TCustomerPoints>(`/api/customer/me/points?restaurantId=${encodeURIComponent(restaurantId)}`);
}

export function customerPointsQuery(restaurantId: string, userId: string) {
  return queryOptions({
    queryKey: ['customer', userId, 'points', restaurantId],
    queryFn: () => getCustomerPoints(restaurantId),
    staleTime: 30_000,
    retry: false,
  });
}

/** Only for a signed-in customer: nobody else has points. */
export function useCustomerPoints(restaurantId: string, userId: string | null) {
  return useQuery({ ...customerPointsQuery(restaurantId, userId ?? ''), enabled: userId !== null });
}
