import type { DbBool } from './common.ts';

// Tables owned by the points feature (db/table-owners.ts), 0022_points.

/** A venue's points programme; no row means the defaults, switched off. */
export interface PointsRulesTable {
  restaurant_id: string;
  enabled: DbBool;
  earn_points: number;
  earn_amount: number;
  redeem_points: number;
  redeem_amount: number;
  min_redeem_points: number;
  expiry_days: number | null;
  /** Only points earned from this instant on expire (null: points do not expire). */
  expiry_effective_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One customer's balance at one venue: the sum of its ledger rows, kept by conditional updates. */
export interface PointsAccountsTable {
  id: string;
  restaurant_id: string;
  customer_user_id: string;
  balance: number;
  created_at: string;
  updated_at: string;
}

/** Append-only: earn, redeem, restore, reverse, expire, adjust. `key` is unique (idempotency). */
export interface PointsLedgerTable {
  id: string;
  key: string;
  account_id: string;
  restaurant_id: string;
  kind: string;
  /** Signed. */
  points: number;
  amount: number;
  order_id: string | null;
  expires_at: string | null;
  note: string | null;
  actor_user_id: string | null;
  created_at: string;
}

export interface PointsSchema {
  points_rules: PointsRulesTable;
  points_accounts: PointsAccountsTable;
  points_ledger: PointsLedgerTable;
}
