import type { TPublicOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatusEvent } from '@menudelite/shared/orders/staff-events';
import type { TOrderStatus } from '@menudelite/shared/orders/status';

/** The steps a diner sees, in order (docs/api/ordering.md: new → accepted → preparing → ready → completed). */
export const PROGRESS_STEPS = ['new', 'accepted', 'preparing', 'ready', 'completed'] as const satisfies readonly TOrderStatus[];

export type TStepState = 'done' | 'current' | 'todo';

/**
 * Each step's state for an order's status. Staff may complete an order straight from new (SPEC),
 * so every step before "completed" counts as done then; a cancelled order has no current step.
 */
export function stepStates(status: TOrderStatus): TStepState[] {
  if (status === 'cancelled') return PROGRESS_STEPS.map(() => 'todo');
  const at = PROGRESS_STEPS.indexOf(status);
  return PROGRESS_STEPS.map((_, index) => (index < at || status === 'completed' ? 'done' : index === at ? 'current' : 'todo'));
}

/**
 * A live status event applied to the order on screen. Events may arrive after a fresher read of
 * the order (a re-join re-reads it), so an event older than what is shown changes nothing.
 */
export function applyStatusEvent(order: TPublicOrder | undefined, event: TOrderStatusEvent): TPublicOrder | undefined {
  if (!order || order.id !== event.orderId) return order;
  if (Date.parse(event.updatedAt) < Date.parse(order.updatedAt)) return order;
  return { ...order, status: event.status, completedTime: event.completedTime, updatedAt: event.updatedAt };
}
