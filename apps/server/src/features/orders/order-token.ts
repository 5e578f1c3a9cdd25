import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../../config/env.ts';
import { loadSigningSecret } from '../../lib/signing-secret.ts';

/**
 * The diner's order token: HMAC-SHA256 of the order id under a key derived from the server's
 * signing secret. Nothing is stored, so a retried checkout answers the same token, and several
 * processes sharing JWT_SECRET all accept it. Compared in constant time.
 */
export function createOrderTokens(config: Pick<TConfig, 'DATA_DIR' | 'JWT_SECRET'>) {
  const secret = loadSigningSecret(config.DATA_DIR, config.JWT_SECRET);
  // A KeyObject made once: handing createHmac raw bytes builds a new key object on every call.
  const key = createSecretKey(createHmac('sha256', secret).update('menudelite:order-token:v1').digest());
  const issue = (orderId: string): string => createHmac('sha256', key).update(orderId).digest('base64url');
  return {
    issue,
    verify(orderId: string, token: string): boolean {
      const expected = Buffer.from(issue(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type TOrderTokens = ReturnType<typeof createOrderTokens>;
