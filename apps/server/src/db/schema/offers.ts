import type { DbBool } from './common.ts';

// Tables owned by the offers feature (db/table-owners.ts), created by 0021_offers.

export interface OffersTable {
  id: string;
  restaurant_id: string;
  name: string;
  description: string;
  /** spend_get | buy_n_get_free | percent_off | limited_uses */
  kind: string;
  percent: number | null;
  max_discount: number | null;
  amount_off: number | null;
  buy_quantity: number | null;
  /** JSON array of menu item ids (spend_get). */
  reward_item_ids: string;
  /** menu | sections | items | tags */
  scope_kind: string;
  /** JSON array of section, item or tag ids. */
  scope_ids: string;
  /** YYYY-MM-DD on the venue's clock, both included. */
  starts_on: string | null;
  ends_on: string | null;
  /** JSON array of ISO weekdays (empty = every day). */
  weekdays: string;
  /** HH:MM on the venue's clock (both null = all day). */
  start_time: string | null;
  end_time: string | null;
  min_spend: number;
  per_customer_limit: number | null;
  total_uses_limit: number | null;
  /** Uses held by orders not voided: the guarded counter (uses_count < total_uses_limit). */
  uses_count: number;
  combinable: DbBool;
  members_only: DbBool;
  /** Upper case; unique per venue among offers not deleted (offers_code_live_idx). */
  code: string | null;
  is_active: DbBool;
  is_deleted: DbBool;
  created_at: string;
  updated_at: string;
}

/** One row per (offer, order) that used it; released_at set when the order was voided (the use given back). */
export interface OfferRedemptionsTable {
  id: string;
  restaurant_id: string;
  offer_id: string;
  order_id: string;
  customer_user_id: string | null;
  amount: number;
  created_at: string;
  released_at: string | null;
}

export type OffersSchema = {
  offers: OffersTable;
  offer_redemptions: OfferRedemptionsTable;
};
