/**
 * Order states (SPEC section 4 keeps new, completed and cancelled; the kitchen states in between
 * are ours). Staff move an order one step forward, complete it from any open state (SPEC: by id or
 * for a whole table, straight from new), or cancel it while it is open. completed and cancelled
 * are final. The server enforces this map; the dashboard uses it to offer only legal buttons.
 */
export const ORDER_STATUSES = ['new', 'accepted', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const OPEN_ORDER_STATUSES = ['new', 'accepted', 'preparing', 'ready'] as const satisfies readonly TOrderStatus[];
export type TOpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  new: ['accepted', 'completed', 'cancelled'],
  accepted: ['preparing', 'completed', 'cancelled'],
  preparing: ['ready', 'completed', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: TOrderStatus, to: TOrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isOpenStatus(status: TOrderStatus): status is TOpenOrderStatus {
  return (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
}

/** SPEC section 4: dine-in, pickup, delivery, and room charging for hotel guests. */
export const ORDER_TYPES = ['dine_in', 'pickup', 'delivery', 'room'] as const;
export type TOrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_METHODS = ['card', 'pay_later', 'cash', 'room'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * unpaid: pay later or cash, settled at the venue; paid: card charged; charged_to_room: on the hotel
 * bill; pending: a card order written before its charge (write first, charge second); failed: its
 * card was declined, and the diner may retry with the same Idempotency-Key and another card.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'charged_to_room', 'pending', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A card order whose payment has not succeeded is held back: staff lists, counts, tables and events never see it. */
export const HELD_PAYMENT_STATUSES = ['pending', 'failed'] as const satisfies readonly TPaymentStatus[];

export type TOrderCounts = Record<TOrderStatus, number>;

export function emptyCounts(): TOrderCounts {
  return { new: 0, accepted: 0, preparing: 0, ready: 0, completed: 0, cancelled: 0 };
}

/**
 * SPEC section 4's count rule for a dashboard that keeps counts locally: a transition moves one
 * from the old status to the new one, and no count drops below zero.
 */
export function applyTransitionToCounts(counts: TOrderCounts, from: TOrderStatus, to: TOrderStatus): TOrderCounts {
  if (from === to) return counts;
  return { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };
}
