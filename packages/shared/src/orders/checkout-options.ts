import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.ts';
import { ZCardGatewaySchema } from '../payments/card-gateway.ts';
import { ZDeliverySettingsSchema } from './delivery.ts';
import { PAYMENT_METHODS, type TOrderType } from './status.ts';

/* ---- Public checkout options: what the diner's checkout needs beyond the menu. ---- */
export const ZCheckoutOptionsSchema = z.object({
  restaurantId: z.string(),
  currency: z.enum(CURRENCIES),
  isHotel: z.boolean(),
  orderFee: z.number().int(),
  /** The venue's card processing fee (percent and fixed minor units), shown before paying; cards only. */
  processingFee: z.object({ percent: z.number(), fixed: z.number().int() }),
  tipPercentPresets: z.array(z.number()),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** How a card is taken (docs/api/payments.md): known before paying, so the card form fits the gateway. */
  cardGateway: ZCardGatewaySchema,
  requiresCheckoutName: z.boolean(),
  requiresCheckoutPhoneNo: z.boolean(),
  allowsGuestCheckout: z.boolean(),
  orderPrepTime: z.number().int(),
  delivery: ZDeliverySettingsSchema.extend({ locations: z.array(z.object({ id: z.string(), name: z.string() })) }),
  /** SPEC section 8, right now: orders at all, dine-in, pickup (and pickup ordered away from the venue), delivery, room service. */
  availability: z.object({
    acceptingOrders: z.boolean(),
    acceptingDineIn: z.boolean(),
    acceptingPickup: z.boolean(),
    acceptingRemotePickup: z.boolean(),
    acceptingDelivery: z.boolean(),
    acceptingRoomService: z.boolean(),
  }),
});
export type TCheckoutOptions = z.infer<typeof ZCheckoutOptionsSchema>;

/**
 * Pay later means settling at the venue before leaving: dine-in, and a hotel visitor's room-service
 * order (a guest with a room is charged to the room). Pickup and delivery pay up front or in cash,
 * so they never offer it, and the server refuses it for them.
 */
export function isPayLaterOffered(type: TOrderType): boolean {
  return type !== 'pickup' && type !== 'delivery';
}

export const ZPickupSlotsSchema = z.object({ timeZone: z.string(), orderPrepTime: z.number().int(), slots: z.array(z.string()) });

/* ---- Call waiter (SPEC section 4: complete or error). ---- */
export const ZCallWaiterResponseSchema = z.object({ status: z.literal('complete') });
