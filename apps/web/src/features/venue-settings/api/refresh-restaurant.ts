import type { QueryClient } from '@tanstack/react-query';

/**
 * The venue record (GET /api/restaurant/me) carries colours, logo and hours too, and drives the
 * theme and the dashboard header: settings writes refresh it.
 */
export function refreshCurrentRestaurant(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['session', 'restaurant'] });
}
