import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomerRewardPage } from '@menudelite/shared/growth/points';
import { apiRequest } from '../../../lib/http/api-client';
import { loggingFetchErrors } from '../../../lib/session/log-fetch-error';

/** GET /api/customer/me/rewards: the customer's membership points at each venue (a customer has few: one page of 100). */
export function getCustomerRewards(): Promise<TCustomerRewardPage> {
  return loggingFetchErrors('rewards', () => apiRequest<TCustomerRewardPage>('/api/customer/me/rewards?limit=100'));
}

export function customerRewardsQuery(userId: string | null) {
  return queryOptions({ queryKey: ['customer', userId, 'rewards'], queryFn: getCustomerRewards, enabled: userId !== null });
}

export function useCustomerRewards(userId: string | null) {
  return useQuery(customerRewardsQuery(userId));
}
