import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuSection, TMenuSectionCreate, TMenuSectionUpdate } from '@menudelite/shared/menu/sections';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** POST /api/menu/sections: the new section goes last. */
export function postSection(body: TMenuSectionCreate): Promise<TMenuSection> {
  return apiRequest<TMenuSection>('/api/menu/sections', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/menu/sections/:id with any subset of the fields (the availability toggle sends one). */
export function patchSection(id: string, body: TMenuSectionUpdate): Promise<TMenuSection> {
  return apiRequest<TMenuSection>(`/api/menu/sections/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TMenuSectionUpdate }) => (id ? patchSection(id, body) : postSection(body as TMenuSectionCreate)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.sections() }),
  });
}
