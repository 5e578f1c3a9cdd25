import { createHash } from 'node:crypto';
import type { TDelitePayRequest } from '@menudelite/shared/delitepay/contracts';

/**
 * What a retry must repeat exactly to get the same payment back: the parsed body (zod writes keys
 * in schema order and drops unknown ones). The card is left out: it is never stored in any form,
 * and a declined card retried with another one is the same payment (as the checkout's request-hash.ts).
 */
export function payRequestHash(body: TDelitePayRequest): string {
  const { card: _card, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}
