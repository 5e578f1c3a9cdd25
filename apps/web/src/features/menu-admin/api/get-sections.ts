import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuSection, TMenuSectionList } from '@menudelite/shared/menu/sections';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** GET /api/menu/sections: every section in order, each with its itemCount. */
export async function getSections(): Promise<TMenuSection[]> {
  return (await apiRequest<TMenuSectionList>('/api/menu/sections')).items;
}

export const sectionsQuery = () => queryOptions({ queryKey: menuKeys.sections(), queryFn: getSections });

export function useSections() {
  return useQuery(sectionsQuery());
}
