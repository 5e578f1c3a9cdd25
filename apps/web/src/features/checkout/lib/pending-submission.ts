import type { TOrderBody } from './build-request';

/**
 * An order submission whose answer has not arrived yet. It is written before the request leaves,
 * so a reload (or a lost answer) mid-submit finds it and sends again with the same
 * Idempotency-Key: the server then answers the order it already placed instead of placing a
 * second one. The body is the one first sent with that key (a retry must match it); card
 * details are never stored.
 */
export type TPendingSubmission = { key: string; body: TOrderBody; expectedTotal: number; savedAt: string };

export type TPendingStore = {
  read: (restaurantId: string) => TPendingSubmission | null;
  write: (restaurantId: string, pending: TPendingSubmission) => void;
  clear: (restaurantId: string) => void;
};

export const pendingStorageKey = (restaurantId: string) => `md.checkout.pending.${restaurantId}`;

function isPending(value: unknown): value is TPendingSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const pending = value as Record<string, unknown>;
  return (
    typeof pending.key === 'string' &&
    pending.key.length >= 8 &&
    typeof pending.expectedTotal === 'number' &&
    typeof pending.savedAt === 'string' &&
    typeof pending.body === 'object' &&
    pending.body !== null &&
    Array.isArray((pending.body as { lines?: unknown }).lines)
  );
}

export function parsePending(raw: string | null): TPendingSubmission | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's localStorage; blocked storage degrades to "no pending submission". */
export const localPendingStore: TPendingStore = {
  read(restaurantId) {
    try {
      return parsePending(localStorage.getItem(pendingStorageKey(restaurantId)));
    } catch {
      return null;
    }
  },
  write(restaurantId, pending) {
    try {
      localStorage.setItem(pendingStorageKey(restaurantId), JSON.stringify(pending));
    } catch {
      // Blocked storage: the in-flight request still completes; only a reload loses the key.
    }
  },
  clear(restaurantId) {
    try {
      localStorage.removeItem(pendingStorageKey(restaurantId));
    } catch {
      // nothing stored
    }
  },
};

/** 8..128 printable ASCII: a UUID (crypto.randomUUID needs a secure context, which a venue's plain-http network may not be). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
