import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModifier, TModifierUpdate } from '@menudelite/shared/menu/modifier-groups';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** PATCH /api/menu/modifiers/:id: one modifier, e.g. its availability toggle. */
export function patchModifier(id: string, body: TModifierUpdate): Promise<TModifier> {
  return apiRequest<TModifier>(`/api/menu/modifiers/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useUpdateModifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TModifierUpdate }) => patchModifier(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.groups() }),
  });
}
