import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModifierGroup, TModifierGroupCreate, TModifierGroupUpdate } from '@menudelite/shared/menu/modifier-groups';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** POST /api/menu/modifier-groups. */
export function postModifierGroup(body: TModifierGroupCreate): Promise<TModifierGroup> {
  return apiRequest<TModifierGroup>('/api/menu/modifier-groups', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/menu/modifier-groups/:id; `modifiers` is the group's whole list (left-out ones are deleted). */
export function patchModifierGroup(id: string, body: TModifierGroupUpdate): Promise<TModifierGroup> {
  return apiRequest<TModifierGroup>(`/api/menu/modifier-groups/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useSaveModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TModifierGroupCreate }) => (id ? patchModifierGroup(id, body) : postModifierGroup(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.groups() }),
  });
}
