import type { Generated } from 'kysely';
import type { DbBool } from './common.ts';

// Tables owned by the restaurant feature (db/table-owners.ts).

export interface RestaurantsTable {
  id: string;
  slug: string;
  name: string;
  is_hotel: DbBool;
  sign_up_step: number;
  address: string;
  currency: string;
  default_language: string;
  time_zone: string;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  logo_url: string | null;
  opening_hours: string;
  is_online: DbBool;
  accepting_reservations: DbBool;
  allows_dine_in: DbBool;
  allows_pick_up: DbBool;
  allows_remote_pick_up: DbBool;
  allows_delivery: DbBool;
  allows_guest_checkout: DbBool;
  allows_pay_later: DbBool;
  allows_offline_payments: DbBool;
  requires_checkout_name: DbBool;
  requires_checkout_phone_no: DbBool;
  order_fee: number;
  order_prep_time: number;
  loyalty_enabled: DbBool;
  uses_table_view: DbBool;
  allows_delite_pay: DbBool;
  allows_delite_club: DbBool;
  price_level: number;
  created_at: string;
  updated_at: string;
  // Columns 0002_menu adds.
  menu_version: Generated<number>;
  menu_selector: Generated<string>;
  pickup_menu_tag_id: string | null;
  delivery_menu_tag_id: string | null;
  cover_image_url: string | null;
  /** JSON text: { enabled, title, message }. */
  welcome_screen: Generated<string>;
  /** JSON text: { enabled, title, message, imageUrl }. */
  popup: Generated<string>;
  /** JSON text: up to 5 { imageUrl, title, link }. */
  promo_banners: Generated<string>;
  // Delivery settings 0003_ordering adds.
  delivery_fee_type: Generated<string>;
  delivery_fixed_fee: Generated<number>;
  /** Hundredths of a percent (1250 = 12.5%). */
  delivery_percent_fee_bp: Generated<number>;
  delivery_min_order_value: Generated<number>;
  delivery_order_prep_time: Generated<number>;
  /** Connect (0008_stripe): the venue's own Stripe account (acct_...), or null to charge on the platform's. */
  stripe_account_id: Generated<string | null>;
  /** Card processing fee (0012_processing_fee): hundredths of a percent, and a fixed part in minor units (null: 0.20 of the currency). */
  processing_fee_percent_bp: Generated<number>;
  processing_fee_fixed: Generated<number | null>;
}

export interface RestaurantSchema {
  restaurants: RestaurantsTable;
}
