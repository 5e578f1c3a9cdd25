import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../../config/env.ts';
import { loadSigningSecret } from '../../lib/signing-secret.ts';
import { newSecret } from '../../lib/ids.ts';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Compares a given token with a stored sha256 in constant time. */
export function matchesHash(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const given = Buffer.from(sha256(token));
  const stored = Buffer.from(hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The guest's manage token: HMAC-SHA256 of the reservation id under a key derived from the server's
 * signing secret, so the confirmation e-mail, each reminder and an idempotent replay of the booking
 * all give the same link without the token being stored; the row keeps its sha256 only, and the
 * check compares with that hash (so a token no longer matches once the hash is cleared).
 */
export function createReservationTokens(config: Pick<TConfig, 'DATA_DIR' | 'JWT_SECRET'>) {
  const secret = loadSigningSecret(config.DATA_DIR, config.JWT_SECRET);
  const key = createSecretKey(createHmac('sha256', secret).update('menudelite:reservation-token:v1').digest());
  const issue = (reservationId: string): string => createHmac('sha256', key).update(reservationId).digest('base64url');
  return {
    issue,
    verify(reservationId: string, token: string): boolean {
      const expected = Buffer.from(issue(reservationId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type TReservationTokens = ReturnType<typeof createReservationTokens>;

/** A hold's token: random, returned once, stored hashed. */
export const newHoldToken = (): string => newSecret(24);
