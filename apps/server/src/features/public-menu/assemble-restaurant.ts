import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TMenuAvailability, TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TMenuSelector, TPopup, TPromoBanner, TWelcomeScreen } from '@menudelite/shared/menu/settings';
import { isOpenAt, type TLocalClock } from '@menudelite/shared/menu/availability';
import { parseJson, toBool } from '../../db/rows.ts';
import type { TPublicRestaurantRow } from './repository.ts';

/** Only fields a diner may see; staff e-mails, sign-up state and integration ids never leave here. */
export function toPublicRestaurant(row: TPublicRestaurantRow): TPublicRestaurant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isHotel: toBool(row.is_hotel),
    address: row.address,
    currency: row.currency as TCurrency,
    defaultLanguage: row.default_language as TLanguage,
    timeZone: row.time_zone,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    logoUrl: row.logo_url,
    coverImageUrl: row.cover_image_url,
    welcomeScreen: parseJson<TWelcomeScreen>(row.welcome_screen),
    popup: parseJson<TPopup>(row.popup),
    promoBanners: parseJson<TPromoBanner[]>(row.promo_banners),
    isOnline: toBool(row.is_online),
    acceptingReservations: toBool(row.accepting_reservations),
    allowsDineIn: toBool(row.allows_dine_in),
    allowsPickUp: toBool(row.allows_pick_up),
    allowsRemotePickUp: toBool(row.allows_remote_pick_up),
    allowsDelivery: toBool(row.allows_delivery),
    allowsGuestCheckout: toBool(row.allows_guest_checkout),
    allowsPayLater: toBool(row.allows_pay_later),
    allowsOfflinePayments: toBool(row.allows_offline_payments),
    requiresCheckoutName: toBool(row.requires_checkout_name),
    requiresCheckoutPhoneNo: toBool(row.requires_checkout_phone_no),
    orderFee: Number(row.order_fee),
    orderPrepTime: row.order_prep_time,
    loyaltyEnabled: toBool(row.loyalty_enabled),
    priceLevel: row.price_level,
    menuSettings: {
      menuSelector: row.menu_selector as TMenuSelector,
      pickupMenuTagId: row.pickup_menu_tag_id,
      deliveryMenuTagId: row.delivery_menu_tag_id,
    },
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
