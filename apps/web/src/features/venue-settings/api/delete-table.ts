import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** DELETE /api/tables/:id: its QR code stops working. */
export function deleteTable(id: string): Promise<void> {
  return apiRequest<void>(`/api/tables/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTable, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tables() }) });
}
