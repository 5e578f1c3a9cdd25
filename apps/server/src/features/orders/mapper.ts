import type { Selectable } from 'kysely';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TOrder, TOrderLine, TPublicOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatus, TOrderType, TPaymentMethod, TPaymentStatus } from '@menudelite/shared/orders/status';
import type { TOrderFilterOptions } from '@menudelite/shared/orders/staff-events';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.ts';
import { parseJson, toBool } from '../../db/rows.ts';

export type TOrderRow = Selectable<OrdersTable>;
export type TOrderLineRow = Selectable<OrderLinesTable>;

export function toOrderLine(row: TOrderLineRow): TOrderLine {
  return {
    id: row.id,
    itemId: row.item_id,
    name: row.name,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    modifiers: parseJson(row.modifiers),
    lineTotal: Number(row.line_total),
    discount: Number(row.discount),
    notes: row.notes,
  };
}

/** The diner's view: no contact details, staff or integration fields. */
export function toPublicOrder(row: TOrderRow, lines: readonly TOrderLineRow[]): TPublicOrder {
  return {
    id: row.id,
    number: row.number,
    restaurantId: row.restaurant_id,
    type: row.type as TOrderType,
    status: row.status as TOrderStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedTime: row.completed_time,
    tableDisplayId: row.table_display_id,
    roomNumber: row.room_number,
    pickupTime: row.pickup_time,
    estimatedReadyAt: row.estimated_ready_at,
    lines: lines.toSorted((a, b) => a.position - b.position).map(toOrderLine),
    currency: row.currency as TCurrency,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    orderFee: Number(row.order_fee),
    deliveryFee: Number(row.delivery_fee),
    tip: Number(row.tip),
    processingFee: Number(row.processing_fee),
    total: Number(row.total),
    benefitDiscount: Number(row.benefit_discount ?? 0),
    tendered: Number(row.tendered ?? 0),
    paymentMethod: row.payment_method as TPaymentMethod,
    paymentStatus: row.payment_status as TPaymentStatus,
    notes: row.notes,
  };
}

export function toStaffOrder(row: TOrderRow, lines: readonly TOrderLineRow[]): TOrder {
  return {
    ...toPublicOrder(row, lines),
    restaurantTableId: row.restaurant_table_id,
    checkoutAsVisitor: toBool(row.checkout_as_visitor),
    employeeId: row.employee_id,
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    delivery:
      row.type === 'delivery' || row.delivery_location_id
        ? {
            address: row.delivery_address ?? '',
            notes: row.delivery_notes ?? '',
            locationId: row.delivery_location_id,
            locationName: row.delivery_location_name,
          }
        : null,
    smsSent: toBool(row.sms_sent),
    failedExternalIntegration: toBool(row.failed_external_integration),
    externalDeliveryId: row.external_delivery_id,
    deliveryQuote: row.delivery_quote ? parseJson(row.delivery_quote) : null,
  };
}

export function filterOptionsOf(order: TOrder): TOrderFilterOptions {
  return { status: order.status, type: order.type, tableId: order.restaurantTableId, createdAt: order.createdAt };
}
