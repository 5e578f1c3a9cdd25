import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTag, TTagCreate } from '@menudelite/shared/menu/tags';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** POST /api/menu/tags. */
export function postTag(body: TTagCreate): Promise<TTag> {
  return apiRequest<TTag>('/api/menu/tags', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/menu/tags/:id. */
export function patchTag(id: string, body: TTagCreate): Promise<TTag> {
  return apiRequest<TTag>(`/api/menu/tags/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

/** A tag that stops being a menu type leaves the menu selector, so that refreshes too. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TTagCreate }) => (id ? patchTag(id, body) : postTag(body)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: menuKeys.tags() }), queryClient.invalidateQueries({ queryKey: menuKeys.settings() })]),
  });
}
