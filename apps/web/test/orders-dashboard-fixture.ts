import type { TOrder } from '@menudelite/shared/orders/order';

let sequence = 0;

/** A staff order with sensible defaults; `createdAt` minutes after 12:00 UTC on 21 Nov 2026. */
export function makeOrder(overrides: Partial<TOrder> & { minute?: number } = {}): TOrder {
  const { minute = sequence, ...rest } = overrides;
  sequence++;
  const createdAt = new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString();
  return {
    id: `order-${String(sequence).padStart(4, '0')}`,
    number: sequence,
    restaurantId: 'venue-1',
    type: 'dine_in',
    status: 'new',
    createdAt,
    updatedAt: createdAt,
    completedTime: null,
    tableDisplayId: '4',
    roomNumber: null,
    pickupTime: null,
    estimatedReadyAt: null,
    lines: [],
    currency: 'eur',
    subtotal: 1000,
    discount: 0,
    orderFee: 0,
    deliveryFee: 0,
    tip: 0,
    processingFee: 0,
    total: 1000,
    benefitDiscount: 0,
    tendered: 0,
    paymentMethod: 'pay_later',
    paymentStatus: 'unpaid',
    notes: '',
    restaurantTableId: 'table-4',
    checkoutAsVisitor: false,
    employeeId: null,
    customer: { name: null, email: null, phone: null },
    delivery: null,
    smsSent: false,
    failedExternalIntegration: false,
    externalDeliveryId: null,
    deliveryQuote: null,
    ...rest,
  };
}
