import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * UUIDv7 (RFC 9562): time-ordered, so new rows append to indexes instead of scattering. The `uuid`
 * package keeps a counter within a millisecond, so ids minted one after another in this process
 * also sort in that order: rows written in one transaction with one `created_at` (a void's restore
 * and reverse rows) read back in the order they were written.
 */
export function newId(): string {
  return uuidv7();
}

/** A random URL-safe secret, for refresh tokens, reset links and table codes. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
