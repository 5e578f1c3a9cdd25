import { isHttpError } from '../../../lib/http/http-error';

/**
 * The Idempotency-Key of a payment the payer has sent but whose answer has not settled it. It is
 * kept (in sessionStorage, so a reload mid-payment keeps it) with what was sent, without the card:
 * pressing "Pay" again for the same payment reuses the key and the server answers the payment it
 * already took rather than charging twice. A refusal (4xx) settles it: nothing was charged, and the
 * next press is a new payment with a new key.
 */
export type THeldKey = { key: string; fingerprint: string };
export type TKeyStore = { read: (scope: string) => THeldKey | null; write: (scope: string, held: THeldKey) => void; clear: (scope: string) => void };

const storageKey = (scope: string) => `md.delitepay.pending.${scope}`;

export const sessionKeyStore: TKeyStore = {
  read(scope) {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(scope)) ?? 'null');
      const held = value as Partial<THeldKey> | null;
      return held && typeof held.key === 'string' && typeof held.fingerprint === 'string' ? { key: held.key, fingerprint: held.fingerprint } : null;
    } catch {
      return null;
    }
  },
  write(scope, held) {
    try {
      sessionStorage.setItem(storageKey(scope), JSON.stringify(held));
    } catch {
      // Blocked storage: the request in flight still completes; only a reload loses the key.
    }
  },
  clear(scope) {
    try {
      sessionStorage.removeItem(storageKey(scope));
    } catch {
      // nothing stored
    }
  },
};

/** 8..128 printable ASCII: a UUID (crypto.randomUUID needs a secure context, which a venue's plain-http network may not be). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key for sending this body: the held one when it is the same payment again, else a new one, held before the request leaves. */
export function keyForPayment(store: TKeyStore, scope: string, body: unknown, newKey: () => string = newIdempotencyKey): string {
  const fingerprint = JSON.stringify(body);
  const held = store.read(scope);
  if (held?.fingerprint === fingerprint) return held.key;
  const key = newKey();
  store.write(scope, { key, fingerprint });
  return key;
}

/** After the answer: a payment or a refusal settles the key; no answer (network, 5xx) keeps it for the retry. */
export function settleKey(store: TKeyStore, scope: string, error: unknown | null): void {
  if (error === null || (isHttpError(error) && error.status < 500)) store.clear(scope);
}
