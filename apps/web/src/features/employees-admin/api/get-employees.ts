import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployee } from '@menudelite/shared/orders/employees';
import { apiRequest } from '../../../lib/http/api-client';

export const employeesKey = () => ['employees-admin', 'employees'] as const;

/** GET /api/employees: the venue's staff (name, displayId, whether a PIN is set; never the PIN). */
export async function getEmployees(): Promise<TEmployee[]> {
  return (await apiRequest<{ items: TEmployee[] }>('/api/employees')).items;
}

export const employeesQuery = () => queryOptions({ queryKey: employeesKey(), queryFn: getEmployees });

export function useEmployees() {
  return useQuery(employeesQuery());
}
