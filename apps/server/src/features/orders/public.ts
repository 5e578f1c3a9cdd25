/** What other features (checkout) may use of orders: the row mappers and the diner's order token. */
export { toPublicOrder, toStaffOrder, filterOptionsOf, type TOrderRow, type TOrderLineRow } from './mapper.ts';
export { createOrderTokens, type TOrderTokens } from './order-token.ts';
/** Checkout writes a new order (idempotency probe, order number, order and lines) through these. */
export { findOrderByIdempotencyKey, insertOrder, nextOrderNumber } from './placement-repository.ts';
export { createSmsProvider, type TSmsProvider } from './sms-provider.ts';
/** Checkout holds a card order back until its payment succeeds (write first, charge second). */
export { claimFailedOrderForVoid, findPlacedOrder, moveOrderPaymentStatus } from './payment-hold-repository.ts';
/** The table bill (features/bills) gathers a table's dine-in orders and marks them paid when it is paid to 0. */
export {
  billableTableOrderIds,
  billableVenueOrders,
  billOrdersByIds,
  cancelledOrderIds,
  cancelledTableOrderIds,
  markOrdersPaidByBill,
  type TBillOrder,
} from './bill-orders-repository.ts';
export {
  FAILED_PAYMENT_VOID_AFTER_MS,
  ORDER_LIFECYCLE_JOB,
  enqueueOrderLifecycle,
  orderLifecycleHandler,
  type TClaimPaymentFailedVoid,
  type TOrderLifecycleEvent,
  type TOrderLifecycleSubscriber,
} from './lifecycle.ts';
/** A customer's own past orders (features/customer, /profile). */
export { listCustomerOrderRows } from './customer-orders-repository.ts';
