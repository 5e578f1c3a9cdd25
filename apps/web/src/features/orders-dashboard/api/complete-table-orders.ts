import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import { apiRequest } from '../../../lib/http/api-client';
import { applyOrderSnapshot } from '../lib/order-cache';

/** POST /api/tables/:tableId/complete-orders: completes every open order of the table; answers the ones it completed. */
export async function completeTableOrders(tableId: string): Promise<TOrder[]> {
  return (await apiRequest<{ completed: TOrder[] }>(`/api/tables/${encodeURIComponent(tableId)}/complete-orders`, { method: 'POST', retry: false })).completed;
}

/** `shown` holds each open order's status as the table card showed it, for the counts. */
export function useCompleteTableOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId }: { tableId: string; shown: Pick<TOrder, 'id' | 'status'>[] }) => completeTableOrders(tableId),
    onSuccess: (completed, { shown }) => {
      for (const order of completed) applyOrderSnapshot(queryClient, order, { shownStatus: shown.find((s) => s.id === order.id)?.status ?? 'new' });
    },
  });
}
