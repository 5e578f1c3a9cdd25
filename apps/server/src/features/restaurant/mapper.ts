import type { Selectable } from 'kysely';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TMenuSelector, TPopup, TPromoBanner, TWelcomeScreen } from '@menudelite/shared/menu/settings';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { defaultProcessingFeeFixed, type TDeliveryFeeType, type TProcessingFeeRule } from '@menudelite/shared/orders/pricing';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { parseJson, toBool } from '../../db/rows.ts';
import type { RestaurantsTable } from '../../db/schema.ts';

export type TRestaurantRow = Selectable<RestaurantsTable>;

/**
 * A restaurant row in application terms. Every view of a venue (its staff's, the diner's public
 * menu, checkout's catalog) is a projection of this one record, so they cannot disagree about a field.
 */
export type TVenueRecord = Omit<TRestaurant, 'currency' | 'defaultLanguage'> & {
  currency: TCurrency;
  defaultLanguage: TLanguage;
  coverImageUrl: string | null;
  welcomeScreen: TWelcomeScreen;
  popup: TPopup;
  promoBanners: TPromoBanner[];
  menuSettings: { menuSelector: TMenuSelector; pickupMenuTagId: string | null; deliveryMenuTagId: string | null };
  delivery: { feeType: TDeliveryFeeType; fixedFee: number; percentFee: number; minOrderValue: number; deliveryOrderPrepTime: number };
  /** Card payments only. A venue that never set the fixed part pays 0.20 of its currency (0012_processing_fee). */
  processingFee: TProcessingFeeRule;
  menuVersion: number;
  updatedAt: string;
};

/**
 * Money columns are bigint minor units (IDR fees pass 2^31). Drivers answer bigint as a number, a
 * string or a BigInt depending on their settings; the API always answers a JSON number.
 */
const minor = (value: number | string | bigint): number => Number(value);

/** The one mapper of a restaurant row. The response schemas check the enums on the way out. */
export function toVenueRecord(row: TRestaurantRow): TVenueRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isHotel: toBool(row.is_hotel),
    signUpStep: row.sign_up_step,
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
    openingHours: parseJson<TOpeningHours>(row.opening_hours),
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
    orderFee: minor(row.order_fee),
    orderPrepTime: row.order_prep_time,
    loyaltyEnabled: toBool(row.loyalty_enabled),
    usesTableView: toBool(row.uses_table_view),
    allowsDelitePay: toBool(row.allows_delite_pay),
    allowsDeliteClub: toBool(row.allows_delite_club),
    priceLevel: row.price_level,
    menuSettings: { menuSelector: row.menu_selector as TMenuSelector, pickupMenuTagId: row.pickup_menu_tag_id, deliveryMenuTagId: row.delivery_menu_tag_id },
    delivery: {
      feeType: row.delivery_fee_type as TDeliveryFeeType,
      fixedFee: minor(row.delivery_fixed_fee),
      percentFee: row.delivery_percent_fee_bp / 100,
      minOrderValue: minor(row.delivery_min_order_value),
      deliveryOrderPrepTime: row.delivery_order_prep_time,
    },
    processingFee: {
      percent: row.processing_fee_percent_bp / 100,
      fixed: row.processing_fee_fixed === null ? defaultProcessingFeeFixed(row.currency as TCurrency) : minor(row.processing_fee_fixed),
    },
    menuVersion: row.menu_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A restaurant row as its own staff see it. */
export function toRestaurant(row: TRestaurantRow): TRestaurant {
  const v = toVenueRecord(row);
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    isHotel: v.isHotel,
    signUpStep: v.signUpStep,
    address: v.address,
    currency: v.currency,
    defaultLanguage: v.defaultLanguage,
    timeZone: v.timeZone,
    primaryColor: v.primaryColor,
    secondaryColor: v.secondaryColor,
    backgroundColor: v.backgroundColor,
    logoUrl: v.logoUrl,
    openingHours: v.openingHours,
    isOnline: v.isOnline,
    acceptingReservations: v.acceptingReservations,
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
    usesTableView: v.usesTableView,
    allowsDelitePay: v.allowsDelitePay,
    allowsDeliteClub: v.allowsDeliteClub,
    priceLevel: v.priceLevel,
    createdAt: v.createdAt,
  };
}
