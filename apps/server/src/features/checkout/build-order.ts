import type { TCheckoutRequest, TQuote } from '@menudelite/shared/orders/checkout';
import type { TPaymentStatus } from '@menudelite/shared/orders/status';
import type { TOrderLineRow, TOrderRow } from '../orders/public.ts';
import type { TOrderContext } from './context.ts';

export type TNewOrder = {
  id: string;
  restaurantId: string;
  number: number;
  idempotencyKey: string;
  requestHash: string;
  body: TCheckoutRequest;
  context: TOrderContext;
  quote: TQuote;
  customerUserId: string | null;
  now: string;
};

const PAYMENT_STATUS: Record<TCheckoutRequest['paymentMethod'], TPaymentStatus> = {
  // Written before the charge (write first, charge second): paid once the charge succeeds.
  card: 'pending',
  room: 'charged_to_room',
  pay_later: 'unpaid',
  cash: 'unpaid',
};

const orNull = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/** The rows an order is stored as: names and prices copied from the quote, so later menu edits never change it. */
export function buildOrderRows(o: TNewOrder): { order: TOrderRow; lines: TOrderLineRow[] } {
  const { body, context, quote } = o;
  const order: TOrderRow = {
    id: o.id,
    restaurant_id: o.restaurantId,
    number: o.number,
    idempotency_key: o.idempotencyKey,
    request_hash: o.requestHash,
    type: body.type,
    status: 'new',
    restaurant_table_id: context.table?.id ?? null,
    table_display_id: context.table?.displayId ?? null,
    room_number: context.roomNumber,
    checkout_as_visitor: context.checkoutAsVisitor,
    employee_id: null,
    customer_user_id: o.customerUserId,
    customer_name: orNull(body.customer?.name),
    customer_email: orNull(body.customer?.email)?.toLowerCase() ?? null,
    customer_phone: orNull(body.customer?.phone),
    notes: body.notes ?? '',
    pickup_time: context.pickupTime,
    delivery_address: body.type === 'delivery' ? orNull(body.delivery?.address) : null,
    delivery_notes: body.type === 'delivery' ? orNull(body.delivery?.notes) : null,
    delivery_location_id: context.location?.id ?? null,
    delivery_location_name: context.location?.name ?? null,
    estimated_ready_at: quote.estimatedReadyAt,
    currency: quote.currency,
    subtotal: quote.subtotal,
    discount: quote.discount,
    order_fee: quote.orderFee,
    delivery_fee: quote.deliveryFee,
    tip: quote.tip,
    processing_fee: quote.processingFee,
    total: quote.total,
    benefit_discount: quote.benefitDiscount,
    tendered: quote.tendered,
    payment_method: body.paymentMethod,
    // Points and gift cards paid it all: nothing is left for the card, cash or the bill.
    payment_status: quote.amountDue === 0 && quote.tendered > 0 ? 'paid' : PAYMENT_STATUS[body.paymentMethod],
    sms_sent: false,
    failed_external_integration: false,
    external_delivery_id: null,
    delivery_quote: null,
    created_at: o.now,
    updated_at: o.now,
    completed_time: null,
    // The diner's language, so the messages this order causes (the ready SMS) speak it.
    language: body.language ?? null,
  };
  // A line is known by its order and place; its id needs no randomness of its own.
  const lines: TOrderLineRow[] = quote.lines.map((line, position) => ({
    id: `${o.id}-${position + 1}`,
    order_id: o.id,
    restaurant_id: o.restaurantId,
    position,
    item_id: line.itemId,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    modifiers: JSON.stringify(line.modifiers),
    line_total: line.lineTotal,
    discount: line.discount,
    notes: line.notes,
  }));
  return { order, lines };
}
