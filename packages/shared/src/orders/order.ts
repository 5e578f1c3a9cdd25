import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.ts';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './status.ts';

/** A chosen modifier as it was priced when the order was placed (names and prices are copied). */
export const ZOrderLineModifierSchema = z.object({ id: z.string(), groupId: z.string(), name: z.string(), price: z.number().int() });

export const ZOrderLineSchema = z.object({
  id: z.string(),
  /** The menu item it came from; the item may since have been renamed or deleted. */
  itemId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  modifiers: z.array(ZOrderLineModifierSchema),
  /** (unitPrice + modifiers) x quantity, before the discount. */
  lineTotal: z.number().int(),
  discount: z.number().int(),
  notes: z.string(),
});
export type TOrderLine = z.infer<typeof ZOrderLineSchema>;

const billFields = {
  currency: z.enum(CURRENCIES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  orderFee: z.number().int(),
  deliveryFee: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
  /** What offers and the club took off (growth/benefits.ts); tag discounts are in `discount`. */
  benefitDiscount: z.number().int(),
  /** What points and gift cards paid of the total. */
  tendered: z.number().int(),
};

/**
 * What the diner's status page shows (GET /api/public/orders/:id?token=): no e-mail, phone,
 * staff or integration fields.
 */
export const ZPublicOrderSchema = z.object({
  id: z.string(),
  /** Per-venue running number for tickets and the "order ready" SMS (#1, #2 ...). */
  number: z.number().int(),
  restaurantId: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedTime: z.string().nullable(),
  tableDisplayId: z.string().nullable(),
  roomNumber: z.string().nullable(),
  pickupTime: z.string().nullable(),
  /** Pickup: the pickup time; delivery: now + deliveryOrderPrepTime; others: now + orderPrepTime. */
  estimatedReadyAt: z.string().nullable(),
  lines: z.array(ZOrderLineSchema),
  ...billFields,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  notes: z.string(),
});
export type TPublicOrder = z.infer<typeof ZPublicOrderSchema>;

/** The staff view (GET /api/orders, socket newOrderReceived). */
export const ZOrderSchema = ZPublicOrderSchema.extend({
  restaurantTableId: z.string().nullable(),
  checkoutAsVisitor: z.boolean(),
  employeeId: z.string().nullable(),
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  delivery: z.object({ address: z.string(), notes: z.string(), locationId: z.string().nullable(), locationName: z.string().nullable() }).nullable(),
  smsSent: z.boolean(),
  failedExternalIntegration: z.boolean(),
  externalDeliveryId: z.string().nullable(),
  deliveryQuote: z.record(z.string(), z.unknown()).nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;
