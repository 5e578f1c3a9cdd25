import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomer } from '@menudelite/shared/customer/contracts';
import { apiRequest } from '../http/api-client';
import { loggingFetchErrors } from './log-fetch-error';
import { getSession, useSession } from './session-store';

/** null means "no customer": nobody is signed in, or the user is venue staff. */
export function getCurrentCustomer(): Promise<TCustomer | null> {
  const user = getSession().user;
  if (!user || user.kind !== 'customer') return Promise.resolve(null);
  return loggingFetchErrors('customer', () => apiRequest<TCustomer>('/api/customer/me'));
}

export function currentCustomerQuery(userId: string | null) {
  return queryOptions({
    queryKey: ['session', 'customer', userId] as const,
    queryFn: getCurrentCustomer,
    staleTime: 5 * 60_000,
  });
}

export function useCurrentCustomerQuery() {
  const { user } = useSession();
  return useQuery(currentCustomerQuery(user?.id ?? null));
}
