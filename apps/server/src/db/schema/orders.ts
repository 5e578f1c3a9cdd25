import type { Generated } from 'kysely';
import type { DbBool } from './common.ts';

// Tables owned by the orders feature (db/table-owners.ts).

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
  // The language the diner ordered in (0004_jobs); null for orders placed before it was kept.
  language: string | null;
  /** What offers and the club took off (0020_order_benefits); tag discounts stay in `discount`. */
  benefit_discount: Generated<number>;
  /** What points and gift cards paid: the card is charged total - tendered. */
  tendered: Generated<number>;
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

export interface SmsOutboxTable {
  id: string;
  restaurant_id: string;
  order_id: string | null;
  to_phone: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface OrdersSchema {
  order_counters: OrderCountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  sms_outbox: SmsOutboxTable;
}
