import type { DbBool } from './common.ts';

// Tables owned by the gift-cards feature (db/table-owners.ts), created by 0024_gift_cards.

export interface GiftCardProductsTable {
  id: string;
  restaurant_id: string;
  name: string;
  /** fixed | custom */
  kind: string;
  amount: number | null;
  min_amount: number | null;
  max_amount: number | null;
  design: string;
  is_active: DbBool;
  is_deleted: DbBool;
  created_at: string;
  updated_at: string;
}

export interface GiftCardPurchasesTable {
  id: string;
  restaurant_id: string;
  product_id: string;
  idempotency_key: string;
  request_hash: string;
  success_token: string;
  amount: number;
  currency: string;
  design: string;
  purchaser_name: string;
  purchaser_email: string;
  /** The signed-in customer who bought it (0028); null for a visitor. /profile lists by this, never by e-mail. */
  purchaser_user_id: string | null;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
  language: string;
  deliver_on: string | null;
  deliver_at: string | null;
  /** pending | succeeded | failed */
  status: string;
  attempt_id: string;
  attempt_sequence: number;
  provider_ref: string | null;
  card_last4: string | null;
  failure_message: string | null;
  gift_card_id: string | null;
  created_at: string;
  paid_at: string | null;
  updated_at: string;
}

export interface GiftCardsTable {
  id: string;
  restaurant_id: string;
  purchase_id: string | null;
  /** HMAC-SHA-256 of the normalised code with the server's pepper (never the code). */
  code_hash: string;
  code_last4: string;
  initial_amount: number;
  balance: number;
  currency: string;
  recipient_name: string | null;
  recipient_email: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiftCardLedgerTable {
  id: string;
  gift_card_id: string;
  restaurant_id: string;
  /** activate | redeem | refund | adjust */
  kind: string;
  amount: number;
  balance_after: number;
  order_id: string | null;
  bill_payment_id: string | null;
  reason: string | null;
  actor_user_id: string | null;
  ref_key: string | null;
  created_at: string;
}

export interface GiftCardsSchema {
  gift_card_products: GiftCardProductsTable;
  gift_card_purchases: GiftCardPurchasesTable;
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
}
