import { randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a link's or a success page's secret (unguessable, so the URL alone grants access). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}
