import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TOrderType } from '@menudelite/shared/orders/status';

/** SPEC section 8's diner messages, by the API's error code. */
export type TAvailabilityCode = 'NOT_ACCEPTING_ORDERS' | 'NOT_ACCEPTING_PICKUP' | 'NOT_ACCEPTING_DELIVERY';

/** An order type the venue offers here, and why it cannot be chosen right now (null when it can). */
export type TOrderTypeOption = { type: TOrderType; refusal: TAvailabilityCode | null };

export type TVenueOrdering = Pick<TPublicRestaurant, 'allowsDineIn' | 'allowsPickUp' | 'allowsRemotePickUp' | 'allowsDelivery' | 'isHotel'>;

/**
 * The order types to list. At a table: dine-in (the QR code is the table), pickup at the venue,
 * and room service at a hotel; a delivery to the table the diner sits at makes no sense. On the
 * venue's menu page: pickup (if remote pickup is allowed), delivery, room service, and dine-in
 * with the table code typed in. A type the venue offers but is not taking now stays listed with
 * SPEC section 8's message, so the diner learns why.
 */
export function orderTypeOptions(venue: TVenueOrdering, availability: TCheckoutOptions['availability'], atTable: boolean): TOrderTypeOption[] {
  const options: TOrderTypeOption[] = [];
  const refuse = (accepting: boolean, code: TAvailabilityCode) => (!availability.acceptingOrders ? 'NOT_ACCEPTING_ORDERS' : accepting ? null : code);
  const dineIn = () => {
    if (venue.allowsDineIn) options.push({ type: 'dine_in', refusal: refuse(availability.acceptingDineIn, 'NOT_ACCEPTING_ORDERS') });
  };
  if (atTable) dineIn();
  if (venue.isHotel) options.push({ type: 'room', refusal: refuse(availability.acceptingRoomService, 'NOT_ACCEPTING_ORDERS') });
  if (venue.allowsPickUp && (atTable || venue.allowsRemotePickUp)) {
    options.push({ type: 'pickup', refusal: refuse(atTable ? availability.acceptingPickup : availability.acceptingRemotePickup, 'NOT_ACCEPTING_PICKUP') });
  }
  if (!atTable && venue.allowsDelivery) options.push({ type: 'delivery', refusal: refuse(availability.acceptingDelivery, 'NOT_ACCEPTING_DELIVERY') });
  if (!atTable) dineIn();
  return options;
}

/** The type chosen at first: the first one listed that can be ordered now (dine-in at a table, room service at a hotel). */
export function defaultOrderType(options: readonly TOrderTypeOption[]): TOrderType {
  return (options.find((option) => option.refusal === null) ?? options[0])?.type ?? 'dine_in';
}
