import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATUSES } from '../orders/status.ts';

/** GET /api/customer/me/orders: one of the signed-in customer's past orders, at any venue (the /profile list). */
export const ZCustomerOrderSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  number: z.number().int(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
  /** The diner's order page (/orders/:id/status?t=...), with its signed token. */
  statusPath: z.string(),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrderSchema>;
export const ZCustomerOrderPageSchema = pageOf(ZCustomerOrderSchema);
export type TCustomerOrderPage = z.infer<typeof ZCustomerOrderPageSchema>;
