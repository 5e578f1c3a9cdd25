import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTable, TTableCreate, TTableUpdate } from '@menudelite/shared/menu/tables';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** POST /api/tables: a taken tableDisplayId answers 409 CONFLICT. */
export function postTable(body: TTableCreate): Promise<TTable> {
  return apiRequest<TTable>('/api/tables', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/tables/:id (the active toggle sends one field). */
export function patchTable(id: string, body: TTableUpdate): Promise<TTable> {
  return apiRequest<TTable>(`/api/tables/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useSaveTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TTableUpdate }) => (id ? patchTable(id, body) : postTable(body as TTableCreate)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tables() }),
  });
}
