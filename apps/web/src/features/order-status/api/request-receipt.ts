import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TReceiptRequestResult } from '@menudelite/shared/receipts/contracts';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/public/orders/:orderId/receipt?token= (no account): e-mails the paid order's receipt to `email`. */
export function requestReceipt(orderId: string, token: string, body: { email: string; language: TLanguage }): Promise<TReceiptRequestResult> {
  return apiRequest<TReceiptRequestResult>(`/api/public/orders/${encodeURIComponent(orderId)}/receipt?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    json: body,
    anonymous: true,
    // Each request mails once: a blind repeat after a lost answer would mail twice.
    retry: false,
  });
}
