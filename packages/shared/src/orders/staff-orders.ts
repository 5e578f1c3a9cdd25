import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageOf } from '../lib/pagination.ts';
import { ZIdSchema } from '../lib/text.ts';
import { ZOrderSchema } from './order.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './status.ts';

const ZIsoTimeSchema = z.iso.datetime({ offset: true });

/** `status=new` or `status=new,accepted`. */
const ZStatusListSchema = z
  .string()
  .max(100)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ORDER_STATUSES)).min(1));

/**
 * GET /api/orders: newest first by createdAt. The first window is 20 (SPEC section 4: start 0,
 * end 20); more come with `cursor`. from/to bound createdAt (from inclusive, to exclusive).
 */
export const ZOrderListQuerySchema = z.object({
  status: ZStatusListSchema.optional(),
  type: z.enum(ORDER_TYPES).optional(),
  tableId: ZIdSchema.optional(),
  from: ZIsoTimeSchema.optional(),
  to: ZIsoTimeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuerySchema>;
export const ZOrderPageSchema = pageOf(ZOrderSchema);

/** GET /api/orders/counts: orders per status, optionally within createdAt from/to. */
export const ZOrderCountsQuerySchema = z.object({ from: ZIsoTimeSchema.optional(), to: ZIsoTimeSchema.optional() });
export const ZOrderCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodNumber>,
);

/**
 * POST /api/orders/:id/transition. `from`, when given, must be the status the caller saw: a stale
 * dashboard gets 409 CONFLICT instead of silently skipping a step.
 */
export const ZOrderTransitionSchema = z.object({ to: z.enum(ORDER_STATUSES), from: z.enum(ORDER_STATUSES).optional() });
export type TOrderTransition = z.infer<typeof ZOrderTransitionSchema>;

/** POST /api/orders/:id/assign: null un-assigns. */
export const ZOrderAssignSchema = z.object({ employeeId: ZIdSchema.nullable() });

/** POST /api/tables/:tableId/complete-orders answers the orders it completed. */
export const ZTableCompleteResultSchema = z.object({ completed: z.array(ZOrderSchema) });

/** GET /api/tables/overview (usesTableView): every active table, its open orders and running totals. */
export const ZTableOverviewSchema = z.object({
  items: z.array(
    z.object({
      tableId: z.string(),
      tableDisplayId: z.string(),
      occupancy: z.number().int(),
      openOrders: z.array(ZOrderSchema),
      /** Sum of the open orders' totals. */
      runningTotal: z.number().int(),
      /** The part of runningTotal not yet paid (pay later and cash orders). */
      unpaidTotal: z.number().int(),
    }),
  ),
});

/** PATCH /api/restaurant/me/online. */
export const ZOnlineSchema = z.object({ isOnline: z.boolean() });
