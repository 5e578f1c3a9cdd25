import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMenuItem, TMenuItemCreate, TMenuItemUpdate } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** POST /api/menu/items: the new item goes last in its section. */
export function postItem(body: TMenuItemCreate): Promise<TMenuItem> {
  return apiRequest<TMenuItem>('/api/menu/items', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/menu/items/:id: any subset; the availability and featured toggles send one field. */
export function patchItem(id: string, body: TMenuItemUpdate): Promise<TMenuItem> {
  return apiRequest<TMenuItem>(`/api/menu/items/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

/** Item writes change item lists, section counts and maybe the featured list: refresh them all. */
export function invalidateItems(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: menuKeys.items() }), queryClient.invalidateQueries({ queryKey: menuKeys.sections() })]);
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TMenuItemUpdate }) => (id ? patchItem(id, body) : postItem(body as TMenuItemCreate)),
    onSuccess: () => invalidateItems(queryClient),
  });
}
