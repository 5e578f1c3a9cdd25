import type { IDEMPOTENCY_KEY_HEADER, TCheckoutRequest, TCheckoutResponse } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';

/** The contract's header name; importing only its type keeps the contract's zod schemas out of this chunk. */
const IDEMPOTENCY_KEY: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /api/public/restaurants/:restaurantId/orders with its Idempotency-Key. Network errors and
 * 5xx are retried by the HTTP layer with the same key, which is safe: a retry answers the same
 * order. A signed-in customer's token goes along (a venue without guest checkout requires it).
 */
export function postOrder(restaurantId: string, body: TCheckoutRequest, idempotencyKey: string, options: { asCustomer: boolean }): Promise<TCheckoutResponse> {
  return apiRequest<TCheckoutResponse>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/orders`, {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
    anonymous: !options.asCustomer,
  });
}
