/**
 * The diner's placed orders, kept in localStorage so the status page survives a reload and the
 * diner can come back to it. The order token (an HMAC the server issued) is the only key to the
 * order; nothing else about the diner is stored. The newest orders are kept, the oldest dropped.
 */
export type TRememberedOrder = {
  orderId: string;
  token: string;
  restaurantId: string;
  /** Where "Back to the menu" leads: the table's or the venue's menu. */
  menuPath: string;
  placedAt: string;
};

export const ORDERS_STORAGE_KEY = 'md.orders';
export const MAX_REMEMBERED_ORDERS = 20;

function isRemembered(value: unknown): value is TRememberedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['orderId', 'token', 'restaurantId', 'menuPath', 'placedAt'].every((key) => typeof entry[key] === 'string');
}

/** A stored list that is not ours (or was tampered with) reads as empty, never throws. */
export function parseRememberedOrders(raw: string | null): TRememberedOrder[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRemembered).slice(0, MAX_REMEMBERED_ORDERS) : [];
  } catch {
    return [];
  }
}

/** The order first, without an older copy of it, and no more than the maximum. */
export function withRememberedOrder(list: readonly TRememberedOrder[], entry: TRememberedOrder): TRememberedOrder[] {
  return [entry, ...list.filter((other) => other.orderId !== entry.orderId)].slice(0, MAX_REMEMBERED_ORDERS);
}

function read(): TRememberedOrder[] {
  try {
    return parseRememberedOrders(localStorage.getItem(ORDERS_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function rememberOrder(entry: TRememberedOrder): void {
  try {
    localStorage.setItem(ORDERS_STORAGE_KEY, JSON.stringify(withRememberedOrder(read(), entry)));
  } catch {
    // Storage blocked (private mode): the status page still opens now, only a reload loses it.
  }
}

export function rememberedOrder(orderId: string): TRememberedOrder | null {
  return read().find((entry) => entry.orderId === orderId) ?? null;
}
