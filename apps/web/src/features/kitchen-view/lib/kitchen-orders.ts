import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatus } from '@menudelite/shared/orders/status';

/** The statuses the kitchen works on: accepted (to start) and preparing (to bump to ready). */
export const KITCHEN_STATUSES = ['accepted', 'preparing'] as const satisfies readonly TOrderStatus[];

/** The one step the kitchen takes next from each of them. */
export function kitchenNextStep(status: TOrderStatus): 'preparing' | 'ready' | null {
  if (status === 'accepted') return 'preparing';
  if (status === 'preparing') return 'ready';
  return null;
}

/** The orders to prepare, oldest first: the kitchen works in the order they came in. */
export function ordersToPrepare(orders: readonly TOrder[]): TOrder[] {
  return orders
    .filter((order) => (KITCHEN_STATUSES as readonly string[]).includes(order.status))
    .toSorted((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}
