import type { QueryClient } from '@tanstack/react-query';
import { currentCustomerQuery } from './current-customer';
import { currentRestaurantQuery } from './current-restaurant';
import { getSession } from './session-store';
import { teamMeQuery } from './team-me';

/** Fetches the business and the customer of whoever is signed in now (after start-up or sign-in). */
export async function loadSessionRecords(queryClient: QueryClient): Promise<void> {
  const user = getSession().user;
  const userId = user?.id ?? null;
  await Promise.all([
    queryClient.prefetchQuery(currentRestaurantQuery(userId)),
    queryClient.prefetchQuery(currentCustomerQuery(userId)),
    // The member's role at the venue (issue 8): the navigation shows only what it allows.
    queryClient.prefetchQuery(teamMeQuery(userId, user?.restaurantId ?? null)),
  ]);
}
