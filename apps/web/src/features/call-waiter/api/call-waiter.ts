import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCallWaiterResponseSchema } from '@menudelite/shared/orders/checkout-options';
import { apiRequest } from '../../../lib/http/api-client';

export type TCallWaiterResponse = z.infer<typeof ZCallWaiterResponseSchema>;

/**
 * POST /api/public/tables/:code/call-waiter (no account): the venue's dashboards hear it at once.
 * 404 for a table no longer in use, 429 after two calls a minute. Not retried blindly: a retry
 * after a lost answer would call the waiter twice.
 */
export function postCallWaiter(tableCode: string): Promise<TCallWaiterResponse> {
  return apiRequest<TCallWaiterResponse>(`/api/public/tables/${encodeURIComponent(tableCode)}/call-waiter`, { method: 'POST', anonymous: true, retry: false });
}

export function useCallWaiter(tableCode: string) {
  return useMutation({ mutationFn: () => postCallWaiter(tableCode) });
}
