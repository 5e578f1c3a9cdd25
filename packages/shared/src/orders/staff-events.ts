import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZOrderSchema } from './order.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './status.ts';
import { ZNewPaymentForPayLaterOrderEventSchema, type TNewPaymentForPayLaterOrderEvent } from '../bills/contracts.ts';
import { ZTabChargeFailedEventSchema, type TTabChargeFailedEvent } from '../tabs/contracts.ts';
import { ZNewReservationEventSchema, type TNewReservationEvent } from '../reservations/contracts.ts';
import { ZChatMessageEventSchema, type TChatMessageEvent } from '../guest-chat/contracts.ts';
import { ZAmenityRequestEventSchema, ZGuestRequestChangedEventSchema, type TAmenityRequestEvent, type TGuestRequestChangedEvent } from '../hotel/contracts.ts';

/**
 * Staff-facing socket events are stored first, with an increasing offset per server (one
 * sequence for all venues, so a venue's offsets increase but skip numbers), then emitted to the
 * venue's room carrying that offset. A dashboard remembers the last offset it saw and, after a
 * reconnect, asks GET /api/staff-events?after=<offset> for what it missed.
 */
export const STAFF_EVENT_TYPES = [
  'newOrderReceived',
  'orderStatusChanged',
  'orderUpdated',
  'callWaiterReceived',
  'newPaymentForPayLaterOrder',
  'tabChargeFailed',
  'newReservationReceived',
  'chatMessage',
  'amenityRequest',
  'guestRequestChanged',
] as const;
export type TStaffEventType = (typeof STAFF_EVENT_TYPES)[number];

/** Which filtered lists of the dashboard a new order belongs in (SPEC section 7's filterOptions). */
export const ZOrderFilterOptionsSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  type: z.enum(ORDER_TYPES),
  tableId: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrderFilterOptions = z.infer<typeof ZOrderFilterOptionsSchema>;

export const ZNewOrderEventSchema = z.object({ offset: z.number().int(), orderId: z.string(), order: ZOrderSchema, filterOptions: ZOrderFilterOptionsSchema });
/** Also sent (without offset) to the diner's order room. */
export const ZOrderStatusEventSchema = z.object({
  offset: z.number().int().optional(),
  orderId: z.string(),
  from: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_STATUSES),
  completedTime: z.string().nullable(),
  updatedAt: z.string(),
});
/** Assignment or SMS flag changed: the whole order again. */
export const ZOrderUpdatedEventSchema = z.object({ offset: z.number().int(), orderId: z.string(), order: ZOrderSchema });
export const ZCallWaiterEventSchema = z.object({ offset: z.number().int(), tableId: z.string(), tableDisplayId: z.string(), createdAt: z.string() });

export type TNewOrderEvent = z.infer<typeof ZNewOrderEventSchema>;
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEventSchema>;
export type TOrderUpdatedEvent = z.infer<typeof ZOrderUpdatedEventSchema>;
export type TCallWaiterEvent = z.infer<typeof ZCallWaiterEventSchema>;

export type TStaffEventPayloads = {
  newOrderReceived: TNewOrderEvent;
  orderStatusChanged: TOrderStatusEvent;
  orderUpdated: TOrderUpdatedEvent;
  callWaiterReceived: TCallWaiterEvent;
  /** A payment on a table bill (bills/contracts.ts). */
  newPaymentForPayLaterOrder: TNewPaymentForPayLaterOrderEvent;
  /** A tab's closing charge was declined (tabs/contracts.ts). */
  tabChargeFailed: TTabChargeFailedEvent;
  /** A booking arrived, online or from staff (reservations/contracts.ts). */
  newReservationReceived: TNewReservationEvent;
  /** A hotel guest chat message (guest-chat/contracts.ts); stored with its offset. */
  chatMessage: TChatMessageEvent & { offset: number };
  /** Hotel guest requests (hotel/contracts.ts). */
  amenityRequest: TAmenityRequestEvent;
  guestRequestChanged: TGuestRequestChangedEvent;
};

export const ZStaffEventSchema = z.discriminatedUnion('type', [
  z.object({ offset: z.number().int(), type: z.literal('newOrderReceived'), createdAt: z.string(), payload: ZNewOrderEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('orderStatusChanged'), createdAt: z.string(), payload: ZOrderStatusEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('orderUpdated'), createdAt: z.string(), payload: ZOrderUpdatedEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('callWaiterReceived'), createdAt: z.string(), payload: ZCallWaiterEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('newPaymentForPayLaterOrder'), createdAt: z.string(), payload: ZNewPaymentForPayLaterOrderEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('tabChargeFailed'), createdAt: z.string(), payload: ZTabChargeFailedEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('newReservationReceived'), createdAt: z.string(), payload: ZNewReservationEventSchema }),
  z.object({
    offset: z.number().int(),
    type: z.literal('chatMessage'),
    createdAt: z.string(),
    payload: ZChatMessageEventSchema.extend({ offset: z.number().int() }),
  }),
  z.object({ offset: z.number().int(), type: z.literal('amenityRequest'), createdAt: z.string(), payload: ZAmenityRequestEventSchema }),
  z.object({ offset: z.number().int(), type: z.literal('guestRequestChanged'), createdAt: z.string(), payload: ZGuestRequestChangedEventSchema }),
]);
export type TStaffEvent = z.infer<typeof ZStaffEventSchema>;

/** GET /api/staff-events?after=<offset>&limit= : oldest first; follow nextCursor (an offset) until null. */
export const ZStaffEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_MAX),
});
export const ZStaffEventPageSchema = z.object({ items: z.array(ZStaffEventSchema), nextCursor: z.string().nullable() });
