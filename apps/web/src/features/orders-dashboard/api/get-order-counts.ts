import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderCounts } from '@menudelite/shared/orders/status';
import { apiRequest } from '../../../lib/http/api-client';
import type { TDateRange } from '../lib/order-filters';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/counts: orders per status, counted by the server (optionally within a day). */
export function getOrderCounts(range: TDateRange | null): Promise<TOrderCounts> {
  const query = range ? `?${new URLSearchParams(range).toString()}` : '';
  return apiRequest<TOrderCounts>(`/api/orders/counts${query}`);
}

export const orderCountsQuery = (range: TDateRange | null) => queryOptions({ queryKey: ordersKeys.countsIn(range), queryFn: () => getOrderCounts(range) });

export function useOrderCounts(range: TDateRange | null) {
  return useQuery(orderCountsQuery(range));
}
