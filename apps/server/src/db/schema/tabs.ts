// Tables owned by the tabs feature (db/table-owners.ts).

/** A card left on a table's open bill, charged for what remains when the bill goes idle or the venue closes (0013_tabs). */
export interface TabsTable {
  id: string;
  restaurant_id: string;
  bill_id: string;
  table_id: string;
  table_display_id: string;
  status: string;
  email: string;
  payer_name: string | null;
  language: string | null;
  provider: string;
  payment_method_ref: string | null;
  customer_ref: string | null;
  setup_ref: string | null;
  card_last4: string | null;
  opened_at: string | null;
  closes_at: string | null;
  close_reason: string | null;
  closed_at: string | null;
  charged_amount: number | null;
  tip_amount: number | null;
  bill_payment_id: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

/** A venue's tab rules; no row means the defaults (3 hours idle, no tip). */
export interface TabSettingsTable {
  restaurant_id: string;
  idle_minutes: number;
  default_tip_percent: number | null;
  updated_at: string;
}

export interface TabsSchema {
  tabs: TabsTable;
  tab_settings: TabSettingsTable;
}
