import type { TBillPayRequest, TBillPayResponse } from '@menudelite/shared/bills/contracts';
import type { IDEMPOTENCY_KEY_HEADER } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';
import { byToken } from './get-bill';

/** The contract's header name; importing only its type keeps the checkout contract out of this chunk. */
const IDEMPOTENCY_KEY: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /api/public/bills/:token/payments. The HTTP layer retries network errors and 5xx with the
 * same key, which is safe: a retry answers the same payment, never a second charge.
 */
export function postBillPayment(token: string, tableCode: string, body: TBillPayRequest, idempotencyKey: string): Promise<TBillPayResponse> {
  return apiRequest<TBillPayResponse>(byToken(token, tableCode, '/payments'), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
    anonymous: true,
  });
}
