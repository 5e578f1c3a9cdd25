import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** GET /api/menu/modifier-groups: every group in order, each with its modifiers in order. */
export async function getModifierGroups(): Promise<TModifierGroup[]> {
  return (await apiRequest<{ items: TModifierGroup[] }>('/api/menu/modifier-groups')).items;
}

export const modifierGroupsQuery = () => queryOptions({ queryKey: menuKeys.groups(), queryFn: getModifierGroups });

export function useModifierGroups() {
  return useQuery(modifierGroupsQuery());
}
