import { createHash } from 'node:crypto';

/**
 * Refresh tokens and reset links are stored only as SHA-256 hashes: a leaked table cannot be
 * replayed. The secrets are 256-bit random, so an unsalted fast hash is enough (no guessing).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
