import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTable } from '@menudelite/shared/menu/tables';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** POST /api/tables/:id/code: a new unguessable code; the printed QR code of the old one stops working. */
export function postTableCode(id: string): Promise<TTable> {
  return apiRequest<TTable>(`/api/tables/${encodeURIComponent(id)}/code`, { method: 'POST', retry: false });
}

export function useRegenerateTableCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTableCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tables() }) });
}
