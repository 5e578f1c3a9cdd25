import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/orders/:id: the whole order (another venue's id answers 404). */
export function getOrder(id: string): Promise<TOrder> {
  return apiRequest<TOrder>(`/api/orders/${encodeURIComponent(id)}`);
}

export const orderQuery = (id: string) => queryOptions({ queryKey: ['kitchen-ticket', 'order', id] as const, queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
