import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTag } from '@menudelite/shared/menu/tags';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** GET /api/menu/tags: every tag in order. */
export async function getTags(): Promise<TTag[]> {
  return (await apiRequest<{ items: TTag[] }>('/api/menu/tags')).items;
}

export const tagsQuery = () => queryOptions({ queryKey: menuKeys.tags(), queryFn: getTags });

export function useTags() {
  return useQuery(tagsQuery());
}
