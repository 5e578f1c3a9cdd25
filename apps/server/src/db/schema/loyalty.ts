import type { DbBool } from './common.ts';

// Tables owned by the loyalty feature (db/table-owners.ts).

export interface LoyaltyCampaignsTable {
  id: string;
  restaurant_id: string;
  name: string;
  reward_description: string;
  min_spend_quantity: number;
  min_order_amount: number;
  is_active: DbBool;
  is_deleted: DbBool;
  created_at: string;
  updated_at: string;
}

export interface LoyaltySettingsTable {
  restaurant_id: string;
  /** JSON text: { icon?, logo?, strip?, thumbnail?, background? } media image ids. */
  images: string;
  updated_at: string;
}

export interface LoyaltyPassesTable {
  id: string;
  restaurant_id: string;
  campaign_id: string;
  customer_user_id: string;
  pass_identifier: string;
  auth_token: string;
  customer_name: string;
  customer_email: string;
  redemptions_count: number;
  gifts_count: number;
  created_at: string;
  updated_at: string;
}

export interface LoyaltyEntriesTable {
  id: string;
  pass_id: string;
  restaurant_id: string;
  kind: string;
  stamps: number;
  gifts: number;
  order_id: string | null;
  order_number: number | null;
  member_id: string | null;
  member_name: string | null;
  /** A staff redeem's Idempotency-Key (unique per pass). */
  request_key: string | null;
  created_at: string;
}

export interface LoyaltySchema {
  loyalty_campaigns: LoyaltyCampaignsTable;
  loyalty_settings: LoyaltySettingsTable;
  loyalty_passes: LoyaltyPassesTable;
  loyalty_entries: LoyaltyEntriesTable;
}
