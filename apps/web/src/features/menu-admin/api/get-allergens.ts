import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** GET /api/menu/allergens: the built-in allergens and descriptors, then the venue's own. */
export async function getAllergens(): Promise<TAllergen[]> {
  return (await apiRequest<{ items: TAllergen[] }>('/api/menu/allergens')).items;
}

export const allergensQuery = () => queryOptions({ queryKey: menuKeys.allergens(), queryFn: getAllergens, staleTime: 5 * 60_000 });

export function useAllergens() {
  return useQuery(allergensQuery());
}
