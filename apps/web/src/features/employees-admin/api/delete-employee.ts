import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { employeesKey } from './get-employees';

/** DELETE /api/employees/:id: the orders assigned to them become unassigned. */
export function deleteEmployee(id: string): Promise<void> {
  return apiRequest<void>(`/api/employees/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEmployee, onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey() }) });
}
