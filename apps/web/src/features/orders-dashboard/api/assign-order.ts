import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import { apiRequest } from '../../../lib/http/api-client';
import { applyOrderSnapshot } from '../lib/order-cache';

/** POST /api/orders/:id/assign { employeeId }: null takes the order off whoever had it. */
export function assignOrder(id: string, employeeId: string | null): Promise<TOrder> {
  return apiRequest<TOrder>(`/api/orders/${encodeURIComponent(id)}/assign`, { method: 'POST', json: { employeeId } });
}

export function useAssignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, employeeId }: { id: string; employeeId: string | null }) => assignOrder(id, employeeId),
    onSuccess: (order) => applyOrderSnapshot(queryClient, order),
  });
}
