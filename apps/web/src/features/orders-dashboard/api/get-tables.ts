import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTable } from '@menudelite/shared/menu/tables';
import { apiRequest } from '../../../lib/http/api-client';
import { ordersKeys } from './orders-keys';

/** GET /api/tables: every table (also inactive ones, which still have past orders), for the table filter. */
export async function getTables(): Promise<TTable[]> {
  return (await apiRequest<{ items: TTable[] }>('/api/tables')).items;
}

export const tablesQuery = () => queryOptions({ queryKey: ordersKeys.tables(), queryFn: getTables, staleTime: 5 * 60_000 });

export function useTables() {
  return useQuery(tablesQuery());
}
