import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';
import { loggingFetchErrors } from '../../../lib/session/log-fetch-error';

/** Fields arrive with the loyalty issue; until then the list is empty. */
export type TCustomerReward = { id: string; restaurantId: string; points: number };

export function getCustomerRewards(): Promise<TPage<TCustomerReward>> {
  return loggingFetchErrors('rewards', () => apiRequest<TPage<TCustomerReward>>('/api/customer/me/rewards'));
}

export function customerRewardsQuery(userId: string | null) {
  return queryOptions({ queryKey: ['customer', userId, 'rewards'], queryFn: getCustomerRewards, enabled: userId !== null });
}

export function useCustomerRewards(userId: string | null) {
  return useQuery(customerRewardsQuery(userId));
}
