import type { TMenuAvailability, TPublicRestaurant } from '@menudelite/shared/menu/public-menu';

/** SPEC section 8's diner messages, as keys of the diner-menu namespace. */
export type TAvailabilityNotice = 'notAcceptingOrders' | 'notAcceptingPickup' | 'notAcceptingDelivery';

/**
 * Which of SPEC section 8's messages apply. Not accepting orders at all says everything. Pickup
 * and delivery matter only away from a table (a diner seated at table 5 orders dine-in), and only
 * for a venue that offers them: one that never delivers would only confuse diners by saying so.
 */
export function availabilityNotices(
  availability: TMenuAvailability,
  restaurant: Pick<TPublicRestaurant, 'allowsPickUp' | 'allowsDelivery'>,
  context: { atTable: boolean },
): TAvailabilityNotice[] {
  if (!availability.acceptingOrders) return ['notAcceptingOrders'];
  if (context.atTable) return [];
  const notices: TAvailabilityNotice[] = [];
  if (restaurant.allowsPickUp && !availability.acceptingPickup) notices.push('notAcceptingPickup');
  if (restaurant.allowsDelivery && !availability.acceptingDelivery) notices.push('notAcceptingDelivery');
  return notices;
}

/** The state beside "Opening times": open and ordering, open but not taking orders (offline), or closed. */
export type TOpenState = 'openNow' | 'notTakingOrders' | 'closedNow';

/** Never "Open now" beside "not accepting orders": an open venue that is offline says it takes no orders. */
export function openState(availability: Pick<TMenuAvailability, 'isOpenNow' | 'acceptingOrders'>): TOpenState {
  if (!availability.isOpenNow) return 'closedNow';
  return availability.acceptingOrders ? 'openNow' : 'notTakingOrders';
}
