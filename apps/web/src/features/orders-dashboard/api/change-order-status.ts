import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatus } from '@menudelite/shared/orders/status';
import { apiRequest } from '../../../lib/http/api-client';
import { applyOrderSnapshot } from '../lib/order-cache';

const orderPath = (id: string, action: string) => `/api/orders/${encodeURIComponent(id)}/${action}`;

/** POST /api/orders/:id/transition { to, from }: a kitchen step; a stale `from` answers 409 CONFLICT. */
export function transitionOrder(id: string, from: TOrderStatus, to: TOrderStatus): Promise<TOrder> {
  return apiRequest<TOrder>(orderPath(id, 'transition'), { method: 'POST', json: { from, to }, retry: false });
}

/** POST /api/orders/:id/complete (sets completedTime) or /cancel: from any open status. */
export function finishOrder(id: string, action: 'complete' | 'cancel'): Promise<TOrder> {
  return apiRequest<TOrder>(orderPath(id, action), { method: 'POST', retry: false });
}

export type TStatusChange = { order: Pick<TOrder, 'id' | 'status'>; to: TOrderStatus };

/**
 * Every status button of an order card. Completing and cancelling use their own endpoints (SPEC
 * section 4); the kitchen steps use transition with the status the card showed.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, to }: TStatusChange) =>
      to === 'completed'
        ? finishOrder(order.id, 'complete')
        : to === 'cancelled'
          ? finishOrder(order.id, 'cancel')
          : transitionOrder(order.id, order.status, to),
    onSuccess: (order, { order: shown }) => applyOrderSnapshot(queryClient, order, { shownStatus: shown.status }),
  });
}
