import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client already retries network errors and 5xx (SPEC section 7), so the query layer
 * does not retry again on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
