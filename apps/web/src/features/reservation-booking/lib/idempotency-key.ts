/** 8..128 printable ASCII: a UUID (crypto.randomUUID needs a secure context, which a venue's plain-http network may not be). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per booking attempt of one hold: pressing "Book" again after a network failure sends the
 * same key (the server answers the booking it already made instead of a second one); a new hold
 * is a new booking and gets a new key.
 */
export function keyForHold(held: { holdId: string; key: string } | null, holdId: string, newKey: () => string = newIdempotencyKey) {
  return held?.holdId === holdId ? held : { holdId, key: newKey() };
}
