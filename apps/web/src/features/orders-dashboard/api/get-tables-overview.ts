import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZTableOverviewSchema } from '@menudelite/shared/orders/staff-orders';
import { apiRequest } from '../../../lib/http/api-client';
import { ordersKeys } from './orders-keys';

export type TTableOverview = z.infer<typeof ZTableOverviewSchema>['items'][number];

/** GET /api/tables/overview: every active table with its open orders and running totals. */
export async function getTablesOverview(): Promise<TTableOverview[]> {
  return (await apiRequest<{ items: TTableOverview[] }>('/api/tables/overview')).items;
}

export const tablesOverviewQuery = () => queryOptions({ queryKey: ordersKeys.tablesOverview(), queryFn: getTablesOverview });

export function useTablesOverview() {
  return useQuery(tablesOverviewQuery());
}
