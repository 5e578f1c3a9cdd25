import type { DbBool } from './common.ts';

// Tables owned by the club feature (db/table-owners.ts), created by 0025_club.

export interface ClubPlansTable {
  id: string;
  restaurant_id: string;
  name: string;
  description: string;
  monthly_price: number;
  percent_off: number;
  /** Free-with-club units a member may take per day on the venue's clock (0: none). */
  free_items_per_day: number;
  /** JSON array of menu item ids free with the club. */
  free_item_ids: string;
  is_active: DbBool;
  is_deleted: DbBool;
  created_at: string;
  updated_at: string;
}

export interface ClubSubscriptionsTable {
  id: string;
  restaurant_id: string;
  customer_user_id: string;
  plan_id: string;
  /** incomplete | active | past_due | pending_cancellation | cancelled | failed */
  status: string;
  price: number;
  currency: string;
  period_number: number;
  current_period_start: string | null;
  current_period_end: string | null;
  /** When the first period began: every period ends whole months after it (0027). */
  billing_anchor: string | null;
  grace_until: string | null;
  cancelled_at: string | null;
  /** customer | payment_failed | period_end */
  cancel_reason: string | null;
  idempotency_key: string;
  request_hash: string;
  provider: string;
  payment_method_ref: string | null;
  customer_ref: string | null;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClubInvoicesTable {
  id: string;
  restaurant_id: string;
  subscription_id: string;
  period_number: number;
  amount: number;
  currency: string;
  /** pending | paid | failed */
  status: string;
  attempts: number;
  idempotency_key: string;
  provider_ref: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClubUsageTable {
  subscription_id: string;
  /** yyyy-MM-dd on the venue's clock. */
  day: string;
  uses: number;
}

export interface ClubRedemptionsTable {
  order_id: string;
  restaurant_id: string;
  subscription_id: string;
  day: string;
  free_units: number;
  free_amount: number;
  percent_amount: number;
  returned_at: string | null;
  created_at: string;
}

export interface ClubSchema {
  club_plans: ClubPlansTable;
  club_subscriptions: ClubSubscriptionsTable;
  club_invoices: ClubInvoicesTable;
  club_usage: ClubUsageTable;
  club_redemptions: ClubRedemptionsTable;
}
