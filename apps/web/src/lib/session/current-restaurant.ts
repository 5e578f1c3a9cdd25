import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { apiRequest } from '../http/api-client';
import { loggingFetchErrors } from './log-fetch-error';
import { getSession, useSession } from './session-store';

/** null means "no business": nobody is signed in, or the user is a customer. */
export function getCurrentRestaurant(): Promise<TRestaurant | null> {
  const user = getSession().user;
  if (!user || user.kind !== 'venue') return Promise.resolve(null);
  return loggingFetchErrors('restaurant', () => apiRequest<TRestaurant>('/api/restaurant/me'));
}

/** Keyed by user so signing in as someone else never shows the previous venue. */
export function currentRestaurantQuery(userId: string | null) {
  return queryOptions({
    queryKey: ['session', 'restaurant', userId] as const,
    queryFn: getCurrentRestaurant,
    staleTime: 5 * 60_000,
  });
}

export function useCurrentRestaurantQuery() {
  const { user } = useSession();
  return useQuery(currentRestaurantQuery(user?.id ?? null));
}
