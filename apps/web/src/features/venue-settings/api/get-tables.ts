import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTable } from '@menudelite/shared/menu/tables';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/tables: every table, in natural order ("2" before "10"). */
export async function getTables(): Promise<TTable[]> {
  return (await apiRequest<{ items: TTable[] }>('/api/tables')).items;
}

export const tablesQuery = () => queryOptions({ queryKey: settingsKeys.tables(), queryFn: getTables });

export function useTables() {
  return useQuery(tablesQuery());
}
