import type { Database } from './schema.ts';

/**
 * Every table has exactly one owner: the feature folder (under `src/features/`) or the shared
 * module (under `src/`) whose repository files alone may name it in a query. Every other feature
 * reads and writes it through the owner's `public.ts` (or the module's exports).
 * scripts/check-boundaries.ts enforces it; typing the map by `Database` makes a new table without
 * an owner a type error.
 */
export const TABLE_OWNERS = {
  restaurants: 'restaurant',
  users: 'auth',
  refresh_tokens: 'auth',
  sessions: 'auth',
  password_resets: 'auth',
  email_outbox: 'lib/mailer',
  rate_limits: 'lib/rate-limiter',
  restaurant_tables: 'tables',
  menu_sections: 'menu',
  menu_items: 'menu',
  menu_tags: 'menu',
  allergens: 'menu',
  modifier_groups: 'menu',
  modifiers: 'menu',
  menu_item_tags: 'menu',
  menu_item_allergens: 'menu',
  menu_item_modifier_groups: 'menu',
  featured_items: 'menu',
  media_images: 'media',
  employees: 'employees',
  delivery_locations: 'delivery-locations',
  rooms: 'rooms',
  order_counters: 'orders',
  orders: 'orders',
  order_lines: 'orders',
  payments: 'payments',
  payment_attempts: 'payments',
  demo_charges: 'payments',
  payment_refunds: 'payments',
  stripe_webhook_events: 'payments',
  staff_events: 'staff-events',
  sms_outbox: 'orders',
  jobs: 'jobs',
  team_members: 'team',
  custom_roles: 'team',
  team_invites: 'team',
  audit_log: 'team',
  receipt_deliveries: 'receipts',
  bills: 'bills',
  bill_orders: 'bills',
  bill_lines: 'bills',
  bill_payments: 'bills',
  bill_payment_lines: 'bills',
  bill_refunds: 'bills',
  delitepay_links: 'delitepay',
  delitepay_payments: 'delitepay',
  delitepay_refunds: 'delitepay',
  tabs: 'tabs',
  tab_settings: 'tabs',
  reservation_settings: 'reservations',
  reservation_closed_dates: 'reservations',
  reservation_table_combinations: 'reservations',
  reservations: 'reservations',
  reservation_table_blocks: 'reservations',
  reservation_pacing: 'reservations',
} as const satisfies Record<keyof Database, string>;

export type TTableName = keyof typeof TABLE_OWNERS;
