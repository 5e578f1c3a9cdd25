import { ORDER_TRANSITIONS, isOpenStatus, type TOrderStatus } from '@menudelite/shared/orders/status';

/** The kitchen steps an order may take next (accept, start preparing, mark ready), from the API's map. */
export function kitchenSteps(status: TOrderStatus): TOrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((next) => next !== 'completed' && next !== 'cancelled');
}

/** Completing and cancelling are offered while the order is open (SPEC section 4: also straight from new). */
export function canFinish(status: TOrderStatus): boolean {
  return isOpenStatus(status);
}

/** The "order ready" SMS needs the diner's phone and goes once. */
export function canSendReadySms(order: { customer: { phone: string | null }; smsSent: boolean; status: TOrderStatus }): boolean {
  return Boolean(order.customer.phone) && !order.smsSent && order.status !== 'cancelled';
}
