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

/** One sign-in (migration 0005_sessions); its id is the refresh-token family id and the access token's `s` claim. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** The venue the session acts for (staff), so removing someone from a venue ends only those sessions. */
  restaurant_id: string | null;
  created_at: string;
  ended_at: string | null;
  end_reason: string | null;
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
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_outbox: EmailOutboxTable;
  restaurant_tables: RestaurantTablesTable;
  rate_limits: RateLimitsTable;
}

export type { Generated };

/* ---- Menu (migration 0002_menu). Positions are 0-based; the API calls them positionNew. ---- */

/** Columns 0002_menu adds to restaurants; merged into RestaurantsTable below through interface merging. */
export interface RestaurantsTable {
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
}

export interface RestaurantTablesTable {
  pos_table: string | null;
}

export interface MenuSectionsTable {
  id: string;
  restaurant_id: string;
  title: string;
  description: string;
  is_drinks: DbBool;
  is_available: DbBool;
  position: number;
  /** JSON text: { [language]: { title?, description? } }. */
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuItemsTable {
  id: string;
  restaurant_id: string;
  section_id: string;
  name: string;
  description: string;
  price: number;
  /** JSON text: media_images ids, in display order. */
  image_ids: string;
  /** JSON text: TNutrition. */
  nutrition: string;
  /** JSON text: menu_items ids ("why not also try"). */
  recommended_item_ids: string;
  is_available: DbBool;
  /** ISO time the item comes back; null = not sold out. */
  sold_out_until: string | null;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuTagsTable {
  id: string;
  restaurant_id: string;
  name: string;
  color: string;
  is_menu_type: DbBool;
  position: number;
  tag_discount_enabled: DbBool;
  discount_percent: number;
  tag_availability_enabled: DbBool;
  /** JSON text: [{ weekday, opens, closes }] in the venue's time zone. */
  availability_windows: string;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface AllergensTable {
  id: string;
  /** null for the built-in EU allergens and descriptors. */
  restaurant_id: string | null;
  /** Stable key of a built-in row (i18n key); null for a venue's own. */
  code: string | null;
  name: string;
  is_descriptor: DbBool;
  position: number;
  translations: string;
  created_at: string;
}

export interface ModifierGroupsTable {
  id: string;
  restaurant_id: string;
  name: string;
  min_choices: number;
  max_choices: number;
  deliverect_multi_max: number;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface ModifiersTable {
  id: string;
  restaurant_id: string;
  group_id: string;
  name: string;
  price: number;
  is_available: DbBool;
  position: number;
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuItemTagsTable {
  item_id: string;
  tag_id: string;
  restaurant_id: string;
  position: number;
}

export interface MenuItemAllergensTable {
  item_id: string;
  allergen_id: string;
  restaurant_id: string;
  position: number;
}

export interface MenuItemModifierGroupsTable {
  item_id: string;
  group_id: string;
  restaurant_id: string;
  position: number;
}

export interface FeaturedItemsTable {
  id: string;
  restaurant_id: string;
  item_id: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface MediaImagesTable {
  id: string;
  restaurant_id: string;
  source_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface Database {
  menu_sections: MenuSectionsTable;
  menu_items: MenuItemsTable;
  menu_tags: MenuTagsTable;
  allergens: AllergensTable;
  modifier_groups: ModifierGroupsTable;
  modifiers: ModifiersTable;
  menu_item_tags: MenuItemTagsTable;
  menu_item_allergens: MenuItemAllergensTable;
  menu_item_modifier_groups: MenuItemModifierGroupsTable;
  featured_items: FeaturedItemsTable;
  media_images: MediaImagesTable;
}

/* ---- Ordering (migration 0003_ordering). Money columns are bigint minor units. ---- */

/** Delivery settings 0003_ordering adds to restaurants. */
export interface RestaurantsTable {
  delivery_fee_type: Generated<string>;
  delivery_fixed_fee: Generated<number>;
  /** Hundredths of a percent (1250 = 12.5%). */
  delivery_percent_fee_bp: Generated<number>;
  delivery_min_order_value: Generated<number>;
  delivery_order_prep_time: Generated<number>;
}

export interface EmployeesTable {
  id: string;
  restaurant_id: string;
  name: string;
  display_id: string;
  /** scrypt, as passwords (lib/passwords.ts). */
  pin_hash: string;
  created_at: string;
  updated_at: string;
}

export interface DeliveryLocationsTable {
  id: string;
  restaurant_id: string;
  name: string;
  is_available: DbBool;
  created_at: string;
}

export interface RoomsTable {
  id: string;
  restaurant_id: string;
  room_number: string;
  is_active: DbBool;
  created_at: string;
}

export interface OrderCountersTable {
  restaurant_id: string;
  last_number: number;
}

export interface OrdersTable {
  id: string;
  restaurant_id: string;
  number: number;
  idempotency_key: string;
  request_hash: string;
  type: string;
  status: string;
  restaurant_table_id: string | null;
  table_display_id: string | null;
  room_number: string | null;
  checkout_as_visitor: DbBool;
  employee_id: string | null;
  customer_user_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  notes: string;
  pickup_time: string | null;
  delivery_address: string | null;
  delivery_notes: string | null;
  delivery_location_id: string | null;
  delivery_location_name: string | null;
  estimated_ready_at: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  order_fee: number;
  delivery_fee: number;
  tip: number;
  processing_fee: number;
  total: number;
  payment_method: string;
  payment_status: string;
  sms_sent: DbBool;
  failed_external_integration: DbBool;
  external_delivery_id: string | null;
  /** JSON text. */
  delivery_quote: string | null;
  created_at: string;
  updated_at: string;
  completed_time: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  restaurant_id: string;
  position: number;
  item_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
  /** JSON text: [{ id, groupId, name, price }]. */
  modifiers: string;
  line_total: number;
  discount: number;
  notes: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  restaurant_id: string;
  kind: string;
  provider: string | null;
  provider_ref: string | null;
  status: string;
  amount: number;
  currency: string;
  card_last4: string | null;
  room_number: string | null;
  created_at: string;
}

export interface StaffEventsTable {
  /** The offset: increasing (autoincrement / identity). */
  id: Generated<number>;
  restaurant_id: string;
  type: string;
  /** JSON text, without the offset. */
  payload: string;
  created_at: string;
}

export interface SmsOutboxTable {
  id: string;
  restaurant_id: string;
  order_id: string | null;
  to_phone: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  employees: EmployeesTable;
  delivery_locations: DeliveryLocationsTable;
  rooms: RoomsTable;
  order_counters: OrderCountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  staff_events: StaffEventsTable;
  sms_outbox: SmsOutboxTable;
}

/* ---- Durable jobs (migration 0004_jobs). ---- */

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  run_at: string;
  attempts: number;
  max_attempts: number;
  /** Base delay of the exponential backoff between attempts. */
  backoff_ms: number;
  /** Nullable unique: a second enqueue with the same key is a no-op (cron occurrences, one send per outbox row). */
  unique_key: string | null;
  /** The runner that holds the lease, until locked_until; after that any runner may take the job again. */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The language the diner ordered in (0004_jobs); null for orders placed before it was kept. */
export interface OrdersTable {
  language: string | null;
}

export interface Database {
  jobs: JobsTable;
}

/* ---- Staff team (migration 0006_team, docs/api/team.md). ---- */

export interface TeamMembersTable {
  id: string;
  restaurant_id: string;
  /** Null for a PIN-only member of a shared device. */
  user_id: string | null;
  name: string;
  display_id: string | null;
  /** A built-in role or 'custom:<custom_roles.id>'. */
  role: string;
  status: 'active' | 'suspended';
  pin_hash: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomRolesTable {
  id: string;
  restaurant_id: string;
  name: string;
  /** JSON array of permission names. */
  permissions: string;
  created_at: string;
  updated_at: string;
}

export interface TeamInvitesTable {
  id: string;
  restaurant_id: string;
  email: string;
  role: string;
  language: string;
  token_hash: string;
  invited_by: string | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Append-only: never updated or deleted. */
export interface AuditLogTable {
  id: string;
  restaurant_id: string;
  at: string;
  action: string;
  actor_member_id: string | null;
  actor_name: string;
  approved_by_member_id: string | null;
  approved_by_name: string | null;
  target_type: string;
  target_id: string | null;
  /** JSON object. */
  details: string;
  device_id: string | null;
  user_agent: string | null;
}

export interface Database {
  team_members: TeamMembersTable;
  custom_roles: CustomRolesTable;
  team_invites: TeamInvitesTable;
  audit_log: AuditLogTable;
}
