import type { TDelitePayRequest, TDelitePayResponse } from '@menudelite/shared/delitepay/contracts';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/public/payment-page/:restaurantSlug/payments with its Idempotency-Key. The HTTP layer
 * retries network errors and 5xx with the same key, which is safe: the server answers the payment
 * it already took instead of charging again.
 */
export function postPayment(slug: string, body: TDelitePayRequest, idempotencyKey: string): Promise<TDelitePayResponse> {
  return apiRequest<TDelitePayResponse>(`/api/public/payment-page/${encodeURIComponent(slug)}/payments`, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': idempotencyKey },
    anonymous: true,
  });
}
