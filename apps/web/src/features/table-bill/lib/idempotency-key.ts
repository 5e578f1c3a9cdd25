/** 8..128 printable ASCII: a UUID (crypto.randomUUID needs a secure context, which a venue's plain-http network may not be). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per payment the diner means: the same choice sent again (a lost answer, a card declined
 * by Stripe and retried) reuses it, so the server answers the same payment instead of charging
 * twice; any other choice gets a new one.
 */
export function keyKeeper() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** The payment went through, or the server refused it for good: the next one is a new payment. */
    forget(): void {
      current = null;
    },
  };
}
