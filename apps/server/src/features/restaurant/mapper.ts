import type { Selectable } from 'kysely';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { parseJson, toBool } from '../../db/rows.ts';
import type { RestaurantsTable } from '../../db/schema.ts';

export type TRestaurantRow = Selectable<RestaurantsTable>;

/** A restaurant row as its own staff see it. The response schema checks the enums on the way out. */
export function toRestaurant(row: TRestaurantRow): TRestaurant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isHotel: toBool(row.is_hotel),
    signUpStep: row.sign_up_step,
    address: row.address,
    currency: row.currency as TRestaurant['currency'],
    defaultLanguage: row.default_language as TRestaurant['defaultLanguage'],
    timeZone: row.time_zone,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    logoUrl: row.logo_url,
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
    orderFee: row.order_fee,
    orderPrepTime: row.order_prep_time,
    loyaltyEnabled: toBool(row.loyalty_enabled),
    usesTableView: toBool(row.uses_table_view),
    allowsDelitePay: toBool(row.allows_delite_pay),
    allowsDeliteClub: toBool(row.allows_delite_club),
    priceLevel: row.price_level,
    createdAt: row.created_at,
  };
}
