import type { Generated } from 'kysely';
import type { DbBool } from './common.ts';

// Tables owned by the bills feature (db/table-owners.ts): the table bill (issue 9 section 3, 0010_bills; refunds 0014_bill_refunds).

/** One table's bill: open while diners order and pay; at most one open bill per table. */
export interface BillsTable {
  id: string;
  restaurant_id: string;
  table_id: string;
  /** Copied when opened: the table may be renamed or deleted later. */
  table_display_id: string;
  /** Unguessable; the diners' shared link carries it. */
  token: string;
  currency: string;
  /** open | closed */
  status: string;
  opened_at: string;
  closed_at: string | null;
  /** paid | staff */
  closed_reason: string | null;
  /** The member who closed it (staff). */
  closed_by: string | null;
  close_note: string | null;
  /** The N-way split in progress: its sequence (0: none yet) and people; payments carry the sequence they belong to. */
  split_plan: number;
  split_people: number | null;
  /** Bumped by every change, so clients can drop an older billUpdated. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** An order on a bill; the primary key keeps an order on one bill at most. */
export interface BillOrdersTable {
  order_id: string;
  bill_id: string;
  restaurant_id: string;
  attached_at: string;
}

/** What the bill asks for, copied from its orders when they join (orders never change their prices). */
export interface BillLinesTable {
  /** The order line's id for items; `<orderId>:fee` and `<orderId>:tip` for an order's fee and checkout tip. */
  id: string;
  bill_id: string;
  restaurant_id: string;
  order_id: string;
  order_number: number;
  /** item | orderFee | tip */
  kind: string;
  name: string;
  quantity: number;
  /** After the line's tag discount. */
  amount: number;
  /** Paid by card at checkout: the line is paid in full and never due. */
  prepaid: DbBool;
  ordered_by: string | null;
  position: number;
  /** Taken off the bill by staff (what was still open on it then). */
  comped_amount: number;
  comped_at: string | null;
  comped_by: string | null;
  comp_reason: string | null;
  /** A shared item paid in parts: how many (null until the first share). */
  share_parts: number | null;
  created_at: string;
}

/** One payment towards a bill: written pending before the charge, then succeeded or failed. */
export interface BillPaymentsTable {
  id: string;
  bill_id: string;
  restaurant_id: string;
  /** The caller's Idempotency-Key (unique per bill); request_hash is what a retry must repeat. */
  idempotency_key: string;
  request_hash: string;
  /** whole | items | split | custom | itemShare */
  mode: string;
  /** card | saved_card | cash | card_terminal */
  method: string;
  /** pending | succeeded | failed */
  status: string;
  amount: number;
  tip: number;
  processing_fee: number;
  total: number;
  currency: string;
  payer_name: string | null;
  email: string | null;
  language: string | null;
  /** The payment attempt that charges it (payments feature); null for cash and card-terminal payments recorded by staff. */
  attempt_id: string | null;
  card_last4: string | null;
  /** split: the plan (bills.split_plan) and people it was a share of. */
  split_plan: number | null;
  split_people: number | null;
  failure_code: string | null;
  failure_message: string | null;
  /** Staff who recorded it (cash, card terminal). */
  recorded_by: string | null;
  /** Refunds reserved or made (0014_bill_refunds): never more than total. */
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A refund of a bill payment (0014_bill_refunds): through the payment's provider, or recorded for cash and the card terminal. */
export interface BillRefundsTable {
  id: string;
  bill_payment_id: string;
  bill_id: string;
  restaurant_id: string;
  amount: number;
  currency: string;
  /** pending | succeeded | failed */
  status: string;
  recorded: DbBool;
  provider_ref: string | null;
  reason: string | null;
  /** Unique per venue: the same key again answers the same refund. */
  idempotency_key: string;
  created_by_member_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Which lines a payment pays, and how much of each; a pending payment's count as taken. */
export interface BillPaymentLinesTable {
  bill_payment_id: string;
  bill_line_id: string;
  bill_id: string;
  amount: number;
  /** itemShare: parts of the line this payment takes (whole/items on a shared line: the parts left). */
  parts: number;
}

export interface BillsSchema {
  bills: BillsTable;
  bill_orders: BillOrdersTable;
  bill_lines: BillLinesTable;
  bill_payments: BillPaymentsTable;
  bill_payment_lines: BillPaymentLinesTable;
  bill_refunds: BillRefundsTable;
}
