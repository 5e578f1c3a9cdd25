/** 8..128 printable ASCII: a UUID (crypto.randomUUID needs a secure context, which a venue's plain-http network may not be). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
