import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatusEvent } from '@menudelite/shared/orders/staff-events';
import { applyTransitionToCounts, type TOrderCounts, type TOrderStatus } from '@menudelite/shared/orders/status';

/**
 * SPEC sections 4 and 9: the first window of new orders is 19 entries (start 0, end 20). The API
 * answers 20 a page; the list shows 19 of them and reveals more as it is scrolled.
 */
export const FIRST_WINDOW = { start: 0, end: 20 } as const;
export const FIRST_WINDOW_SIZE = FIRST_WINDOW.end - FIRST_WINDOW.start - 1;
export const PAGE_SIZE = FIRST_WINDOW.end;
/** Rows added to the window each time the list is scrolled to its end. */
export const WINDOW_STEP = PAGE_SIZE;

/** SPEC section 4: newest first by createdAt (then id, so equal times keep one order). */
export function newestFirst(a: TOrder, b: TOrder): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The later of two copies of one order (an event and a fetched page may both hold it). */
function fresher(a: TOrder, b: TOrder): TOrder {
  return b.updatedAt > a.updatedAt ? b : a;
}

/** SPEC section 4: orders de-duplicated by id (the freshest copy wins) and sorted newest first. */
export function dedupeAndSort(orders: readonly TOrder[]): TOrder[] {
  const byId = new Map<string, TOrder>();
  for (const order of orders) {
    const seen = byId.get(order.id);
    byId.set(order.id, seen ? fresher(seen, order) : order);
  }
  return [...byId.values()].toSorted(newestFirst);
}

/** SPEC section 4: a new incoming order goes on top (once, however often it is announced). */
export function addOrderAtTop(orders: readonly TOrder[], order: TOrder): TOrder[] {
  return dedupeAndSort([order, ...orders]);
}

/** SPEC section 4: a new order raises its status's count (new) by one. */
export function countNewOrder(counts: TOrderCounts, status: TOrderStatus = 'new'): TOrderCounts {
  return { ...counts, [status]: counts[status] + 1 };
}

/**
 * SPEC section 4: completing or cancelling (or a kitchen step) moves one from the old status to
 * the new one; the old count never drops below zero.
 */
export function countTransition(counts: TOrderCounts, from: TOrderStatus, to: TOrderStatus): TOrderCounts {
  return applyTransitionToCounts(counts, from, to);
}

/** A status event applied to one order; an older event never undoes a newer state. */
export function withStatus(order: TOrder, change: Pick<TOrderStatusEvent, 'status' | 'completedTime' | 'updatedAt'>): TOrder {
  if (change.updatedAt < order.updatedAt || order.status === change.status) return order;
  return { ...order, status: change.status, completedTime: change.completedTime, updatedAt: change.updatedAt };
}

/** The rows on screen: the window's first `size` entries of the de-duplicated, sorted, filtered orders. */
export function windowOf<T>(orders: readonly T[], size: number): T[] {
  return orders.slice(FIRST_WINDOW.start, FIRST_WINDOW.start + size);
}
