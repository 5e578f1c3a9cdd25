import { createHash } from 'node:crypto';
import type { TCheckoutRequest } from '@menudelite/shared/orders/checkout';

/**
 * What a retry must repeat exactly to get the same order back: the parsed body. Zod builds its
 * output in the schema's key order and drops unknown keys, so equal submissions serialise equally
 * whatever order the client wrote their keys in. Card details are left out: they must never be
 * stored in any form, and a declined card retried with another one is the same order.
 */
export function checkoutRequestHash(body: TCheckoutRequest): string {
  const { card: _card, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}
