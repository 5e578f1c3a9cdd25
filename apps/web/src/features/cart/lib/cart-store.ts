import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredCart, serialiseCart, type TCartLine } from './cart-lines';

/**
 * One cart per venue in localStorage, so it survives reloads and a diner hopping between venues
 * keeps each cart apart. Tabs of the same venue stay in step through the `storage` event.
 */
export const cartStorageKey = (restaurantId: string) => `md.cart.${restaurantId}`;

const snapshots = new Map<string, TCartLine[]>();
const listeners = new Set<() => void>();
const EMPTY: TCartLine[] = [];

function notify(): void {
  for (const listener of listeners) listener();
}

export function readCart(restaurantId: string): TCartLine[] {
  const key = cartStorageKey(restaurantId);
  let lines = snapshots.get(key);
  if (!lines) {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      // storage blocked (private mode): the cart lives for this page only
    }
    lines = parseStoredCart(raw);
    snapshots.set(key, lines);
  }
  return lines.length ? lines : EMPTY;
}

export function writeCart(restaurantId: string, lines: TCartLine[]): void {
  const key = cartStorageKey(restaurantId);
  snapshots.set(key, lines);
  try {
    if (lines.length) localStorage.setItem(key, serialiseCart(lines));
    else localStorage.removeItem(key);
  } catch {
    // quota or blocked storage: keep the in-memory cart
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('md.cart.')) {
      snapshots.delete(event.key);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The venue's cart lines and a function to replace them (the pure edits are in cart-lines.ts). */
export function useCart(restaurantId: string): [TCartLine[], (change: (lines: TCartLine[]) => TCartLine[]) => void] {
  const lines = useSyncExternalStore(subscribe, () => readCart(restaurantId));
  const update = useCallback((change: (lines: TCartLine[]) => TCartLine[]) => writeCart(restaurantId, change(readCart(restaurantId))), [restaurantId]);
  return [lines, update];
}

/** A new line id; crypto.randomUUID needs a secure context, which a venue's plain-http network may not be. */
export function newCartLineId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
