import type { Generated } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: text ids (UUIDv7), integer minor units,
 * ISO-8601 UTC text timestamps, JSON as text. Booleans read back as 0/1 on SQLite and true/false
 * on PostgreSQL, hence `DbBool`; `toBool` in rows.ts is the one place that maps them.
 */
export type DbBool = boolean | number;

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
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  kind: 'venue' | 'customer';
  is_admin_account: DbBool;
  restaurant_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface EmailOutboxTable {
  id: string;
  restaurant_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RestaurantTablesTable {
  id: string;
  restaurant_id: string;
  table_display_id: string;
  /** Unguessable: the QR code links to /eat/:code. */
  code: string;
  occupancy: number;
  is_active: DbBool;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface Database {
  restaurants: RestaurantsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  email_outbox: EmailOutboxTable;
  restaurant_tables: RestaurantTablesTable;
  rate_limits: RateLimitsTable;
}

export type { Generated };
