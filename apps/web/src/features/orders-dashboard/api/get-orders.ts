import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZOrderPageSchema } from '@menudelite/shared/orders/staff-orders';
import { apiRequest } from '../../../lib/http/api-client';
import { rememberOrders } from '../lib/order-ledger';
import { PAGE_SIZE } from '../lib/order-list';
import { listQueryString, type TOrderFilters } from '../lib/order-filters';
import { ordersKeys } from './orders-keys';

export type TOrderPage = z.infer<typeof ZOrderPageSchema>;

/** GET /api/orders: one page of the filtered list, newest first; `cursor` continues after the last one. */
export function getOrders(filters: TOrderFilters, cursor: string | null): Promise<TOrderPage> {
  return apiRequest<TOrderPage>(`/api/orders?${listQueryString(filters, cursor, PAGE_SIZE)}`);
}

export const ordersQuery = (filters: TOrderFilters) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(filters),
    queryFn: async ({ pageParam, client }) => {
      const page = await getOrders(filters, pageParam);
      rememberOrders(client, page.items);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOrders(filters: TOrderFilters) {
  return useInfiniteQuery(ordersQuery(filters));
}
