import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TMenuAvailability, TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import { isOpenAt, type TLocalClock } from '@menudelite/shared/menu/availability';
import { toVenueRecord, type TRestaurantRow } from '../restaurant/public.ts';

/**
 * Only fields a diner may see; staff e-mails, sign-up state and integration ids never leave here.
 * A projection of the restaurant feature's one record, so it cannot disagree with the staff view.
 */
export function toPublicRestaurant(row: TRestaurantRow): TPublicRestaurant {
  const v = toVenueRecord(row);
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    isHotel: v.isHotel,
    address: v.address,
    currency: v.currency,
    defaultLanguage: v.defaultLanguage,
    timeZone: v.timeZone,
    primaryColor: v.primaryColor,
    secondaryColor: v.secondaryColor,
    backgroundColor: v.backgroundColor,
    logoUrl: v.logoUrl,
    coverImageUrl: v.coverImageUrl,
    welcomeScreen: v.welcomeScreen,
    popup: v.popup,
    promoBanners: v.promoBanners,
    isOnline: v.isOnline,
    acceptingReservations: v.acceptingReservations,
    allowsDeliteClub: v.allowsDeliteClub,
    allowsDineIn: v.allowsDineIn,
    allowsPickUp: v.allowsPickUp,
    allowsRemotePickUp: v.allowsRemotePickUp,
    allowsDelivery: v.allowsDelivery,
    allowsGuestCheckout: v.allowsGuestCheckout,
    allowsPayLater: v.allowsPayLater,
    allowsOfflinePayments: v.allowsOfflinePayments,
    requiresCheckoutName: v.requiresCheckoutName,
    requiresCheckoutPhoneNo: v.requiresCheckoutPhoneNo,
    orderFee: v.orderFee,
    orderPrepTime: v.orderPrepTime,
    loyaltyEnabled: v.loyaltyEnabled,
    priceLevel: v.priceLevel,
    menuSettings: v.menuSettings,
  };
}

/** SPEC section 8: the venue may accept no orders, or no pickup, or no delivery orders, right now. */
export function menuAvailability(restaurant: TPublicRestaurant, openingHours: TOpeningHours, clock: TLocalClock): TMenuAvailability {
  const isOpenNow = isOpenAt(openingHours, clock);
  const acceptingOrders = restaurant.isOnline && isOpenNow;
  const selector = restaurant.menuSettings.menuSelector;
  return {
    isOpenNow,
    acceptingOrders,
    acceptingPickup: acceptingOrders && restaurant.allowsPickUp && selector !== 'delivery',
    acceptingDelivery: acceptingOrders && restaurant.allowsDelivery && selector !== 'pickup',
  };
}
