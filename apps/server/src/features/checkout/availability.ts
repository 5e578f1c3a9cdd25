import { isOpenAt, type TLocalClock } from '@menudelite/shared/menu/availability';
import { AVAILABILITY_MESSAGES } from '@menudelite/shared/orders/checkout-messages';
import { isPayLaterOffered } from '@menudelite/shared/orders/checkout-options';
import type { TOrderType, TPaymentMethod } from '@menudelite/shared/orders/status';
import { AppError } from '../../lib/app-error.ts';
import type { TVenueSettings } from './catalog.ts';

export type TAvailability = {
  acceptingOrders: boolean;
  acceptingDineIn: boolean;
  acceptingPickup: boolean;
  acceptingRemotePickup: boolean;
  acceptingDelivery: boolean;
  acceptingRoomService: boolean;
};

/**
 * SPEC section 8, computed like the public menu's availability: orders need the venue online and
 * open now; pickup also needs allowsPickUp and a menu selector offering pickup (and, ordered away
 * from the venue, allowsRemotePickUp); delivery needs allowsDelivery and a selector offering it;
 * room service needs a hotel.
 */
export function availabilityOf(venue: TVenueSettings, clock: TLocalClock): TAvailability {
  const acceptingOrders = venue.isOnline && isOpenAt(venue.openingHours, clock);
  const acceptingPickup = acceptingOrders && venue.allowsPickUp && venue.menuSelector !== 'delivery';
  return {
    acceptingOrders,
    acceptingDineIn: acceptingOrders && venue.allowsDineIn,
    acceptingPickup,
    acceptingRemotePickup: acceptingPickup && venue.allowsRemotePickUp,
    acceptingDelivery: acceptingOrders && venue.allowsDelivery && venue.menuSelector !== 'pickup',
    acceptingRoomService: acceptingOrders && venue.isHotel,
  };
}

function refuse(code: keyof typeof AVAILABILITY_MESSAGES): never {
  throw new AppError(code, AVAILABILITY_MESSAGES[code]);
}

/** Refuses an order type the venue is not taking right now, with SPEC section 8's message. */
export function assertAccepting(availability: TAvailability, type: TOrderType, hasTableCode: boolean): void {
  if (!availability.acceptingOrders) refuse('NOT_ACCEPTING_ORDERS');
  if (type === 'dine_in' && !availability.acceptingDineIn) refuse('NOT_ACCEPTING_ORDERS');
  if (type === 'room' && !availability.acceptingRoomService) refuse('NOT_ACCEPTING_ORDERS');
  // A pickup ordered from a table's QR code is at the venue; one without it was ordered remotely.
  if (type === 'pickup' && !(hasTableCode ? availability.acceptingPickup : availability.acceptingRemotePickup)) refuse('NOT_ACCEPTING_PICKUP');
  if (type === 'delivery' && !availability.acceptingDelivery) refuse('NOT_ACCEPTING_DELIVERY');
}

/**
 * Payment methods the venue offers for an order type (all of them when no type is given). Pay later
 * is settled at the table, so only dine-in offers it (isPayLaterOffered, shared with the web).
 */
export function paymentMethodsFor(venue: TVenueSettings, type?: TOrderType): TPaymentMethod[] {
  const methods: TPaymentMethod[] = ['card'];
  if (venue.allowsPayLater && (type === undefined || isPayLaterOffered(type))) methods.push('pay_later');
  if (venue.allowsOfflinePayments) methods.push('cash');
  if (venue.isHotel && (type === undefined || type === 'room')) methods.push('room');
  return methods;
}
