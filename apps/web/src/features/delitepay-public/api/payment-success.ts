import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentSuccess } from '@menudelite/shared/delitepay/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { isHttpError } from '../../../lib/http/http-error';

/** While the bank still has to answer (a Stripe payment the webhook settles), the page asks again this often. */
const PENDING_POLL_MS = 3000;

/** GET /api/public/payment-success/:token: what was paid (the token is the secret; a wrong one is a 404). */
export function getPaymentSuccess(token: string): Promise<TPaymentSuccess> {
  return apiRequest<TPaymentSuccess>(`/api/public/payment-success/${encodeURIComponent(token)}`, { anonymous: true });
}

export function paymentSuccessQuery(token: string) {
  return queryOptions({
    queryKey: ['public', 'delitepay-success', token],
    queryFn: () => getPaymentSuccess(token),
    retry: (count, error) => count < 2 && !(isHttpError(error) && error.status < 500),
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function usePaymentSuccess(token: string) {
  return useQuery(paymentSuccessQuery(token));
}
