import type { QueryClient } from '@tanstack/react-query';
import { currentCustomerQuery } from './current-customer';
import { currentRestaurantQuery } from './current-restaurant';
import { getSession } from './session-store';

/** Fetches the business and the customer of whoever is signed in now (after start-up or sign-in). */
export async function loadSessionRecords(queryClient: QueryClient): Promise<void> {
  const userId = getSession().user?.id ?? null;
  await Promise.all([queryClient.prefetchQuery(currentRestaurantQuery(userId)), queryClient.prefetchQuery(currentCustomerQuery(userId))]);
}
