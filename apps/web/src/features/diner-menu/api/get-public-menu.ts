import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { apiRequest } from '../../../lib/http/api-client';

/** Sold-out items and opening hours change during a meal; a refetch is a 304 while nothing changed (ETag). */
const REFRESH_MS = 60_000;

/**
 * GET /api/public/restaurants/:restaurantId/menu (no auth): sections, items, modifiers,
 * allergens, tags, menu types, opening hours and availability. Preloaded with the page by the
 * server's web-app plugin for /eat/... and /restaurants|hotels/:id/menu.
 */
export function getPublicMenu(restaurantId: string): Promise<TPublicMenu> {
  return apiRequest<TPublicMenu>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/menu`, { anonymous: true });
}

export function publicMenuQuery(restaurantId: string) {
  return queryOptions({
    queryKey: ['public', 'menu', restaurantId],
    queryFn: () => getPublicMenu(restaurantId),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}

/** An empty id (a page still waiting for its table) fetches nothing. */
export function usePublicMenu(restaurantId: string) {
  return useQuery({ ...publicMenuQuery(restaurantId), enabled: restaurantId !== '' });
}
