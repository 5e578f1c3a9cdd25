import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployee, TEmployeeCreate, TEmployeeUpdate } from '@menudelite/shared/orders/employees';
import { apiRequest } from '../../../lib/http/api-client';
import { employeesKey } from './get-employees';

/** POST /api/employees: a taken displayId answers 409 CONFLICT. */
export function createEmployee(body: TEmployeeCreate): Promise<TEmployee> {
  return apiRequest<TEmployee>('/api/employees', { method: 'POST', json: body, retry: false });
}

/** PATCH /api/employees/:id: a PIN is sent only when it changes. */
export function updateEmployee(id: string, body: TEmployeeUpdate): Promise<TEmployee> {
  return apiRequest<TEmployee>(`/api/employees/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TEmployeeUpdate }) => (id ? updateEmployee(id, body) : createEmployee(body as TEmployeeCreate)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey() }),
  });
}
