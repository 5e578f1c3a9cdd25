import type { Generated } from 'kysely';
import type { DbBool } from './common.ts';

// Tables owned by the delitepay feature (db/table-owners.ts), created by 0011_delitepay.

export interface DelitepayLinksTable {
  id: string;
  restaurant_id: string;
  token: string;
  amount: number;
  currency: string;
  description: string;
  reference: string | null;
  expires_at: string | null;
  reusable: DbBool;
  /** active | paid | cancelled (expired is computed from expires_at). */
  status: string;
  held_by_payment_id: string | null;
  times_paid: Generated<number>;
  amount_collected: Generated<number>;
  sent_channel: string | null;
  sent_to: string | null;
  sent_at: string | null;
  cancelled_at: string | null;
  created_by_member_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DelitepayPaymentsTable {
  id: string;
  restaurant_id: string;
  /** page | link */
  source: string;
  link_id: string | null;
  idempotency_key: string;
  request_hash: string;
  success_token: string;
  amount: number;
  tip: number;
  processing_fee: number;
  total: number;
  currency: string;
  reference: string | null;
  note: string | null;
  payer_name: string | null;
  payer_email: string | null;
  language: string | null;
  /** pending | succeeded | failed */
  status: string;
  provider: string;
  provider_ref: string | null;
  card_last4: string | null;
  failure_message: string | null;
  attempt_id: string;
  attempt_sequence: number;
  refunded_amount: Generated<number>;
  created_at: string;
  paid_at: string | null;
  updated_at: string;
}

export interface DelitepayRefundsTable {
  id: string;
  payment_id: string;
  restaurant_id: string;
  amount: number;
  currency: string;
  /** pending | succeeded | failed */
  status: string;
  provider_ref: string | null;
  reason: string | null;
  idempotency_key: string;
  created_by_member_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DelitepaySchema {
  delitepay_links: DelitepayLinksTable;
  delitepay_payments: DelitepayPaymentsTable;
  delitepay_refunds: DelitepayRefundsTable;
}
