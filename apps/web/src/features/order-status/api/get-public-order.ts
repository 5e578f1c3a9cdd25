import { queryOptions } from '@tanstack/react-query';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/public/orders/:orderId?token= (no account): the diner's order; a wrong token is a 404 like a missing order. */
export function getPublicOrder(orderId: string, token: string): Promise<TPublicOrder> {
  return apiRequest<TPublicOrder>(`/api/public/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`, { anonymous: true });
}

/** The socket keeps it current; a slow poll covers the time the socket is down (see use-live-order.ts). */
export function publicOrderQuery(orderId: string, token: string) {
  return queryOptions({ queryKey: ['public', 'order', orderId], queryFn: () => getPublicOrder(orderId, token), staleTime: 30_000 });
}
