import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import { apiRequest } from '../../../lib/http/api-client';
import { applyOrderSnapshot } from '../lib/order-cache';

/** POST /api/orders/:id/ready-sms: texts the diner "your order is ready" and sets smsSent; 409 without a phone or when sent. */
export function sendReadySms(id: string): Promise<TOrder> {
  return apiRequest<TOrder>(`/api/orders/${encodeURIComponent(id)}/ready-sms`, { method: 'POST', retry: false });
}

export function useSendReadySms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReadySms, onSuccess: (order) => applyOrderSnapshot(queryClient, order) });
}
