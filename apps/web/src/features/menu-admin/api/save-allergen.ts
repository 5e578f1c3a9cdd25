import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAllergen, TAllergenCreate } from '@menudelite/shared/menu/allergens';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** POST /api/menu/allergens: one of the venue's own allergens or descriptors. */
export function postAllergen(body: TAllergenCreate): Promise<TAllergen> {
  return apiRequest<TAllergen>('/api/menu/allergens', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/menu/allergens/:id (the venue's own rows only; built-in rows answer 403). */
export function patchAllergen(id: string, body: TAllergenCreate): Promise<TAllergen> {
  return apiRequest<TAllergen>(`/api/menu/allergens/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useSaveAllergen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAllergenCreate }) => (id ? patchAllergen(id, body) : postAllergen(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.allergens() }),
  });
}
